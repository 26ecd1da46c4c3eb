/**
 * A member's orders (docs/rules/orders.md, "Reading orders"): the list (FAILED orders left out:
 * they never became purchases) and one order (FAILED included). Another member's order is 404.
 * Each order carries its payment, refund, boxes, items, booking and address snapshots.
 */
import {
  type Address,
  type Coordinator,
  type DeliveryTimeSlot,
  type FulfillmentStatus,
  type Order,
  type OrderExperience,
  type OrderRefundType,
  type OrderResponse,
  OrderStatus,
  type OrdersResponse,
  type OrderType,
  type PaymentMethodType,
  type Prefecture,
  type Product,
  prefectureName,
  type ShippingCarrier,
  type ShippingSize,
  type ShippingType,
} from '@hatake/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PaymentStatus } from '../../db/enums.ts';
import {
  type AddressSnapshot,
  orderExperiences,
  orderFulfillments,
  orderItems,
  orderPayments,
  orderRefunds,
  orders,
  products,
  promotions,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { coordinatorsByIds } from '../coordinators/index.ts';
import { experiencesByIds } from '../experiences/index.ts';
import { presentProduct } from '../products/index.ts';
import { presentPromotion } from '../promotions/index.ts';
import { productRates } from '../reviews/index.ts';

type OrderRow = typeof orders.$inferSelect;

const presentAddress = (snapshot: AddressSnapshot): Address => ({
  id: snapshot.addressId,
  isDefault: false,
  lastname: snapshot.lastname,
  firstname: snapshot.firstname,
  lastnameKana: snapshot.lastnameKana,
  firstnameKana: snapshot.firstnameKana,
  postalCode: snapshot.postalCode,
  prefecture: prefectureName(snapshot.prefectureCode),
  prefectureCode: snapshot.prefectureCode as Prefecture,
  city: snapshot.city,
  addressLine1: snapshot.addressLine1,
  addressLine2: snapshot.addressLine2,
  phoneNumber: snapshot.phoneNumber,
});

/** Everything of `rows` that the wire order carries, read in one query per table. */
const presentOrders = async (db: Database, rows: readonly OrderRow[]): Promise<Order[]> => {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [payments, refunds, boxes, items, bookings] = await Promise.all([
    db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)),
    db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids))
      .orderBy(asc(orderRefunds.createdAt)),
    db
      .select()
      .from(orderFulfillments)
      .where(inArray(orderFulfillments.orderId, ids))
      .orderBy(asc(orderFulfillments.boxNumber)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.createdAt)),
    db.select().from(orderExperiences).where(inArray(orderExperiences.orderId, ids)),
  ]);
  const paymentOf = new Map(payments.map((payment) => [payment.orderId, payment]));
  const bookingOf = new Map(bookings.map((booking) => [booking.orderId, booking]));
  return rows.flatMap((row) => {
    const payment = paymentOf.get(row.id);
    if (!payment) return [];
    const own = refunds.filter((refund) => refund.orderId === row.id);
    const latest = own.at(-1);
    const canceled = payment.status === PaymentStatus.CANCELED || payment.status === PaymentStatus.REFUNDED;
    const booking = bookingOf.get(row.id);
    const experience: OrderExperience | null = booking
      ? {
          experienceId: booking.experienceId,
          adultCount: booking.adultCount,
          adultPrice: booking.adultPrice,
          juniorHighSchoolCount: booking.juniorHighSchoolCount,
          juniorHighSchoolPrice: booking.juniorHighSchoolPrice,
          elementarySchoolCount: booking.elementarySchoolCount,
          elementarySchoolPrice: booking.elementarySchoolPrice,
          preschoolCount: booking.preschoolCount,
          preschoolPrice: booking.preschoolPrice,
          seniorCount: booking.seniorCount,
          seniorPrice: booking.seniorPrice,
          transportation: booking.transportation,
          requestedDate: booking.requestedDate,
          requestedTime: booking.requestedTime,
        }
      : null;
    const order: Order = {
      id: row.id,
      coordinatorId: row.coordinatorId,
      promotionId: row.promotionId ?? '',
      type: row.type as OrderType,
      status: row.status as OrderStatus,
      payment: {
        transactionId: payment.transactionId,
        methodType: payment.methodType as PaymentMethodType,
        status: payment.status as PaymentStatus,
        subtotal: payment.subtotal,
        discount: payment.discount,
        shippingFee: payment.shippingFee,
        total: payment.total,
        orderedAt: toUnixSeconds(payment.orderedAt),
        paidAt: toUnixSeconds(payment.paidAt),
      },
      refund: {
        total: own.reduce((sum, refund) => sum + refund.total, 0),
        type: (latest?.type ?? 0) as OrderRefundType,
        reason: latest?.reason ?? '',
        canceled,
        canceledAt: canceled ? toUnixSeconds(payment.canceledAt ?? payment.refundedAt) : 0,
      },
      fulfillments: boxes
        .filter((box) => box.orderId === row.id)
        .map((box) => ({
          fulfillmentId: box.id,
          trackingNumber: box.trackingNumber,
          status: box.status as FulfillmentStatus,
          shippingCarrier: box.shippingCarrier as ShippingCarrier,
          shippingType: box.shippingType as ShippingType,
          boxNumber: box.boxNumber,
          boxSize: box.boxSize as ShippingSize,
          boxRate: box.boxRate,
          shippedAt: toUnixSeconds(box.shippedAt),
        })),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          fulfillmentId: item.fulfillmentId,
          productId: item.productId,
          price: item.price,
          quantity: item.quantity,
        })),
      experience,
      billingAddress: presentAddress(row.billingAddress),
      // An experience order has no shipping address: the billing address stands in (docs/rules/orders.md).
      shippingAddress: presentAddress(row.shippingAddress ?? row.billingAddress),
      deliveryDate: row.deliveryDate,
      deliveryTimeSlot: row.deliveryTimeSlot as DeliveryTimeSlot,
    };
    return [order];
  });
};

