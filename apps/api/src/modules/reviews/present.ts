import type { ExperienceReview, ProductReview } from '@hatake/contract';
import { toUnixSeconds } from '../../lib/time.ts';

/** Shown instead of the name of a reviewer who is no longer a member (docs/rules/reviews.md). */
export const ANONYMOUS_REVIEWER = '名無しさん';

/** One review as the list and get queries select it, with its author and reaction counts. */
export type ReviewRow = {
  id: string;
  subjectId: string;
  userId: string;
  rate: number;
  title: string;
  comment: string;
  createdAt: Date;
  /** created_at as UTC ISO text with microseconds, for the page token. */
  cursorAt: string;
  username: string;
  accountId: string;
  thumbnailUrl: string;
  /** The author's account was deleted (or never verified): show the review without their profile. */
  userDeletedAt: Date | null;
  userVerifiedAt: Date | null;
  likeTotal: number;
  dislikeTotal: number;
  /** The author bought the subject (queries.ts `purchased`). */
  purchased: boolean;
};

type ReviewBody = Omit<ProductReview, 'id' | 'productId'>;

/**
 * The wire fields shared by product and experience reviews. A deleted or unregistered author keeps
 * the review, but none of their profile: the name becomes 「名無しさん」, handle and avatar empty.
 */
const presentBody = (row: ReviewRow): ReviewBody => {
  const anonymous = row.userDeletedAt !== null || row.userVerifiedAt === null;
  return {
    userId: row.userId,
    username: anonymous ? ANONYMOUS_REVIEWER : row.username,
    accountId: anonymous ? '' : row.accountId,
    thumbnailUrl: anonymous ? '' : row.thumbnailUrl,
    rate: row.rate,
    title: row.title,
    comment: row.comment,
    publishedAt: toUnixSeconds(row.createdAt),
    likeTotal: row.likeTotal,
    dislikeTotal: row.dislikeTotal,
    purchased: row.purchased,
  };
};

export const presentProductReview = (row: ReviewRow): ProductReview => ({
  id: row.id,
  productId: row.subjectId,
  ...presentBody(row),
});

export const presentExperienceReview = (row: ReviewRow): ExperienceReview => ({
  id: row.id,
  experienceId: row.subjectId,
  ...presentBody(row),
});
