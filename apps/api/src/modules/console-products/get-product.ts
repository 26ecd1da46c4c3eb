import type { ConsoleProduct } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { canActOnMarche, type StaffPrincipal } from '../../plugins/console-auth.ts';
import { presentConsoleProduct } from './present.ts';

/** One product of the staff's scope (drafts included); another marche's or a deleted one → 404. */
export const getConsoleProduct = async (
  db: Executor,
  staff: StaffPrincipal,
  productId: string,
): Promise<ConsoleProduct> => {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!row || !canActOnMarche(staff, row.coordinatorId)) throw notFound('product');
  return presentConsoleProduct(row);
};
