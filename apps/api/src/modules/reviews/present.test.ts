import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_REVIEWER,
  presentExperienceReview,
  presentProductReview,
  type ReviewRow,
} from './present.ts';

const row: ReviewRow = {
  id: 'r1',
  subjectId: 's1',
  userId: 'u1',
  rate: 4,
  title: 'おいしい',
  comment: '甘くてみずみずしい',
  createdAt: new Date('2026-03-01T09:30:15.999Z'),
  cursorAt: '2026-03-01T09:30:15.999123Z',
  username: 'はなこ',
  accountId: 'hanako_kitchen',
  thumbnailUrl: 'http://localhost:3000/media/a.webp',
  userDeletedAt: null,
  userVerifiedAt: new Date('2025-01-01T00:00:00Z'),
  likeTotal: 3,
  purchased: true,
  dislikeTotal: 1,
};

describe('presentProductReview / presentExperienceReview', () => {
  it('sends every wire field, publishedAt in unix seconds', () => {
    expect(presentProductReview(row)).toEqual({
      id: 'r1',
      productId: 's1',
      userId: 'u1',
      username: 'はなこ',
      accountId: 'hanako_kitchen',
      thumbnailUrl: 'http://localhost:3000/media/a.webp',
      rate: 4,
      title: 'おいしい',
      comment: '甘くてみずみずしい',
      publishedAt: 1772357415,
      likeTotal: 3,
      dislikeTotal: 1,
      purchased: true,
    });
    const experience = presentExperienceReview(row);
    expect(experience).toMatchObject({ id: 'r1', experienceId: 's1', username: 'はなこ' });
    expect(experience).not.toHaveProperty('productId');
  });

  it('hides the profile of a deleted or unverified author but keeps the review', () => {
    for (const author of [{ userDeletedAt: new Date() }, { userVerifiedAt: null }]) {
      expect(presentProductReview({ ...row, ...author })).toMatchObject({
        userId: 'u1',
        username: ANONYMOUS_REVIEWER,
        accountId: '',
        thumbnailUrl: '',
        title: 'おいしい',
        comment: '甘くてみずみずしい',
        likeTotal: 3,
      });
    }
  });
});
