import {
  DEFAULT_LIMIT,
  type ExperienceReviewResponse,
  type ExperienceReviewsResponse,
  type ProductReviewResponse,
  type ProductReviewsResponse,
} from '@hatake/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { decodeReviewToken, splitPage } from './page-token.ts';
import { presentExperienceReview, presentProductReview, type ReviewRow } from './present.ts';
import {
  EXPERIENCE_REVIEWS,
  findReview,
  findReviews,
  PRODUCT_REVIEWS,
  type ReviewSource,
  subjectVisible,
} from './queries.ts';
import { parseRates } from './rates-filter.ts';

/** The query of GET /v1/{products|experiences}/{id}/reviews (Ajv fills the defaults for HTTP calls). */
export type ListReviewsInput = {
  userId?: string | undefined;
  rates?: string | undefined;
  purchased?: boolean | undefined;
  limit?: number | undefined;
  nextToken?: string | undefined;
};

/**
 * One page of a visible subject's reviews, newest first (docs/rules/reviews.md), and the token of
 * the next page ("" at the end). Unknown, private or deleted subjects are 404; bad `rates` or
 * `nextToken` are 400 before any query runs.
 */
const listReviews = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  input: ListReviewsInput,
): Promise<{ rows: ReviewRow[]; nextToken: string }> => {
  const rates = parseRates(input.rates ?? '');
  const cursor = decodeReviewToken(input.nextToken ?? '');
  const limit = input.limit ?? DEFAULT_LIMIT;
  const [visible, rows] = await Promise.all([
    subjectVisible(db, source, subjectId),
    findReviews(
      db,
      source,
      { subjectId, userId: input.userId ?? '', rates, purchased: input.purchased ?? false },
      limit,
      cursor,
    ),
  ]);
  if (!visible) throw notFound(source.subjectName);
  const page = splitPage(rows, limit);
  return { rows: page.items, nextToken: page.nextToken };
};

/** One review of a visible subject; 404 names the subject or the review. */
const getReview = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  reviewId: string,
): Promise<ReviewRow> => {
  const [visible, row] = await Promise.all([
    subjectVisible(db, source, subjectId),
    findReview(db, source, subjectId, reviewId),
  ]);
  if (!visible) throw notFound(source.subjectName);
  if (!row) throw notFound('review');
  return row;
};

export const listProductReviews = async (
  db: Executor,
  productId: string,
  input: ListReviewsInput,
): Promise<ProductReviewsResponse> => {
  const { rows, nextToken } = await listReviews(db, PRODUCT_REVIEWS, productId, input);
  return { reviews: rows.map(presentProductReview), nextToken };
};

export const getProductReview = async (
  db: Executor,
  productId: string,
  reviewId: string,
): Promise<ProductReviewResponse> => ({
  review: presentProductReview(await getReview(db, PRODUCT_REVIEWS, productId, reviewId)),
});

export const listExperienceReviews = async (
  db: Executor,
  experienceId: string,
  input: ListReviewsInput,
): Promise<ExperienceReviewsResponse> => {
  const { rows, nextToken } = await listReviews(db, EXPERIENCE_REVIEWS, experienceId, input);
  return { reviews: rows.map(presentExperienceReview), nextToken };
};

export const getExperienceReview = async (
  db: Executor,
  experienceId: string,
  reviewId: string,
): Promise<ExperienceReviewResponse> => ({
  review: presentExperienceReview(await getReview(db, EXPERIENCE_REVIEWS, experienceId, reviewId)),
});
