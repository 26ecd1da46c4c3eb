import {
  ExperienceReviewReactionType,
  MAX_LIMIT,
  OrderStatus,
  ProductReviewReactionType,
} from '@hatake/contract';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  experienceReviewReactions,
  experienceReviews,
  experiences,
  orderExperiences,
  orderItems,
  orders,
  productReviewReactions,
  productReviews,
  products,
  users,
} from '../../db/schema/index.ts';
import type { ReviewCursor } from './page-token.ts';
import type { ReviewRow } from './present.ts';

/** Where the reviews of one kind of subject (product or experience) live. */
export type ReviewSource = {
  /** For 404 details: "product not found". */
  subjectName: string;
  subjects: typeof products | typeof experiences;
  reviews: typeof productReviews | typeof experienceReviews;
  subjectId: AnyPgColumn;
  /** The subject's column in the reviews table, as inserts name it. */
  subjectKey: 'productId' | 'experienceId';
  reactions: typeof productReviewReactions | typeof experienceReviewReactions;
  /** The values of the reactions table's `reaction_type` (the contract names one enum per kind). */
  reactionType: typeof ProductReviewReactionType | typeof ExperienceReviewReactionType;
  /** Whether the review's author bought its subject (docs/rules/reviews.md "Reviews by buyers"). */
  purchased: SQL<boolean>;
};

/** Orders that count as bought: paid and not given back. */
const BOUGHT = sql.raw(`(${OrderStatus.PREPARING}, ${OrderStatus.COMPLETED})`);

export const PRODUCT_REVIEWS: ReviewSource = {
  subjectName: 'product',
  subjects: products,
  reviews: productReviews,
  subjectId: productReviews.productId,
  subjectKey: 'productId',
  reactions: productReviewReactions,
  reactionType: ProductReviewReactionType,
  purchased: sql<boolean>`exists (select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.productId} = ${productReviews.productId} and ${orders.userId} = ${productReviews.userId} and ${orders.status} in ${BOUGHT})`,
};

export const EXPERIENCE_REVIEWS: ReviewSource = {
  subjectName: 'experience',
  subjects: experiences,
  reviews: experienceReviews,
  subjectId: experienceReviews.experienceId,
  subjectKey: 'experienceId',
  reactions: experienceReviewReactions,
  reactionType: ExperienceReviewReactionType,
  purchased: sql<boolean>`exists (select 1 from ${orderExperiences} join ${orders} on ${orders.id} = ${orderExperiences.orderId} where ${orderExperiences.experienceId} = ${experienceReviews.experienceId} and ${orders.userId} = ${experienceReviews.userId} and ${orders.status} in ${BOUGHT})`,
};

/** Whether the product or experience can be looked at: public and not deleted (as GET /v1/{…}/{id}). */
export const subjectVisible = async (db: Executor, source: ReviewSource, id: string): Promise<boolean> => {
  const { subjects } = source;
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.public, true), isNull(subjects.deletedAt)))
    .limit(1);
  return row !== undefined;
};

export type ReviewFilter = {
  subjectId: string;
  /** "" = any author. */
  userId: string;
  /** Empty = every rating. */
  rates: readonly number[];
  /** Only reviews by buyers. */
  purchased: boolean;
};

/**
 * Reviews with their authors and like/dislike totals in ONE query: the reactions are counted by a
 * left join grouped per review (so a page never costs a query per review). Soft-deleted reviews
 * are never read; deleted authors are joined too (present.ts hides their profile).
 */
const selectReviews = (db: Executor, source: ReviewSource, where: SQL | undefined) => {
  const { reviews: r, reactions: x } = source;
  return db
    .select({
      id: r.id,
      subjectId: sql<string>`${source.subjectId}`,
      userId: r.userId,
      rate: r.rate,
      title: r.title,
      comment: r.comment,
      createdAt: r.createdAt,
      cursorAt: sql<string>`to_char(${r.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      username: users.username,
      accountId: users.accountId,
      thumbnailUrl: users.thumbnailUrl,
      userDeletedAt: users.deletedAt,
      userVerifiedAt: users.verifiedAt,
      likeTotal: sql<number>`(count(${x.userId}) filter (where ${x.reactionType} = ${source.reactionType.LIKE}))::int`,
      dislikeTotal: sql<number>`(count(${x.userId}) filter (where ${x.reactionType} = ${source.reactionType.DISLIKE}))::int`,
      purchased: source.purchased,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(x, eq(x.reviewId, r.id))
    .where(and(isNull(r.deletedAt), where))
    .groupBy(r.id, users.id);
};

/** Every live review of one subject by one author (at most one: the unique index), newest first. */
export const findAuthorReviews = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  userId: string,
): Promise<ReviewRow[]> => {
  const { reviews: r } = source;
  const rows = await selectReviews(db, source, and(eq(source.subjectId, subjectId), eq(r.userId, userId)))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(MAX_LIMIT);
  return rows.map(normalise);
};

/**
 * Up to `limit + 1` reviews of one subject, newest first (`created_at DESC, id DESC`), starting at
 * `cursor` (inclusive: it is the first review of the page the token points to).
 */
export const findReviews = async (
  db: Executor,
  source: ReviewSource,
  filter: ReviewFilter,
  limit: number,
  cursor: ReviewCursor | undefined,
): Promise<ReviewRow[]> => {
  const { reviews: r } = source;
  const rows = await selectReviews(
    db,
    source,
    and(
      eq(source.subjectId, filter.subjectId),
      filter.userId ? eq(r.userId, filter.userId) : undefined,
      filter.rates.length > 0 ? inArray(r.rate, [...filter.rates]) : undefined,
      filter.purchased ? source.purchased : undefined,
      cursor
        ? sql`(${r.createdAt}, ${r.id}) <= (${cursor.createdAt}::timestamptz, ${cursor.id}::text)`
        : undefined,
    ),
  )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit + 1);
  return rows.map(normalise);
};

/** One review of one subject; `undefined` when it does not exist, is deleted or is another's. */
export const findReview = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  reviewId: string,
): Promise<ReviewRow | undefined> => {
  const [row] = await selectReviews(
    db,
    source,
    and(eq(source.reviews.id, reviewId), eq(source.subjectId, subjectId)),
  ).limit(1);
  return row ? normalise(row) : undefined;
};

/** Drivers may hand integers back as strings; the wire wants numbers. */
const normalise = (row: ReviewRow): ReviewRow => ({
  ...row,
  likeTotal: Number(row.likeTotal),
  dislikeTotal: Number(row.dislikeTotal),
  purchased: row.purchased === true,
});
