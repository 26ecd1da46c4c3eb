/**
 * The tables the demo seed writes, in the order it writes them (parents before children: foreign
 * keys), and the one shape of the rows it builds for them: the plan (plan/context.ts) fills a
 * `SeedRows`, `insertSeedRows` writes it, and a table added here is both built and written.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import {
  categories,
  coordinators,
  experienceReviewReactions,
  experienceReviews,
  experiences,
  experienceTypes,
  liveComments,
  lives,
  paymentSystems,
  producers,
  productReviewReactions,
  productReviews,
  products,
  productTags,
  productTypes,
  promotions,
  schedules,
  shippings,
  spots,
  spotTypes,
  users,
  videoComments,
  videos,
  volunteerPosts,
} from '../schema/index.ts';

export const SEED_TABLES = {
  categories,
  productTypes,
  productTags,
  experienceTypes,
  spotTypes,
  coordinators,
  producers,
  products,
  experiences,
  shippings,
  promotions,
  paymentSystems,
  users,
  schedules,
  lives,
  liveComments,
  videos,
  videoComments,
  productReviews,
  productReviewReactions,
  experienceReviews,
  experienceReviewReactions,
  spots,
  volunteerPosts,
} as const;

type SeedTables = typeof SEED_TABLES;

/** The demo's rows, table by table. */
export type SeedRows = { [K in keyof SeedTables]: SeedTables[K]['$inferInsert'][] };

/**
 * Tables that may hold rows before the demo is seeded (the default shipping and the payment
 * switches exist without any coordinator; a promotion code may have been added by hand): their
 * demo rows are written only where no row has the same key.
 */
const MAY_EXIST: ReadonlySet<keyof SeedTables> = new Set(['shippings', 'promotions', 'paymentSystems']);

const insertInto = <T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
  skipExisting: boolean,
) => {
  const insert = tx.insert(table).values(rows);
  return skipExisting ? insert.onConflictDoNothing() : insert;
};

/** Writes every table's rows in SEED_TABLES' order; a table with no rows is skipped. */
export const insertSeedRows = async (tx: Executor, rows: SeedRows): Promise<void> => {
  for (const key of Object.keys(SEED_TABLES) as (keyof SeedTables)[]) {
    const tableRows = rows[key];
    if (tableRows.length === 0) continue;
    await insertInto<PgTable>(tx, SEED_TABLES[key], tableRows, MAY_EXIST.has(key));
  }
};
