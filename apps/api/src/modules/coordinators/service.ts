import type { CoordinatorsResponse } from '@hatake/contract';
import { asc, count, desc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coordinators } from '../../db/schema/index.ts';
import { productTypesByIds } from '../taxonomy/index.ts';
import { presentCoordinator } from './present.ts';

/** Coordinators (not deleted), most recently updated first, with the product types they handle. */
export const listCoordinators = async (
  db: Database,
  page: { limit: number; offset: number },
): Promise<CoordinatorsResponse> => {
  const active = isNull(coordinators.deletedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coordinators)
      .where(active)
      .orderBy(desc(coordinators.updatedAt), asc(coordinators.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(coordinators).where(active),
  ]);
  const productTypes = await productTypesByIds(
    db,
    rows.flatMap((row) => row.productTypeIds),
  );
  return { coordinators: rows.map(presentCoordinator), productTypes, total: counted?.total ?? 0 };
};
