import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import type { ReviewRow } from './present.ts';
import { findReview, type ReviewSource } from './queries.ts';
import type { ReviewKey } from './review-key.ts';
import { requireVisibleSubject } from './visible-subject.ts';
import { insertReview, type ReviewText, softDeleteReview, updateReview } from './write-queries.ts';

// The member's own review of a subject: write it, edit it, delete it (docs/rules/reviews.md, "Writing").

const checkText = (text: ReviewText) => assertVisibleText(text, ['title', 'comment']);

/**
 * Writes the member's review of a visible subject and answers it. One live review per member per
 * subject: the unique index decides, so of two concurrent first reviews exactly one is written and
 * the other is 409 (docs/rules/reviews.md).
 */
export const createReview = async (
  db: Database,
  source: ReviewSource,
  subjectId: string,
  userId: string,
  text: ReviewText,
  now: Date,
): Promise<ReviewRow> => {
  checkText(text);
  await requireVisibleSubject(db, source, subjectId);
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
export const editReview = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
  text: ReviewText,
  now: Date,
): Promise<void> => {
  checkText(text);
  await requireVisibleSubject(db, source, key.subjectId);
  if (!(await updateReview(db, source, { ...key, userId }, text, now))) throw notFound('review');
};

/** Soft-deletes the member's own review: it leaves the lists and the subject's `rate`. */
export const removeReview = async (
  db: Database,
  source: ReviewSource,
  key: ReviewKey,
  userId: string,
  now: Date,
): Promise<void> => {
  await requireVisibleSubject(db, source, key.subjectId);
  if (!(await softDeleteReview(db, source, { ...key, userId }, now))) throw notFound('review');
};
