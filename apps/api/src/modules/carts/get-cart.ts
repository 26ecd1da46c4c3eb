import type { CartResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { coordinatorsByIds } from '../coordinators/index.ts';
import { packOf, presentCartProducts, readContents } from './contents.ts';
import type { CartOwner } from './identity.ts';
import { withMergedGuestCart } from './merged-guest-cart.ts';

/** `GET /v1/carts`: every box, with the coordinators and products they reference. */
export const getCart = async (db: Database, owner: CartOwner, now = new Date()): Promise<CartResponse> => {
  await withMergedGuestCart(db, owner, now);
  const contents = await readContents(db, owner);
  const boxes = packOf(contents, now);
  const rows = [...contents.rows.values()];
  const [coordinators, products] = await Promise.all([
    coordinatorsByIds(
      db,
      rows.map((row) => row.coordinatorId),
    ),
    presentCartProducts(db, rows, now),
  ]);
  return { carts: boxes, coordinators, products };
};
