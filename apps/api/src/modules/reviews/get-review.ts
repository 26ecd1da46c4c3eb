import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import type { ReviewRow } from './present.ts';
import { findReview, type ReviewSource } from './queries.ts';
import { requireVisibleSubject } from './visible-subject.ts';

/** One review of a visible subject; 404 names the subject or the review. */
export const getReview = async (
  db: Executor,
  source: ReviewSource,
  subjectId: string,
  reviewId: string,
): Promise<ReviewRow> => {
  const [, row] = await Promise.all([
    requireVisibleSubject(db, source, subjectId),
    findReview(db, source, subjectId, reviewId),
  ]);
  if (!row) throw notFound('review');
  return row;
};
