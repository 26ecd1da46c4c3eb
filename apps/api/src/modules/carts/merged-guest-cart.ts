import type { Database } from '../../db/client.ts';
import { type CartOwner, hasGuestCart, mergeGuestCart } from './identity.ts';

/**
 * The signed-in member's earlier guest cart joins theirs before anything is read or written: every
 * cart call starts with it, and so does checkout before it reads the cart.
 */
export const withMergedGuestCart = async (db: Database, owner: CartOwner, now: Date): Promise<void> => {
  if (!(await hasGuestCart(db, owner))) return;
  await db.transaction((tx) => mergeGuestCart(tx, owner, now));
};
