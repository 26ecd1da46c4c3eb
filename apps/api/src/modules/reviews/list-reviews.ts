import { DEFAULT_LIMIT } from '@hatake/contract';
import type { Executor } from '../../db/client.ts';
import { decodeReviewToken, splitPage } from './page-token.ts';
import type { ReviewRow } from './present.ts';
import { findReviews, type ReviewSource } from './queries.ts';
import { parseRates } from './rates-filter.ts';
import { requireVisibleSubject } from './visible-subject.ts';

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
export const listReviews = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  input: ListReviewsInput,
): Promise<{ rows: ReviewRow[]; nextToken: string }> => {
  const rates = parseRates(input.rates ?? '');
  const cursor = decodeReviewToken(input.nextToken ?? '');
  const limit = input.limit ?? DEFAULT_LIMIT;
  const [, rows] = await Promise.all([
    requireVisibleSubject(db, source, subjectId),
    findReviews(
      db,
      source,
      { subjectId, userId: input.userId ?? '', rates, purchased: input.purchased ?? false },
      limit,
      cursor,
    ),
  ]);
  const page = splitPage(rows, limit);
  return { rows: page.items, nextToken: page.nextToken };
};
