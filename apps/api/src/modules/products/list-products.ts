import type { ProductSort, ProductsResponse } from '@hatake/contract';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { products } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import { findCoordinator, ownerSearchNames, ownersOf } from '../coordinators/index.ts';
import { productRates } from '../reviews/index.ts';
import { categoriesByIds, productTagsByIds, productTypesByIds } from '../taxonomy/index.ts';
import { listedProduct, productOrder } from './listing.ts';
import { presentProduct } from './present.ts';

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
