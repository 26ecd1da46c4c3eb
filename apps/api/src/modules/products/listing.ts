/** What every product list shares: what is listed, the orders, how rows are presented. */
import type { Product, ProductSort } from '@hatake/contract';
import { and, asc, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { productRates } from '../reviews/index.ts';
import { type ProductRow, presentProduct } from './present.ts';

/** What shoppers may see in lists: public, not deleted, sale not ended (presale included). */
export const listedProduct = (now: Date): SQL =>
  and(eq(products.public, true), isNull(products.deletedAt), gte(products.endAt, now)) as SQL;

/** Sold-out products sink to the end of every order. */
export const IN_STOCK_FIRST = sql`(${products.inventory} = 0)`;

/**
 * docs/data-model.md (sort values): recommend = ending soonest; newer = newest first; priceAsc / priceDesc by
 * price. The id breaks ties so pages never overlap.
 */
export const productOrder = (sort: ProductSort): SQL[] => {
  switch (sort) {
    case 'newer':
      return [IN_STOCK_FIRST, desc(products.createdAt), asc(products.id)];
    case 'priceAsc':
      return [IN_STOCK_FIRST, asc(products.price), asc(products.id)];
    case 'priceDesc':
      return [IN_STOCK_FIRST, desc(products.price), asc(products.id)];
    default:
      return [IN_STOCK_FIRST, asc(products.endAt), asc(products.id)];
  }
};

/** Rows as the wire shows them, each with its rating summary (one grouped query). */
export const presentWithRates = async (db: Database, rows: ProductRow[], now: Date): Promise<Product[]> => {
  const rates = await productRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentProduct(row, rates.get(row.id), now));
};
