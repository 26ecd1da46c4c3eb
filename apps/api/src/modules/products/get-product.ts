import type { ProductResponse } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, producersByIds } from '../coordinators/index.ts';
import { productRates } from '../reviews/index.ts';
import { categoriesByIds, productTagsByIds, productTypesByIds } from '../taxonomy/index.ts';
import { presentProduct } from './present.ts';

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
