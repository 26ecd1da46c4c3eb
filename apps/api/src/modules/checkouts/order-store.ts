/**
 * The order's rows and every change of its status (docs/rules/checkout-and-payments.md,
 * docs/rules/orders.md): placing an order with its stock and coupon in one transaction, moving it
 * along the transitions table, and giving stock, coupon and cart lines back when it ends unpaid.
 */
import { type DeliveryTimeSlot, OrderRefundType, OrderStatus, type OrderType } from '@hatake/contract';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { PromotionCodeType, UserType } from '../../db/enums.ts';
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
  users,
} from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  type CartOwner,
  removePurchasedLines,
  returnLinesToCart,
  type PackedBox as WireBox,
} from '../carts/index.ts';
import { canMove, releasesStock } from '../orders/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;

/** Who pays: a signed-in member, or a guest found or created by e-mail. */
export type Buyer =
  | { kind: 'member'; userId: string }
  | {
      kind: 'guest';
      email: string;
      lastname: string;
      firstname: string;
      lastnameKana: string;
      firstnameKana: string;
      phoneNumber: string;
    };

export type NewOrder = {
  /** The checkout's requestId. */
  id: string;
  /** requestDigestOf the checkout's body (orders.request_digest). */
  requestDigest: string;
  buyer: Buyer;
  /** The `session_id` cookie: the guest's cart and state polling are keyed by it. */
  sessionId: string;
  locale: string;
  coordinatorId: string;
  promotion: { id: string; codeType: number } | null;
  type: OrderType;
  status: typeof OrderStatus.UNPAID | typeof OrderStatus.PREPARING;
  billingAddress: AddressSnapshot;
  shippingAddress: AddressSnapshot | null;
  orderRequest: string;
  /** 配送希望日 (`yyyymmdd`, "" none) and 配送時間帯 (0 none) of a product order; "" and 0 for a booking. */
  deliveryDate: string;
  deliveryTimeSlot: DeliveryTimeSlot;
  expiresAt: Date | null;
  payment: {
    providerType: number;
    methodType: number;
    subtotal: number;
    discount: number;
    shippingFee: number;
    tax: number;
    total: number;
    /** Free orders only: the answer a repeated submit gets. */
    redirectUrl: string;
  };
  /** Product orders: the boxes bought and the unit price of each product. */
  boxes: readonly WireBox[];
  prices: ReadonlyMap<string, number>;
  /** Experience orders: the booking. */
  experience: Omit<typeof orderExperiences.$inferInsert, 'orderId'> | null;
};

/** Thrown inside the order's transaction when its id exists already: the checkout is a repeat. */
export class RepeatedCheckout extends Error {
  constructor() {
    super('the order exists already');
    this.name = 'RepeatedCheckout';
  }
}

