import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { experienceReviews, type productReviewReactions, productReviews } from '../../db/schema/index.ts';
import type { ReviewSource } from './queries.ts';

/**
 * The writes of reviews and reactions. Nothing derived is stored: a subject's `rate` and a review's
 * like/dislike totals are counted from these rows by every read (rate-queries.ts, queries.ts), so
 * concurrent writes can never leave a stale aggregate behind (docs/rules/reviews.md).
 */

/** Product and experience reviews have the same columns but the subject's; updates touch only those. */
const reviewsOf = (source: ReviewSource) => source.reviews as typeof productReviews;
const reactionsOf = (source: ReviewSource) => source.reactions as typeof productReviewReactions;

export type ReviewText = { rate: number; title: string; comment: string };

/** Inserts a review; the partial unique index (subject, user) where not deleted refuses a second one. */
export const insertReview = async (
  db: Executor,
  source: ReviewSource,
  row: ReviewText & { id: string; subjectId: string; userId: string; now: Date },
): Promise<void> => {
  const { id, subjectId, userId, rate, title, comment, now } = row;
  const common = { id, userId, rate, title, comment, createdAt: now, updatedAt: now };
  if (source.subjectKey === 'productId') {
    await db.insert(productReviews).values({ ...common, productId: subjectId });
  } else {
    await db.insert(experienceReviews).values({ ...common, experienceId: subjectId });
  }
};

/** The author's live review of this subject, by id: the condition of every change to it. */
const authorsReview = (source: ReviewSource, subjectId: string, reviewId: string, userId: string) => {
  const r = reviewsOf(source);
  return and(eq(r.id, reviewId), eq(source.subjectId, subjectId), eq(r.userId, userId), isNull(r.deletedAt));
};

/** Replaces the text and stars of the author's live review; false when there is none. */
export const updateReview = async (
  db: Executor,
  source: ReviewSource,
  key: { subjectId: string; reviewId: string; userId: string },
  text: ReviewText,
  now: Date,
): Promise<boolean> => {
  const r = reviewsOf(source);
  const rows = await db
    .update(r)
    .set({ ...text, updatedAt: now })
    .where(authorsReview(source, key.subjectId, key.reviewId, key.userId))
    .returning({ id: r.id });
  return rows.length > 0;
};

/** Soft-deletes the author's live review; false when there is none. */
export const softDeleteReview = async (
  db: Executor,
  source: ReviewSource,
  key: { subjectId: string; reviewId: string; userId: string },
  now: Date,
): Promise<boolean> => {
  const r = reviewsOf(source);
  const rows = await db
    .update(r)
    .set({ deletedAt: now, updatedAt: now })
    .where(authorsReview(source, key.subjectId, key.reviewId, key.userId))
    .returning({ id: r.id });
  return rows.length > 0;
};

/** Whether a live review of this subject has this id (any author). */
export const liveReviewExists = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  reviewId: string,
): Promise<boolean> => {
  const r = reviewsOf(source);
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, reviewId), eq(source.subjectId, subjectId), isNull(r.deletedAt)))
    .limit(1);
  return row !== undefined;
};

/**
 * Sets the member's reaction to a review in one statement: inserted, or switched when there is one
 * (the primary key is review + user, so concurrent POSTs of one member end with one row).
 */
export const upsertReaction = async (
  db: Executor,
  source: ReviewSource,
  row: { reviewId: string; userId: string; reactionType: number; now: Date },
): Promise<void> => {
  const x = reactionsOf(source);
  await db
    .insert(x)
    .values({
      reviewId: row.reviewId,
      userId: row.userId,
      reactionType: row.reactionType,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: [x.reviewId, x.userId],
      set: { reactionType: row.reactionType, updatedAt: row.now },
    });
};

/** Removes the member's reaction to a review, if any. */
export const deleteReaction = async (
  db: Executor,
  source: ReviewSource,
  key: { reviewId: string; userId: string },
): Promise<void> => {
  const x = reactionsOf(source);
  await db.delete(x).where(and(eq(x.reviewId, key.reviewId), eq(x.userId, key.userId)));
};

/** The member's reactions to the live reviews of one subject. */
export const findMemberReactions = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  userId: string,
): Promise<{ reviewId: string; reactionType: number }[]> => {
  const r = reviewsOf(source);
  const x = reactionsOf(source);
  const live = db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(source.subjectId, subjectId), isNull(r.deletedAt)));
  return db
    .select({ reviewId: x.reviewId, reactionType: x.reactionType })
    .from(x)
    .where(and(eq(x.userId, userId), inArray(x.reviewId, live)))
    .orderBy(x.reviewId);
};
