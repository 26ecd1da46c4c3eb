/**
 * Every change of an order's status (docs/rules/orders.md): the order locked, moved along the
 * transitions table, and what it took — stock, coupon, cart lines — given back when it ends unpaid.
 */
import { OrderRefundType, OrderStatus } from '@hatake/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import {
  orderItems,
  orderPayments,
  orderRefunds,
  orders,
  products,
  promotions,
  users,
} from '../../db/schema/index.ts';
import { returnLinesToCart } from '../carts/index.ts';
import { canMove, releasesStock } from '../orders/index.ts';
import { cartOwnerOf } from './cart-owner.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;

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
  // The coupon's row first, then the cart's, then the products' in id order: the order placeOrder
  // takes them in (docs/adr/0020), so a checkout and a release never wait on each other's row (a
  // deadlock: one aborted after 1 s).
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
  if (lines.length > 0) {
    const [user] = await tx.select({ type: users.type }).from(users).where(eq(users.id, order.userId));
    const owner = cartOwnerOf(order.userId, user?.type ?? UserType.GUEST, order.sessionId);
    if (owner) await returnLinesToCart(tx, owner, lines, now);
  }
  for (const line of lines) {
    await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
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
