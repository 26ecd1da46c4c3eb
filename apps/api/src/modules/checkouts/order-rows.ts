/**
 * The order's own rows in one statement (docs/performance.md, target 5): the order, its payment,
 * one fulfilment per box and the boxes' items. They were four statements, each built by Drizzle's
 * insert builder, parsed and planned by the server and sent as a round trip of its own inside the
 * order's transaction; in a checkout's profile, the building, the per-statement protocol and the
 * server's parsing and planning were about a fifth of the CPU of each side.
 *
 * The order is inserted only if its id (the requestId) is new, the payment only if the order was
 * and its transaction id (the order id until the provider's session is opened) is not another
 * order's; the fulfilments and items follow the payment, so a refused order or payment writes
 * nothing. The items' foreign key to their fulfilment is checked at the end of the statement, when
 * both are in. The boxes and items travel as one JSON parameter each, so the statement's text is
 * the same whatever the number of boxes: it is prepared once per connection (db/prepared.ts).
 */
import { OrderStatus } from '@hatake/contract';
import { sql } from 'drizzle-orm';
import { newId } from '../../db/id.ts';
import { onePerHandle, prepareSql } from '../../db/prepared.ts';
import type { Executor } from '../../db/types.ts';
import type { NewOrder } from './place-order.ts';

/** What the statement did: `placed`; `repeat` when the order id exists; `payment-taken` when its transaction id does. */
export type OrderRowsOutcome = 'placed' | 'repeat' | 'payment-taken';

const statementOf = onePerHandle((db: Executor) =>
  prepareSql<{ orders: number; payments: number }>(
    db,
    'checkouts_insert_order_rows',
    sql`
    with new_order as (
      insert into orders (id, user_id, session_id, coordinator_id, promotion_id, type, status, locale,
        billing_address, shipping_address, order_request, delivery_date, delivery_time_slot,
        request_digest, expires_at, created_at, updated_at)
      values (${sql.placeholder('id')}, ${sql.placeholder('userId')}, ${sql.placeholder('sessionId')}, ${sql.placeholder('coordinatorId')},
        ${sql.placeholder('promotionId')}, ${sql.placeholder('type')}::int, ${sql.placeholder('status')}::int, ${sql.placeholder('locale')},
        ${sql.placeholder('billingAddress')}::jsonb, ${sql.placeholder('shippingAddress')}::jsonb, ${sql.placeholder('orderRequest')},
        ${sql.placeholder('deliveryDate')}, ${sql.placeholder('deliveryTimeSlot')}::int, ${sql.placeholder('requestDigest')},
        ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz)
      on conflict (id) do nothing
      returning id
    ), new_payment as (
      insert into order_payments (order_id, provider_type, transaction_id, redirect_url, method_type, status,
        subtotal, discount, shipping_fee, tax, total, ordered_at, paid_at, captured_at, created_at, updated_at)
      select id, ${sql.placeholder('providerType')}::int, id, ${sql.placeholder('redirectUrl')}, ${sql.placeholder('methodType')}::int,
        ${sql.placeholder('status')}::int, ${sql.placeholder('subtotal')}::int, ${sql.placeholder('discount')}::int, ${sql.placeholder('shippingFee')}::int,
        ${sql.placeholder('tax')}::int, ${sql.placeholder('total')}::int, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('paidAt')}::timestamptz,
        ${sql.placeholder('paidAt')}::timestamptz, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
      from new_order
      on conflict (transaction_id) do nothing
      returning order_id
    ), new_fulfillments as (
      insert into order_fulfillments (id, order_id, shipping_type, box_number, box_size, box_rate, created_at, updated_at)
      select box.id, new_payment.order_id, box.shipping_type, box.box_number, box.box_size, box.box_rate,
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
      from new_payment cross join jsonb_to_recordset(${sql.placeholder('fulfillments')}::jsonb)
        as box(id text, shipping_type int, box_number int, box_size int, box_rate int)
    ), new_items as (
      insert into order_items (id, order_id, fulfillment_id, product_id, price, quantity, created_at)
      select item.id, new_payment.order_id, item.fulfillment_id, item.product_id, item.price, item.quantity,
        ${sql.placeholder('now')}::timestamptz
      from new_payment cross join jsonb_to_recordset(${sql.placeholder('items')}::jsonb)
        as item(id text, fulfillment_id text, product_id text, price int, quantity int)
    )
    select (select count(*) from new_order)::int as orders, (select count(*) from new_payment)::int as payments`,
  ),
);

/** The fulfilments and items of `order`'s boxes, the fulfilments' ids made here so the items can name them. */
const boxRowsOf = (order: Pick<NewOrder, 'boxes' | 'prices'>) => {
  const boxes = order.boxes.map((box) => ({ box, id: newId() }));
  return {
    fulfillments: boxes.map(({ box, id }) => ({
      id,
      shipping_type: box.type,
      box_number: box.number,
      box_size: box.size,
      box_rate: box.rate,
    })),
    items: boxes.flatMap(({ box, id }) =>
      box.items.map((item) => ({
        id: newId(),
        fulfillment_id: id,
        product_id: item.productId,
        price: order.prices.get(item.productId) ?? 0,
        quantity: item.quantity,
      })),
    ),
  };
};

export const insertOrderRows = async (
  tx: Executor,
  order: NewOrder,
  userId: string,
  now: Date,
): Promise<OrderRowsOutcome> => {
  const at = now.toISOString();
  const paidAt = order.status === OrderStatus.PREPARING ? at : null;
  const { fulfillments, items } = boxRowsOf(order);
  const { payment } = order;
  const { rows } = await statementOf(tx).execute({
    id: order.id,
    userId,
    sessionId: order.sessionId,
    coordinatorId: order.coordinatorId,
    promotionId: order.promotion?.id ?? null,
    type: order.type,
    status: order.status,
    locale: order.locale,
    billingAddress: JSON.stringify(order.billingAddress),
    shippingAddress: order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
    orderRequest: order.orderRequest,
    deliveryDate: order.deliveryDate,
    deliveryTimeSlot: order.deliveryTimeSlot,
    requestDigest: order.requestDigest,
    expiresAt: order.expiresAt ? order.expiresAt.toISOString() : null,
    now: at,
    providerType: payment.providerType,
    redirectUrl: payment.redirectUrl,
    methodType: payment.methodType,
    subtotal: payment.subtotal,
    discount: payment.discount,
    shippingFee: payment.shippingFee,
    tax: payment.tax,
    total: payment.total,
    paidAt,
    fulfillments: JSON.stringify(fulfillments),
    items: JSON.stringify(items),
  });
  const [counts] = rows;
  if (!counts || counts.orders === 0) return 'repeat';
  return counts.payments === 0 ? 'payment-taken' : 'placed';
};
