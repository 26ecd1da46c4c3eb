import { PromotionStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { promotionStatus, promotionUnusableReason } from './status.ts';

const now = new Date('2026-06-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
const base = {
  public: true,
  startAt: new Date(now.getTime() - day),
  endAt: new Date(now.getTime() + day),
  coordinatorId: null,
  usageLimit: null,
  usedCount: 0,
};

describe('promotionStatus', () => {
  it('follows private → waiting → enabled → finished', () => {
    expect(promotionStatus({ ...base, public: false }, now)).toBe(PromotionStatus.PRIVATE);
    expect(promotionStatus({ ...base, startAt: new Date(now.getTime() + 1) }, now)).toBe(
      PromotionStatus.WAITING,
    );
    expect(promotionStatus(base, now)).toBe(PromotionStatus.ENABLED);
    expect(promotionStatus({ ...base, endAt: now }, now)).toBe(PromotionStatus.FINISHED);
  });

  it('starts exactly at startAt', () => {
    expect(promotionStatus({ ...base, startAt: now }, now)).toBe(PromotionStatus.ENABLED);
  });
});

describe('promotionUnusableReason', () => {
  it('accepts an enabled all-shop promotion anywhere', () => {
    expect(promotionUnusableReason(base, undefined, now)).toBeNull();
    expect(promotionUnusableReason(base, 'shop-a', now)).toBeNull();
  });

  it('accepts a shop promotion only at its shop', () => {
    const shop = { ...base, coordinatorId: 'shop-a' };
    expect(promotionUnusableReason(shop, 'shop-a', now)).toBeNull();
    expect(promotionUnusableReason(shop, 'shop-b', now)).toMatch(/shop/);
    expect(promotionUnusableReason(shop, undefined, now)).toMatch(/shop/);
  });

  it('refuses private, waiting, finished and used-up promotions', () => {
    expect(promotionUnusableReason({ ...base, public: false }, undefined, now)).toMatch(/not found/);
    expect(
      promotionUnusableReason({ ...base, startAt: new Date(now.getTime() + day) }, undefined, now),
    ).toMatch(/not started/);
    expect(promotionUnusableReason({ ...base, endAt: now }, undefined, now)).toMatch(/ended/);
    expect(promotionUnusableReason({ ...base, usageLimit: 3, usedCount: 3 }, undefined, now)).toMatch(
      /limit/,
    );
    expect(promotionUnusableReason({ ...base, usageLimit: 3, usedCount: 2 }, undefined, now)).toBeNull();
  });
});