/** The guest user of this e-mail address, created on the first checkout; later ones update the names. */
const upsertGuest = async (tx: Executor, buyer: Extract<Buyer, { kind: 'guest' }>, now: Date) => {
  const names = {
    lastname: buyer.lastname,
    firstname: buyer.firstname,
    lastnameKana: buyer.lastnameKana,
    firstnameKana: buyer.firstnameKana,
    phoneNumber: buyer.phoneNumber,
  };
  const [row] = await tx
    .insert(users)
    .values({
      type: UserType.GUEST,
      email: buyer.email,
      username: `${buyer.lastname} ${buyer.firstname}`,
      ...names,
    })
    .onConflictDoUpdate({
      target: users.email,
      targetWhere: sql`${users.type} = ${UserType.GUEST} and ${users.deletedAt} is null`,
      set: { ...names, updatedAt: now },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('guest upsert returned no row');
  return row.id;
};

/** Units per product, sorted by product id so concurrent checkouts lock rows in one order (no deadlock). */
const unitsByProduct = (boxes: readonly WireBox[]): [string, number][] => {
  const units = new Map<string, number>();
  for (const box of boxes)
    for (const item of box.items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/** The cart an order's lines came from: the member's, or the guest session's. */
const cartOwnerOf = (userId: string, userType: number, sessionId: string): CartOwner | null =>
  userType === UserType.MEMBER ? { sessionId, userId } : sessionId ? { sessionId, userId: null } : null;

/**
 * Places the order in one transaction (checkout step 7): the guest user, the order (its id is the
 * requestId: a second insert finds it and throws RepeatedCheckout), the coupon redemption and the
 * stock, each taken by a conditional update that refuses (412) when it would go past its limit, the
 * payment, one fulfilment per box with its items, the booking, and the bought units out of the cart.
 * Any refusal rolls the whole transaction back: nothing is written.
 */
export const placeOrder = async (
  tx: Transaction,
  order: NewOrder,
  now: Date,
): Promise<{ userId: string }> => {
  const userId = order.buyer.kind === 'member' ? order.buyer.userId : await upsertGuest(tx, order.buyer, now);
  // A ONCE coupon is checked under a lock on the buyer's row, taken before the order insert: the
  // insert's foreign key takes a KEY SHARE lock on that row, and two checkouts holding KEY SHARE
  // that both then asked for FOR UPDATE would deadlock (seen: 15 of 24 parallel checkouts → 500).
  // The guest upsert above has locked the row already.
  if (order.promotion?.codeType === PromotionCodeType.ONCE && order.buyer.kind === 'member')
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const inserted = await tx
    .insert(orders)
    .values({
      id: order.id,
      userId,
      sessionId: order.sessionId,
      coordinatorId: order.coordinatorId,
      promotionId: order.promotion?.id ?? null,
      type: order.type,
      status: order.status,
      locale: order.locale,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      orderRequest: order.orderRequest,
      deliveryDate: order.deliveryDate,
      deliveryTimeSlot: order.deliveryTimeSlot,
      requestDigest: order.requestDigest,
      expiresAt: order.expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: orders.id })
    .returning({ id: orders.id });
  if (inserted.length === 0) throw new RepeatedCheckout();

  if (order.promotion) await redeemPromotion(tx, order.promotion, userId, order.id);

  for (const [productId, quantity] of unitsByProduct(order.boxes)) {
    const taken = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${quantity}`, updatedAt: now })
      .where(and(eq(products.id, productId), sql`${products.inventory} >= ${quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      throw new DomainError(
        'FailedPrecondition',
        'a product in the cart is no longer in stock: price the cart again',
      );
    }
  }

  const paid = order.status === OrderStatus.PREPARING;
  const payment = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      providerType: order.payment.providerType,
      // The provider's session id once it is opened; until then (and for free orders) the order id.
      transactionId: order.id,
      redirectUrl: order.payment.redirectUrl,
      methodType: order.payment.methodType,
      status: order.status,
      subtotal: order.payment.subtotal,
      discount: order.payment.discount,
      shippingFee: order.payment.shippingFee,
      tax: order.payment.tax,
      total: order.payment.total,
      orderedAt: now,
      paidAt: paid ? now : null,
      capturedAt: paid ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    // The transaction id is unique across orders: a requestId equal to another order's provider
    // session id is someone else's checkout, not a new one.
    .onConflictDoNothing({ target: orderPayments.transactionId })
    .returning({ orderId: orderPayments.orderId });
  if (payment.length === 0)
    throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');

  for (const box of order.boxes) {
    const [fulfillment] = await tx
      .insert(orderFulfillments)
      .values({
        orderId: order.id,
        shippingType: box.type,
        boxNumber: box.number,
        boxSize: box.size,
        boxRate: box.rate,
      })
      .returning({ id: orderFulfillments.id });
    if (!fulfillment) throw new Error('fulfillment insert returned no row');
    await tx.insert(orderItems).values(
      box.items.map((item) => ({
        orderId: order.id,
        fulfillmentId: fulfillment.id,
        productId: item.productId,
        price: order.prices.get(item.productId) ?? 0,
        quantity: item.quantity,
      })),
    );
  }
  if (order.experience) await tx.insert(orderExperiences).values({ orderId: order.id, ...order.experience });

  if (order.boxes.length > 0) {
    const owner = cartOwnerOf(
      userId,
      order.buyer.kind === 'member' ? UserType.MEMBER : UserType.GUEST,
      order.sessionId,
    );
    if (owner) {
      await removePurchasedLines(
        tx,
        owner,
        unitsByProduct(order.boxes).map(([productId, quantity]) => ({ productId, quantity })),
      );
    }
  }
  return { userId };
};

/**
 * Counts one redemption (docs/rules/promotions.md, "Redemption"): a ONCE code not yet kept by an
 * earlier order of this user (placeOrder has locked the user row before inserting the order, so one
 * user's parallel checkouts are counted one after another), and `used_count` raised only while
 * below `usage_limit`.
 */
const redeemPromotion = async (
  tx: Transaction,
  promotion: { id: string; codeType: number },
  userId: string,
  orderId: string,
): Promise<void> => {
  if (promotion.codeType === PromotionCodeType.ONCE) {
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.promotionId, promotion.id),
          ne(orders.id, orderId),
          sql`${orders.status} not in (${OrderStatus.FAILED}, ${OrderStatus.CANCELED})`,
        ),
      )
      .limit(1);
    if (earlier)
      throw new DomainError('FailedPrecondition', 'this promotion code can be used once per customer');
  }
  const counted = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotion.id),
        sql`(${promotions.usageLimit} is null or ${promotions.usedCount} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ id: promotions.id });
  if (counted.length === 0)
    throw new DomainError('FailedPrecondition', 'promotion has reached its usage limit');
};

/** The order and its payment, the order row locked for the rest of the transaction; null when missing. */
export const lockOrder = async (
  tx: Transaction,
  orderId: string,
): Promise<{ order: OrderRow; payment: PaymentRow } | null> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (!payment) return null;
  return { order, payment };
};

/**
 * Gives back what an order took (docs/rules/orders.md, "Stock, coupons and expiry"): its units to
 * stock, its coupon redemption, and its lines to the cart they came from. Runs only inside the one
 * move of the order into FAILED or CANCELED, so it happens once per order.
 */
const releaseOrder = async (tx: Transaction, order: OrderRow, now: Date): Promise<void> => {
  // The coupon's row first, then the products' in id order: the order placeOrder takes them in, so a
  // checkout and a release never wait on each other's row (a deadlock: one aborted after 1 s).
  if (order.promotionId) {
    await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} - 1` })
      .where(and(eq(promotions.id, order.promotionId), gt(promotions.usedCount, 0)));
  }
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.productId)
    .orderBy(orderItems.productId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  if (lines.length > 0) {
    const [user] = await tx.select({ type: users.type }).from(users).where(eq(users.id, order.userId));
    const owner = cartOwnerOf(order.userId, user?.type ?? UserType.GUEST, order.sessionId);
    if (owner) await returnLinesToCart(tx, owner, lines, now);
  }
};

