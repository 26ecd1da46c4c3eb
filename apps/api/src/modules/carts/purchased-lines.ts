/** The cart writes of an order's life: its bought lines leave the cart, and come back if it fails. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import { type CartOwner, cartKeyOf, findCartId, lockCartForWrite } from './identity.ts';
import type { CartLine } from './packing.ts';

/**
 * Takes bought units out of the cart (checkout, in the order's transaction): each line loses the
 * quantity bought, and a line left with none is removed. The cart row is locked first, as every
 * cart write does.
 */
export const removePurchasedLines = async (
  tx: Executor,
  owner: CartOwner,
  lines: readonly CartLine[],
): Promise<void> => {
  const cartId = await findCartId(tx, cartKeyOf(owner));
  if (!cartId || lines.length === 0) return;
  await tx.execute(sql`select 1 from ${carts} where ${carts.id} = ${cartId} for update`);
  for (const line of lines) {
    const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, line.productId));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(where, gt(cartItems.quantity, line.quantity)));
    await tx.delete(cartItems).where(and(where, lte(cartItems.quantity, line.quantity)));
  }
};

/**
 * Puts units back into the cart (an order that did not go through: its payment failed, expired or
 * was canceled), added to what the cart holds now; stock applies when the cart is read.
 */
export const returnLinesToCart = async (
  tx: Executor,
  owner: CartOwner,
  lines: readonly CartLine[],
  now: Date,
): Promise<void> => {
  if (lines.length === 0) return;
  const cartId = await lockCartForWrite(tx, owner, now);
  for (const line of lines) {
    await tx
      .insert(cartItems)
      .values({ cartId, productId: line.productId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: now },
      });
  }
};
