import type {
  ExperienceReviewResponse,
  ProductReviewResponse,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { presentExperienceReview, presentProductReview } from './present.ts';
import {
  EXPERIENCE_REVIEWS,
  findAuthorReviews,
  findReview,
  PRODUCT_REVIEWS,
  type ReviewSource,
  subjectVisible,
} from './queries.ts';
import {
  deleteReaction,
  findMemberReactions,
  insertReview,
  liveReviewExists,
  type ReviewText,
  softDeleteReview,
  updateReview,
  upsertReaction,
} from './write-queries.ts';

/** Which review: the subject (product or experience) and the review id in the path. */
export type ReviewKey = { subjectId: string; reviewId: string };

/** LIKE (1) or DISLIKE (2), as the route schema accepts. */
export type ReactionInput = { reactionType: 1 | 2 };

const checkText = (text: ReviewText) => assertVisibleText(text, ['title', 'comment']);

const requireVisible = async (db: Database, source: ReviewSource, subjectId: string) => {
  if (!(await subjectVisible(db, source, subjectId))) throw notFound(source.subjectName);
};

/**
 * Writes the member's review of a visible subject and answers it. One live review per member per
 * subject: the unique index decides, so of two concurrent first reviews exactly one is written and
 * the other is 409 (docs/rules/reviews.md).
 */
const createReview = async (
  db: Database,
  source: ReviewSource,
  subjectId: string,
  userId: string,
  text: ReviewText,
  now: Date,
) => {
  checkText(text);
  await requireVisible(db, source, subjectId);
  const id = newId();
  try {
    await insertReview(db, source, { id, subjectId, userId, ...text, now });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'AlreadyExists',
        `you have already reviewed this ${source.subjectName}: edit or delete that review`,
      );
    }
    throw error;
  }
  const row = await findReview(db, source, subjectId, id);
  if (!row) throw new Error(`review ${id} vanished after insert`);
  return row;
};

/** Edits the member's own live review; another member's, a deleted or a missing one is 404. */
const editReview = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
  text: ReviewText,
  now: Date,
): Promise<void> => {
  checkText(text);
  await requireVisible(db, source, key.subjectId);
  if (!(await updateReview(db, source, { ...key, userId }, text, now))) throw notFound('review');
};

/** Soft-deletes the member's own review: it leaves the lists and the subject's `rate`. */
const removeReview = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
  now: Date,
): Promise<void> => {
  await requireVisible(db, source, key.subjectId);
  if (!(await softDeleteReview(db, source, { ...key, userId }, now))) throw notFound('review');
};

/** The review a reaction is about must be live, of this visible subject (any author): else 404. */
const requireLiveReview = async (db: Database, source: ReviewSource, key: ReviewKey) => {
  await requireVisible(db, source, key.subjectId);
  if (!(await liveReviewExists(db, source, key.subjectId, key.reviewId))) throw notFound('review');
};

const react = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
  input: ReactionInput,
  now: Date,
): Promise<void> => {
  await requireLiveReview(db, source, key);
  await upsertReaction(db, source, { reviewId: key.reviewId, userId, reactionType: input.reactionType, now });
};

const unreact = async (db: Database, source: ReviewSource, key: ReviewKey, userId: string) => {
  await requireLiveReview(db, source, key);
  await deleteReaction(db, source, { reviewId: key.reviewId, userId });
};

const mine = async (db: Database, source: ReviewSource, subjectId: string, userId: string) => {
  await requireVisible(db, source, subjectId);
  const [rows, reactions] = await Promise.all([
    findAuthorReviews(db, source, subjectId, userId),
    findMemberReactions(db, source, subjectId, userId),
  ]);
  return {
    rows,
    reactions: reactions.map((x) => ({ reviewId: x.reviewId, reactionType: x.reactionType as 1 | 2 })),
  };
};

/**
 * One subject's review calls (products and experiences are written the same way): what the routes
 * call, with the subject's own answer shapes.
 */
export type ReviewWriter<Review, Mine> = {
  create(db: Database, subjectId: string, userId: string, text: ReviewText, now?: Date): Promise<Review>;
  update(db: Database, key: ReviewKey, userId: string, text: ReviewText): Promise<void>;
  remove(db: Database, key: ReviewKey, userId: string): Promise<void>;
  react(db: Database, key: ReviewKey, userId: string, input: ReactionInput): Promise<void>;
  unreact(db: Database, key: ReviewKey, userId: string): Promise<void>;
  mine(db: Database, subjectId: string, userId: string): Promise<Mine>;
};

/** The calls over `source`, answering reviews as `present` shapes them. */
function reviewWriter<Presented>(
  source: ReviewSource,
  present: (row: Awaited<ReturnType<typeof findReview>> & object) => Presented,
): ReviewWriter<
  { review: Presented },
  { reviews: Presented[]; reactions: { reviewId: string; reactionType: 1 | 2 }[] }
> {
  return {
    create: async (db, subjectId, userId, text, now = new Date()) => ({
      review: present(await createReview(db, source, subjectId, userId, text, now)),
    }),
    update: (db, key, userId, text) => editReview(db, source, key, userId, text, new Date()),
    remove: (db, key, userId) => removeReview(db, source, key, userId, new Date()),
    react: (db, key, userId, input) => react(db, source, key, userId, input, new Date()),
    unreact: (db, key, userId) => unreact(db, source, key, userId),
    mine: async (db, subjectId, userId) => {
      const { rows, reactions } = await mine(db, source, subjectId, userId);
      return { reviews: rows.map(present), reactions };
    },
  };
}

export const productReviewWriter: ReviewWriter<ProductReviewResponse, UserProductReviewsResponse> =
  reviewWriter(PRODUCT_REVIEWS, presentProductReview);

export const experienceReviewWriter: ReviewWriter<ExperienceReviewResponse, UserExperienceReviewsResponse> =
  reviewWriter(EXPERIENCE_REVIEWS, presentExperienceReview);
