import type { Category, ProductTag, ProductType } from '@hatake/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, productTags, productTypes } from '../../db/schema/index.ts';

/** Categories, product types and tags by id (side-loads of product responses), in name order. */
export const categoriesByIds = async (db: Executor, ids: readonly string[]): Promise<Category[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows;
};

export const productTypesByIds = async (db: Executor, ids: readonly string[]): Promise<ProductType[]> => {
  if (ids.length === 0) return [];
  return db
    .select({
      id: productTypes.id,
      name: productTypes.name,
      nameEn: productTypes.nameEn,
      iconUrl: productTypes.iconUrl,
      categoryId: productTypes.categoryId,
    })
    .from(productTypes)
    .where(inArray(productTypes.id, [...new Set(ids)]))
    .orderBy(asc(productTypes.name), asc(productTypes.id));
};

export const productTagsByIds = async (db: Executor, ids: readonly string[]): Promise<ProductTag[]> => {
  if (ids.length === 0) return [];
  return db
    .select({ id: productTags.id, name: productTags.name, nameEn: productTags.nameEn })
    .from(productTags)
    .where(inArray(productTags.id, [...new Set(ids)]))
    .orderBy(asc(productTags.name), asc(productTags.id));
};
