/** The cart writes of an order's life: its bought lines leave the cart, and come back if it fails. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import { type CartOwner, cartKeyOf, lockCartForWrite } from './identity.ts';
import type { CartLine } from './packing.ts';

/**
 * Takes bought units out of the cart (checkout, in the order's transaction): each line loses the
 * quantity bought, and a line left with none is removed. The cart row is locked first, as every
 * cart write does; then one statement lowers and removes the lines (disjoint rows: a line holding
 * more than was bought is lowered, the others removed) — two round trips whatever the number of
 * lines (it used to be two plus two per line).
 */
export const removePurchasedLines = async (
  tx: Executor,
  owner: CartOwner,
  lines: readonly CartLine[],
  now: Date,
): Promise<void> => {
  if (lines.length === 0) return;
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, cartKeyOf(owner)))
    .for('update');
  if (!cart) return;
  const bought = sql.join(
    lines.map((line) => sql`(${line.productId}, ${line.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    with bought (product_id, quantity) as (values ${bought}),
    lowered as (
      update ${cartItems} set quantity = ${cartItems.quantity} - bought.quantity, updated_at = ${now.toISOString()}::timestamptz
      from bought
      where ${cartItems.cartId} = ${cart.id} and ${cartItems.productId} = bought.product_id
        and ${cartItems.quantity} > bought.quantity)
    delete from ${cartItems} using bought
    where ${cartItems.cartId} = ${cart.id} and ${cartItems.productId} = bought.product_id
      and ${cartItems.quantity} <= bought.quantity`);
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
