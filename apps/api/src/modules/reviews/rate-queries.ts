import type { Rate } from '@hatake/contract';
import { and, count, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { experienceReviews, productReviews } from '../../db/schema/index.ts';
import { type StarCounts, summariseRate } from './rate.ts';

type ReviewTable = typeof productReviews | typeof experienceReviews;

/** Rating summaries per subject (product or experience), from one grouped query. */
const ratesOf = async (
  db: Executor,
  table: ReviewTable,
  subject: AnyPgColumn,
  subjectIds: string[],
): Promise<Map<string, Rate>> => {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: subject, rate: table.rate, total: count() })
    .from(table)
    .where(and(inArray(subject, subjectIds), isNull(table.deletedAt)))
    .groupBy(subject, table.rate);
  const counts = new Map<string, StarCounts>();
  for (const row of rows) {
    const subjectId = String(row.subjectId);
    const stars = counts.get(subjectId) ?? {};
    stars[row.rate as keyof StarCounts] = row.total;
    counts.set(subjectId, stars);
  }
  return new Map([...counts].map(([id, stars]) => [id, summariseRate(stars)]));
};

export const productRates = (db: Executor, productIds: string[]) =>
  ratesOf(db, productReviews, productReviews.productId, productIds);

export const experienceRates = (db: Executor, experienceIds: string[]) =>
  ratesOf(db, experienceReviews, experienceReviews.experienceId, experienceIds);
