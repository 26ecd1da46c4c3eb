import type { Product, ProductResponse, ProductSort, ProductsResponse } from '@hatake/contract';
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { products } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import {
  coordinatorsByIds,
  findCoordinator,
  ownerSearchNames,
  ownersOf,
  producersByIds,
} from '../coordinators/index.ts';
import { productRates } from '../reviews/index.ts';
import { categoriesByIds, productTagsByIds, productTypesByIds } from '../taxonomy/index.ts';
import { type ProductRow, presentProduct } from './present.ts';

export type ListProductsInput = {
  limit: number;
  offset: number;
  coordinatorId?: string;
  categoryId?: string;
  productTypeId?: string;
  sort?: ProductSort;
  /** Keywords, AND-ed (docs/rules/search.md). */
  q?: string;
  /** Origin prefecture code; 0 or undefined = any. */
  prefectureCode?: number;
  /** Price bounds in yen, inclusive. */
  minPrice?: number;
  maxPrice?: number;
};

/** What a keyword is looked for in: the product's name and description in both languages, its origin city… */
const PRODUCT_SEARCH_TEXTS: readonly SQL[] = [
  searchableText(products.name),
  searchableText(products.description),
  searchableText(products.nameEn),
  searchableText(products.descriptionEn),
  searchableText(products.originCity),
];

/** …the names of its producer and marche in both languages, and its origin prefecture's names. */
const PRODUCT_SEARCH_NAMES = ownerSearchNames(products.producerId, products.coordinatorId);

/** The price range filter; a lower bound above the upper one is a 400 naming minPrice. */
export const priceRange = (input: { minPrice?: number; maxPrice?: number }): (SQL | undefined)[] => {
  const { minPrice, maxPrice } = input;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw invalidArgument('minPrice must not be greater than maxPrice');
  }
  return [
    minPrice !== undefined ? gte(products.price, minPrice) : undefined,
    maxPrice !== undefined ? lte(products.price, maxPrice) : undefined,
  ];
};

/** What shoppers may see in lists: public, not deleted, sale not ended (presale included). */
export const listedProduct = (now: Date): SQL =>
  and(eq(products.public, true), isNull(products.deletedAt), gte(products.endAt, now)) as SQL;

/** Sold-out products sink to the end of every order. */
const IN_STOCK_FIRST = sql`(${products.inventory} = 0)`;

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
const presentWithRates = async (db: Database, rows: ProductRow[], now: Date): Promise<Product[]> => {
  const rates = await productRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentProduct(row, rates.get(row.id), now));
};

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
 * One page of listed products with everything they reference side-loaded (coordinators,
 * producers, categories, product types, tags) and `total` = all matches (one count query).
 * An unknown coordinatorId is a 404; category, product-type, prefecture, price and keyword filters
 * simply narrow the list.
 */
export const listProducts = async (
  db: Database,
  input: ListProductsInput,
  now: Date = new Date(),
): Promise<ProductsResponse> => {
  const prices = priceRange(input);
  if (input.coordinatorId) await findCoordinator(db, input.coordinatorId);
  const where = and(
    listedProduct(now),
    input.coordinatorId ? eq(products.coordinatorId, input.coordinatorId) : undefined,
    input.categoryId ? eq(products.categoryId, input.categoryId) : undefined,
    input.productTypeId ? eq(products.productTypeId, input.productTypeId) : undefined,
    input.prefectureCode ? eq(products.originPrefectureCode, input.prefectureCode) : undefined,
    ...prices,
    keywordFilter(PRODUCT_SEARCH_TEXTS, input.q, PRODUCT_SEARCH_NAMES, products.originPrefectureCode),
  );
  const { rows, total } = await pageWithTotal(db, products, {
    where,
    orderBy: productOrder(input.sort ?? 'recommend'),
    limit: input.limit,
    offset: input.offset,
  });

  const [rates, owners, categories, productTypes, productTags] = await Promise.all([
    productRates(
      db,
      rows.map((row) => row.id),
    ),
    ownersOf(db, rows),
    categoriesByIds(
      db,
      rows.map((row) => row.categoryId),
    ),
    productTypesByIds(
      db,
      rows.map((row) => row.productTypeId),
    ),
    productTagsByIds(
      db,
      rows.flatMap((row) => row.productTagIds),
    ),
  ]);

  return {
    products: rows.map((row) => presentProduct(row, rates.get(row.id), now)),
    ...owners,
    categories,
    productTypes,
    productTags,
    total,
  };
};

/**
 * One product with its coordinator, producer, category, type and tags. Private or deleted
 * products are 404; a product whose sale ended is still shown (status OUT_OF_SALES).
 */
export const getProduct = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<ProductResponse> => {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.public, true), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound('product');

  const [rates, [coordinator], [producer], [category], [productType], productTags] = await Promise.all([
    productRates(db, [row.id]),
    coordinatorsByIds(db, [row.coordinatorId]),
    producersByIds(db, [row.producerId]),
    categoriesByIds(db, [row.categoryId]),
    productTypesByIds(db, [row.productTypeId]),
    productTagsByIds(db, row.productTagIds),
  ]);
  // Foreign keys guarantee these rows; a miss means the database is inconsistent.
  if (!coordinator || !producer || !category || !productType) {
    throw new Error(`product ${row.id} references a missing coordinator, producer, category or type`);
  }
  return {
    product: presentProduct(row, rates.get(row.id), now),
    coordinator,
    producer,
    category,
    productType,
    productTags,
  };
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
