import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  categories,
  coordinators,
  experiences,
  experienceTypes,
  producers,
  products,
  productTags,
  productTypes,
  schedules,
  spotTypes,
} from '../schema/index.ts';
import { CATEGORIES, EXPERIENCE_TYPES, PRODUCT_TAGS, PRODUCT_TYPES, SPOT_TYPES } from './content/catalog.ts';
import { COORDINATORS, PRODUCERS } from './content/coordinators.ts';
import {
  COORDINATORS_EN,
  EXPERIENCES_EN,
  PRODUCERS_EN,
  PRODUCTS_EN,
  SCHEDULES_EN,
} from './content/english.ts';
import { EXPERIENCES } from './content/experiences.ts';
import { PRODUCTS } from './content/products.ts';
import { SCHEDULES } from './content/schedules.ts';

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
  return filled + (await fillDemoEnglishContent(db));
};

/**
 * The same for the demo's products, experiences, schedules, marches and producers (migration 0008
 * added their English twins as ''): a row still named as the demo names it and without an English
 * name gets the demo's English name and description.
 */
const fillDemoEnglishContent = async (db: Executor): Promise<number> => {
  const updates = [
    ...PRODUCTS.map((p) => {
      const en = PRODUCTS_EN[p.key];
      return en
        ? db
            .update(products)
            .set({ nameEn: en.name, descriptionEn: en.description })
            .where(and(eq(products.name, p.name), eq(products.nameEn, '')))
            .returning({ id: products.id })
        : undefined;
    }),
    ...EXPERIENCES.map((e) => {
      const en = EXPERIENCES_EN[e.key];
      return en
        ? db
            .update(experiences)
            .set({ titleEn: en.name, descriptionEn: en.description })
            .where(and(eq(experiences.title, e.title), eq(experiences.titleEn, '')))
            .returning({ id: experiences.id })
        : undefined;
    }),
    ...SCHEDULES.map((s) => {
      const en = SCHEDULES_EN[s.key];
      return en
        ? db
            .update(schedules)
            .set({ titleEn: en.name, descriptionEn: en.description })
            .where(and(eq(schedules.title, s.title), eq(schedules.titleEn, '')))
            .returning({ id: schedules.id })
        : undefined;
    }),
    ...COORDINATORS.map((c) => {
      const en = COORDINATORS_EN[c.key];
      return en
        ? db
            .update(coordinators)
            .set({ marcheNameEn: en.name, profileEn: en.description })
            .where(and(eq(coordinators.marcheName, c.marcheName), eq(coordinators.marcheNameEn, '')))
            .returning({ id: coordinators.id })
        : undefined;
    }),
    ...PRODUCERS.map((p) => {
      const name = PRODUCERS_EN[p.key];
      return name
        ? db
            .update(producers)
            .set({ usernameEn: name })
            .where(and(eq(producers.username, p.username), eq(producers.usernameEn, '')))
            .returning({ id: producers.id })
        : undefined;
    }),
  ];
  let filled = 0;
  // One at a time: the executor may be a transaction, which runs one statement at a time anyway.
  for (const update of updates) if (update) filled += (await update).length;
  return filled;
};
