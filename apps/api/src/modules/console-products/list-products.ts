import type { ConsoleProductsResponse, ListConsoleProductsQuery } from '@hatake/contract';
import { LOW_STOCK_THRESHOLD } from '@hatake/contract';
import { and, count, desc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import { marcheScope, type StaffPrincipal } from '../../plugins/console-auth.ts';
import { presentConsoleProduct } from './present.ts';

const SEARCH_TEXTS = [
  searchableText(products.name),
  searchableText(products.nameEn),
  searchableText(products.description),
  searchableText(products.descriptionEn),
];

const statusCondition = (status: string | undefined, now: Date): SQL | undefined => {
  switch (status) {
    case 'public':
      return eq(products.public, true);
    case 'private':
      return eq(products.public, false);
    case 'presale':
      return and(eq(products.public, true), gt(products.startAt, now));
    case 'forSale':
      return and(eq(products.public, true), lte(products.startAt, now), gt(products.endAt, now));
    case 'ended':
      return lte(products.endAt, now);
    default:
      return undefined;
  }
};

const stockCondition = (stock: string | undefined): SQL | undefined => {
  switch (stock) {
    case 'inStock':
      return gt(products.inventory, 0);
    case 'low':
      return and(gt(products.inventory, 0), lte(products.inventory, LOW_STOCK_THRESHOLD));
    case 'soldOut':
      return eq(products.inventory, 0);
    default:
      return undefined;
  }
};

/**
 * The console's product list: the coordinator's own marche (an administrator's: every marche, or
 * the one asked for), drafts included, deleted ones not; filtered by words, status and stock;
 * recently changed first.
 */
export const listConsoleProducts = async (
  db: Executor,
  staff: StaffPrincipal,
  query: ListConsoleProductsQuery & { limit: number; offset: number },
  now: Date = new Date(),
): Promise<ConsoleProductsResponse> => {
  const marche = marcheScope(staff, query.coordinatorId);
  const conditions = [
    isNull(products.deletedAt),
    marche ? eq(products.coordinatorId, marche) : undefined,
    query.producerId ? eq(products.producerId, query.producerId) : undefined,
    statusCondition(query.status, now),
    stockCondition(query.stock),
    keywordFilter(SEARCH_TEXTS, query.q),
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  return { products: rows.map((row) => presentConsoleProduct(row, now)), total: totals?.total ?? 0 };
};
