import type { Rate } from '@hatake/contract';
import { and, count, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { experienceReviews, productReviews } from '../../db/schema/index.ts';
import { EMPTY_RATE, type StarCounts, summariseRate } from './rate.ts';

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

/**
 * A product's reviews counted per star, as one SQL expression for a read that selects products (the
 * priced cart's lines): `{"5": 3, "4": 1}`, or null without reviews. `rateOfStars`
 * turns it into the wire summary, as `productRates` does.
 */
export const productStarCounts = (productId: SQLWrapper): SQL<StarCounts | null> => sql`(
  select json_object_agg(counted.rate, counted.total) from (
    select ${productReviews.rate} as rate, count(*)::int as total from ${productReviews}
    where ${productReviews.productId} = ${productId} and ${productReviews.deletedAt} is null
    group by ${productReviews.rate}) counted)`;

export const rateOfStars = (counts: StarCounts | null): Rate => (counts ? summariseRate(counts) : EMPTY_RATE);
