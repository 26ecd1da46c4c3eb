import type { Database } from '../../db/client.ts';
import type { ReviewRow } from './present.ts';
import { findAuthorReviews, type ReviewSource } from './queries.ts';
import { requireVisibleSubject } from './visible-subject.ts';
import { findMemberReactions } from './write-queries.ts';

/** The member's own live review of a visible subject (none or one) and their reactions to its reviews. */
export const myReviews = async (
  db: Database,
  source: ReviewSource,
  subjectId: string,
  userId: string,
): Promise<{ rows: ReviewRow[]; reactions: { reviewId: string; reactionType: 1 | 2 }[] }> => {
  await requireVisibleSubject(db, source, subjectId);
  const [rows, reactions] = await Promise.all([
    findAuthorReviews(db, source, subjectId, userId),
    findMemberReactions(db, source, subjectId, userId),
  ]);
  return {
    rows,
    reactions: reactions.map((x) => ({ reviewId: x.reviewId, reactionType: x.reactionType as 1 | 2 })),
  };
};
