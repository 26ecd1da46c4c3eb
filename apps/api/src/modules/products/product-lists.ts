/** The product lists other modules side-load: the home page's, a shop's or a producer's. */
import type { Product } from '@hatake/contract';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { IN_STOCK_FIRST, listedProduct, presentWithRates, productOrder } from './listing.ts';

/** The first `limit` listed products in the recommended order (the home page's products). */
export const recommendedProducts = async (db: Database, limit: number, now: Date): Promise<Product[]> => {
  const rows = await db
    .select()
    .from(products)
    .where(listedProduct(now))
    .orderBy(...productOrder('recommend'))
    .limit(limit);
  return presentWithRates(db, rows, now);
};

/**
 * Every listed product matching `filter` (a shop's or a producer's), in the shop's own order:
 * the coordinator's manual priority, sold-out last, newest sale first (docs/product.md, `/coordinator/{id}`).
 */
export const listedProductsOf = async (db: Database, filter: SQL, now: Date): Promise<Product[]> => {
  const rows = await db
    .select()
    .from(products)
    .where(and(listedProduct(now), filter))
    .orderBy(asc(products.coordinatorPriority), IN_STOCK_FIRST, desc(products.startAt), asc(products.id));
  return presentWithRates(db, rows, now);
};
