/**
 * What a console cancellation gives back (docs/console-orders.md#cancel-and-refund): the coupon
 * use always, the units to stock when the shop chose to (goods already shipped may not come back).
 * Called only inside the transaction that turns the order's cancellation claim from PENDING to
 * DONE, so it runs once per order. The coupon's row first, then the products' in id order: the
 * order checkout takes them in, so a checkout and a cancellation never wait on each other's rows.
 * Unlike an unpaid order's expiry, nothing goes back into the shopper's cart: the shop cancelled.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderItems, type orders, products, promotions } from '../../db/schema/index.ts';

export const giveBack = async (
  tx: Transaction,
  order: Pick<typeof orders.$inferSelect, 'id' | 'promotionId'>,
  restock: boolean,
  now: Date,
): Promise<{ couponReturned: boolean; units: { productId: string; quantity: number }[] }> => {
  let couponReturned = false;
  if (order.promotionId) {
    const returned = await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} - 1` })
      .where(and(eq(promotions.id, order.promotionId), gt(promotions.usedCount, 0)))
      .returning({ id: promotions.id });
    couponReturned = returned.length > 0;
  }
  if (!restock) return { couponReturned, units: [] };
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
  return { couponReturned, units: lines };
};
