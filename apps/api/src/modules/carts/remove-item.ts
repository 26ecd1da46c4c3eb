import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { packOf, readContents } from './contents.ts';
import { type CartOwner, lockExistingCart } from './identity.ts';
import { withMergedGuestCart } from './merged-guest-cart.ts';

/**
 * `DELETE /v1/carts/-/items/{productId}?number=N`: `number` 0 removes the product from the cart;
 * N removes only the units of it packed into box N of its coordinator. Removing what is not there
 * changes nothing.
 */
export const removeItem = async (
  db: Database,
  owner: CartOwner,
  productId: string,
  number: number,
  now = new Date(),
): Promise<void> => {
  await withMergedGuestCart(db, owner, now);
  await db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, owner);
    if (!cartId) return;
    const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId));
    if (number === 0) {
      await tx.delete(cartItems).where(where);
      return;
    }
    const contents = await readContents(tx, owner);
    const coordinatorId = contents.rows.get(productId)?.coordinatorId;
    const box = packOf(contents, now).find((b) => b.coordinatorId === coordinatorId && b.number === number);
    const inBox = box?.items.find((line) => line.productId === productId)?.quantity ?? 0;
    const stored = contents.lines.find((line) => line.productId === productId)?.quantity ?? 0;
    if (inBox === 0) return;
    if (stored - inBox <= 0) await tx.delete(cartItems).where(where);
    else
      await tx
        .update(cartItems)
        .set({ quantity: stored - inBox, updatedAt: now })
        .where(where);
  });
};
