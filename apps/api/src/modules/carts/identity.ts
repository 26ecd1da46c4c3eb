/**
 * Whose cart a request means (docs/rules/cart-and-boxes.md, "Identity"). A guest's cart is keyed
 * by the `session_id` cookie. A member's cart is keyed by the member: its row's session key is
 * `user:<id>`, so the unique index on `carts.session_id` also guarantees one cart per member, and
 * two devices of one member always find the same cart.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';

/** How long a cart lives after its last write. */
export const CART_TTL_SECONDS = 14 * 24 * 60 * 60;

export type CartOwner = { sessionId: string; userId: string | null };

/** The key of the cart a request means: the member's when signed in, else the guest session's. */
export const cartKeyOf = (owner: CartOwner): string =>
  owner.userId ? `user:${owner.userId}` : owner.sessionId;

const expiry = (now: Date) => new Date(now.getTime() + CART_TTL_SECONDS * 1000);

/** The id of the cart with this key, or null. */
export const findCartId = async (db: Executor, key: string): Promise<string | null> => {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, key)).limit(1);
  return row?.id ?? null;
};

/**
 * The cart a write goes to, created when missing, its life extended, and locked for the rest of the
 * transaction so concurrent writes to one cart happen one after another (none is lost, and the
 * stock check sees every earlier add).
 */
export const lockCartForWrite = async (tx: Executor, owner: CartOwner, now: Date): Promise<string> => {
  const [row] = await tx
    .insert(carts)
    .values({ sessionId: cartKeyOf(owner), userId: owner.userId, expiresAt: expiry(now) })
    .onConflictDoUpdate({ target: carts.sessionId, set: { expiresAt: expiry(now), updatedAt: now } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  await tx.execute(sql`select 1 from ${carts} where ${carts.id} = ${row.id} for update`);
  return row.id;
};

/**
 * The existing cart a removal goes to, locked for the rest of the transaction, or null when the
 * shopper has none: taking something out of no cart must not create one (a cookie-less
 * `DELETE /v1/carts/-/items/x` made a row per call).
 */
export const lockExistingCart = async (tx: Executor, owner: CartOwner): Promise<string | null> => {
  const [row] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, cartKeyOf(owner)))
    .for('update');
  return row?.id ?? null;
};

/**
 * Deletes the guest carts (no member) whose life ran out: CART_TTL_SECONDS after their last write,
 * nobody has touched them (docs/rules/cart-and-boxes.md). Their lines go with them. Answers how
 * many were deleted.
 */
export const deleteExpiredGuestCarts = async (db: Executor, now: Date): Promise<number> => {
  const deleted = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.expiresAt, now)))
    .returning({ id: carts.id });
  return deleted.length;
};

/**
 * Whether the signed-in shopper's session still has a guest cart to merge: one indexed read without
 * a transaction, so the usual answer (none) costs no BEGIN/COMMIT on every cart call. The merge
 * reads it again under the row lock.
 */
export const hasGuestCart = async (db: Executor, owner: CartOwner): Promise<boolean> => {
  if (!owner.userId) return false;
  const [guest] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId)))
    .limit(1);
  return guest !== undefined;
};

/**
 * A signed-in shopper's guest cart (the session cookie's, from before signing in, or from browsing
 * signed out on this device) joins the member's cart: quantities of the same product are added, and
 * the guest cart is removed. The guest row is locked first, so two requests racing to merge the same
 * guest cart merge it once. Stock is applied when the cart is read (quantities above stock are
 * packed as the stock), so nothing the shopper chose is dropped here.
 */
export const mergeGuestCart = async (tx: Executor, owner: CartOwner, now: Date): Promise<void> => {
  if (!owner.userId) return;
  const [guest] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId)))
    .for('update');
  if (!guest) return;
  const memberCartId = await lockCartForWrite(tx, owner, now);
  await tx.execute(sql`
    insert into ${cartItems} (cart_id, product_id, quantity)
    select ${memberCartId}, ${cartItems.productId}, ${cartItems.quantity}
    from ${cartItems} where ${cartItems.cartId} = ${guest.id}
    on conflict (cart_id, product_id)
    do update set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()`);
  await tx.delete(carts).where(eq(carts.id, guest.id));
};