/** The side-loads of some orders: coordinators, promotions, products of their items, experiences. */
const sideLoads = async (db: Database, list: readonly Order[], now: Date) => {
  const productIds = [...new Set(list.flatMap((order) => order.items.map((item) => item.productId)))];
  const promotionIds = [...new Set(list.map((order) => order.promotionId).filter(Boolean))];
  const experienceIds = list.flatMap((order) => (order.experience ? [order.experience.experienceId] : []));
  const [coordinators, promotionRows, productRows, rates, experiences] = await Promise.all([
    coordinatorsByIds(
      db,
      list.map((order) => order.coordinatorId),
    ),
    promotionIds.length ? db.select().from(promotions).where(inArray(promotions.id, promotionIds)) : [],
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    productRates(db, productIds),
    experiencesByIds(db, experienceIds, now),
  ]);
  return {
    coordinators,
    promotions: promotionRows.map((row) => presentPromotion(row, now)),
    products: productRows.map((row): Product => presentProduct(row, rates.get(row.id), now)),
    experiences,
  };
};

export type ListOrdersInput = { limit: number; offset: number; types: string };

/** `GET /v1/orders`: the member's orders, newest first, FAILED ones left out; `types` filters by OrderType. */
export const listOrders = async (
  db: Database,
  userId: string,
  input: ListOrdersInput,
  now = new Date(),
): Promise<OrdersResponse> => {
  const types = input.types
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((type) => Number.isSafeInteger(type));
  const filters: SQL[] = [eq(orders.userId, userId), ne(orders.status, OrderStatus.FAILED)];
  if (types.length > 0) filters.push(inArray(orders.type, types));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const list = await presentOrders(db, rows);
  return { orders: list, ...(await sideLoads(db, list, now)), total: counted?.total ?? 0 };
};

/** `GET /v1/orders/{orderId}`: one of the member's orders (FAILED included); another's → 404. */
export const getOrder = async (
  db: Database,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<OrderResponse> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound('order');
  return orderDetail(db, row, now);
};

/**
 * One order as the wire shows it, with its coordinator, promotion, products and experience,
 * whoever may read it: the member's own read above, and the seller console's (modules/console-orders).
 */
export const orderDetail = async (db: Database, row: OrderRow, now = new Date()): Promise<OrderResponse> => {
  const [order] = await presentOrders(db, [row]);
  if (!order) throw notFound('order');
  const loaded = await sideLoads(db, [order], now);
  const [coordinator] = loaded.coordinators as [Coordinator | undefined];
  if (!coordinator) throw notFound('coordinator');
  return {
    order,
    coordinator,
    promotion: loaded.promotions[0] ?? null,
    products: loaded.products,
    experience: loaded.experiences[0] ?? null,
  };
};