/**
 * Moves a locked order and its payment to `to` when the transitions table allows it (else nothing
 * changes and the answer is false). Leaving UNPAID clears the expiry; FAILED and CANCELED release
 * the order; REFUNDED records the refund.
 */
export const moveOrder = async (
  tx: Transaction,
  locked: { order: OrderRow; payment: PaymentRow },
  to: OrderStatus,
  at: Date,
  refund: { total: number; reason: string } | null = null,
): Promise<boolean> => {
  const { order, payment } = locked;
  if (!canMove(order.status as OrderStatus, to)) return false;
  const moved = await tx
    .update(orders)
    .set({ status: to, expiresAt: null, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await tx
    .update(orderPayments)
    .set({
      status: to,
      updatedAt: at,
      ...(to === OrderStatus.PREPARING
        ? { paidAt: payment.paidAt ?? at, capturedAt: payment.capturedAt ?? at }
        : {}),
      ...(to === OrderStatus.FAILED ? { failedAt: at } : {}),
      ...(to === OrderStatus.CANCELED ? { canceledAt: at } : {}),
      ...(to === OrderStatus.REFUNDED ? { refundedAt: at } : {}),
    })
    .where(eq(orderPayments.orderId, order.id));
  if (releasesStock(to)) await releaseOrder(tx, order, at);
  if (to === OrderStatus.CANCELED) {
    await tx
      .insert(orderRefunds)
      .values({ orderId: order.id, type: OrderRefundType.CANCELED, total: 0, reason: '' });
  }
  if (to === OrderStatus.REFUNDED && refund) {
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      type: OrderRefundType.REFUNDED,
      total: refund.total,
      reason: refund.reason,
    });
  }
  return true;
};
