/**
 * `GET /v1/console/orders.csv?from=&to=` (docs/console-orders.md#csv-export): the paid product
 * orders (PREPARING or COMPLETED) the actor may see, placed on the Japan-time days `from`..`to`
 * (at most 92 days), oldest first, as the delivery-label CSV: one row per box (label-rows.ts),
 * written by csv.ts. Bookings have no boxes and are left out; so are unpaid and closed orders.
 */
import { OrderStatus, OrderType } from '@hatake/contract';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderFulfillments, orderItems, orderPayments, orders, products } from '../../db/schema/index.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import { csvDocument } from './csv.ts';
import { japanDayRange } from './date-range.ts';
import type { Actor } from './deps.ts';
import { type LabelOrder, labelRows } from './label-rows.ts';
import { ordersOf } from './scope.ts';

/** The longest range one export covers, in days. */
export const MAX_EXPORT_DAYS = 92;
/** The most orders one export writes; a busier range is refused (412) and asked in parts. */
export const MAX_EXPORT_ORDERS = 5000;

export const exportLabels = async (
  db: Database,
  actor: Actor,
  input: { from: string; to: string },
): Promise<string> => {
  const range = japanDayRange(input.from, input.to, MAX_EXPORT_DAYS);
  if (!range.ok) throw invalidArgument(range.detail);
  const { from, until } = range.range;
  if (!from || !until) throw invalidArgument('from and to are required');
  const where = and(
    ordersOf(actor),
    eq(orders.type, OrderType.PRODUCT),
    inArray(orders.status, [OrderStatus.PREPARING, OrderStatus.COMPLETED]),
    gte(orders.createdAt, from),
    lt(orders.createdAt, until),
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  if ((counted?.total ?? 0) > MAX_EXPORT_ORDERS)
    throw new DomainError(
      'FailedPrecondition',
      `more than ${MAX_EXPORT_ORDERS} orders in this range: export it in shorter ranges`,
    );
  const rows = await db
    .select({ order: orders, orderedAt: orderPayments.orderedAt })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.order.id);
  const [boxes, items] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(orderFulfillments)
          .where(inArray(orderFulfillments.orderId, ids))
          .orderBy(asc(orderFulfillments.boxNumber)),
        db
          .select({
            fulfillmentId: orderItems.fulfillmentId,
            name: products.name,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.createdAt)),
      ])
    : [[], []];
  const list: LabelOrder[] = rows.map(({ order, orderedAt }) => ({
    id: order.id,
    orderedAt,
    recipient: order.shippingAddress ?? order.billingAddress,
    deliveryDate: order.deliveryDate,
    deliveryTimeSlot: order.deliveryTimeSlot,
    note: order.orderRequest,
    boxes: boxes
      .filter((box) => box.orderId === order.id)
      .map((box) => ({
        boxNumber: box.boxNumber,
        boxSize: box.boxSize,
        shippingType: box.shippingType,
        items: items
          .filter((item) => item.fulfillmentId === box.id)
          .map(({ name, quantity }) => ({ name, quantity })),
      })),
  }));
  return csvDocument(labelRows(list));
};
