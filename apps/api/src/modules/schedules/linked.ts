import type { Product } from '@hatake/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { presentProduct } from '../products/index.ts';
import { productRates } from '../reviews/index.ts';

/**
 * The products a live slot or a video presents, in the order given, without duplicates: public
 * and not deleted, as `GET /v1/products/{id}` shows them (a product whose sale ended is kept, with
 * status OUT_OF_SALES, so an archive still shows what it sold). Each carries its rating summary.
 */
export const linkedProducts = async (db: Executor, ids: readonly string[], now: Date): Promise<Product[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.public, true), isNull(products.deletedAt)));
  const rates = await productRates(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, presentProduct(row, rates.get(row.id), now)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
};
