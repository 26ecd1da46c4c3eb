import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import type { ReviewSource } from './queries.ts';
import type { ReviewKey } from './review-key.ts';
import { requireVisibleSubject } from './visible-subject.ts';
import { deleteReaction, liveReviewExists, upsertReaction } from './write-queries.ts';

// A member's like or dislike of any live review (docs/rules/reviews.md, "Reactions").

/** LIKE (1) or DISLIKE (2), as the route schema accepts. */
export type ReactionInput = { reactionType: 1 | 2 };

/** The review a reaction is about must be live, of this visible subject (any author): else 404. */
const requireLiveReview = async (db: Database, source: ReviewSource, key: ReviewKey) => {
  await requireVisibleSubject(db, source, key.subjectId);
  if (!(await liveReviewExists(db, source, key.subjectId, key.reviewId))) throw notFound('review');
};

/** Sets the member's reaction to the review (a second call switches it). */
export const reactToReview = async (
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

/** Takes the member's reaction back (nothing to take back is no error). */
export const withdrawReaction = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
): Promise<void> => {
  await requireLiveReview(db, source, key);
  await deleteReaction(db, source, { reviewId: key.reviewId, userId });
};
