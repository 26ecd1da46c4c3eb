import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { canActOnMarche, type StaffPrincipal } from '../../plugins/console-auth.ts';

/**
 * The product, locked for this transaction's write (`FOR UPDATE`, the lock a checkout's stock
 * update also takes), when `staff` may act on its marche; else 404 as for a missing product —
 * a coordinator learns nothing of other marches' products and changes nothing.
 */
export const lockProductInScope = async (tx: Transaction, staff: StaffPrincipal, productId: string) => {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1)
    .for('update');
  if (!row || !canActOnMarche(staff, row.coordinatorId)) throw notFound('product');
  return row;
};
