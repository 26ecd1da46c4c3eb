import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { categories, experienceTypes, productTags, productTypes, spotTypes } from '../schema/index.ts';
import { CATEGORIES, EXPERIENCE_TYPES, PRODUCT_TAGS, PRODUCT_TYPES, SPOT_TYPES } from './content/catalog.ts';

const TABLES = [
  { table: categories, entries: CATEGORIES },
  { table: productTypes, entries: PRODUCT_TYPES },
  { table: productTags, entries: PRODUCT_TAGS },
  { table: experienceTypes, entries: EXPERIENCE_TYPES },
  { table: spotTypes, entries: SPOT_TYPES },
] as const;

/**
 * Gives the demo's categories, types and product tags their English names in a database seeded
 * before names had one (migrations 0004 and 0005 added `name_en` as ''), so an upgraded demo reads
 * in English under /en too.
 * Only a row that still has the demo's Japanese name and no English name is touched: an English
 * name somebody wrote is never replaced. Idempotent; returns how many rows it filled.
 */
export const fillDemoEnglishNames = async (db: Executor): Promise<number> => {
  let filled = 0;
  for (const { table, entries } of TABLES) {
    for (const entry of entries) {
      const updated = await db
        .update(table)
        .set({ nameEn: entry.nameEn })
        .where(and(eq(table.name, entry.name), eq(table.nameEn, '')))
        .returning({ id: table.id });
      filled += updated.length;
    }
  }
  return filled;
};
