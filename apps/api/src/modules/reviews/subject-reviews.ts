import type {
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  ProductReviewResponse,
  ProductReviewsResponse,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import type { Database, Executor } from '../../db/client.ts';
import { getReview } from './get-review.ts';
import { type ListReviewsInput, listReviews } from './list-reviews.ts';
import { myReviews } from './my-reviews.ts';
import { presentExperienceReview, presentProductReview, type ReviewRow } from './present.ts';
import { EXPERIENCE_REVIEWS, PRODUCT_REVIEWS, type ReviewSource } from './queries.ts';
import { type ReactionInput, reactToReview, withdrawReaction } from './react-to-review.ts';
import type { ReviewKey } from './review-key.ts';
import type { ReviewText } from './write-queries.ts';
import { createReview, editReview, removeReview } from './write-review.ts';

/**
 * One subject's review calls, what the routes call: products and experiences are read and written
 * the same way (one use case a file: list-reviews.ts, get-review.ts, write-review.ts,
 * react-to-review.ts, my-reviews.ts), each answering with its own shapes.
 */
export type SubjectReviews<Review, Reviews, Mine> = {
  list(db: Executor, subjectId: string, input: ListReviewsInput): Promise<Reviews>;
  get(db: Executor, subjectId: string, reviewId: string): Promise<Review>;
  create(db: Database, subjectId: string, userId: string, text: ReviewText, now?: Date): Promise<Review>;
  update(db: Database, key: ReviewKey, userId: string, text: ReviewText): Promise<void>;
  remove(db: Database, key: ReviewKey, userId: string): Promise<void>;
  react(db: Database, key: ReviewKey, userId: string, input: ReactionInput): Promise<void>;
  unreact(db: Database, key: ReviewKey, userId: string): Promise<void>;
  mine(db: Database, subjectId: string, userId: string): Promise<Mine>;
};

/** The calls over `source`, answering reviews as `present` shapes them. */
function subjectReviews<Presented>(
  source: ReviewSource,
  present: (row: ReviewRow) => Presented,
): SubjectReviews<
  { review: Presented },
  { reviews: Presented[]; nextToken: string },
  { reviews: Presented[]; reactions: { reviewId: string; reactionType: 1 | 2 }[] }
> {
  return {
    list: async (db, subjectId, input) => {
      const { rows, nextToken } = await listReviews(db, source, subjectId, input);
      return { reviews: rows.map(present), nextToken };
    },
    get: async (db, subjectId, reviewId) => ({
      review: present(await getReview(db, source, subjectId, reviewId)),
    }),
    create: async (db, subjectId, userId, text, now = new Date()) => ({
      review: present(await createReview(db, source, subjectId, userId, text, now)),
    }),
    update: (db, key, userId, text) => editReview(db, source, key, userId, text, new Date()),
    remove: (db, key, userId) => removeReview(db, source, key, userId, new Date()),
    react: (db, key, userId, input) => reactToReview(db, source, key, userId, input, new Date()),
    unreact: (db, key, userId) => withdrawReaction(db, source, key, userId),
    mine: async (db, subjectId, userId) => {
      const { rows, reactions } = await myReviews(db, source, subjectId, userId);
      return { reviews: rows.map(present), reactions };
    },
  };
}

export const productReviews: SubjectReviews<
  ProductReviewResponse,
  ProductReviewsResponse,
  UserProductReviewsResponse
> = subjectReviews(PRODUCT_REVIEWS, presentProductReview);

export const experienceReviews: SubjectReviews<
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  UserExperienceReviewsResponse
> = subjectReviews(EXPERIENCE_REVIEWS, presentExperienceReview);
