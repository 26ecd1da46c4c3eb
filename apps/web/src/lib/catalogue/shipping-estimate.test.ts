import { ShippingSize, ShippingType } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import type { ShippingEstimateResponse } from '../api/types.ts';
import { defaultEstimatePrefecture, estimateView } from './shipping-estimate.ts';

const estimate = (
  shippingFee: number | null,
  freeShippingThreshold: number | null,
): ShippingEstimateResponse => ({
  productId: 'p',
  coordinatorId: 'c',
  prefectureCode: 13,
  boxes: [{ size: ShippingSize.SIZE60, type: ShippingType.NORMAL }],
  price: 1_000,
  shippingFee,
  freeShippingThreshold,
});

describe('defaultEstimatePrefecture', () => {
  it('uses the member’s default address, else Tokyo', () => {
    expect(defaultEstimatePrefecture(1)).toBe(1);
    expect(defaultEstimatePrefecture(47)).toBe(47);
    expect(defaultEstimatePrefecture(0)).toBe(13);
    expect(defaultEstimatePrefecture(48)).toBe(13);
    expect(defaultEstimatePrefecture(-1)).toBe(13);
  });
});

describe('estimateView', () => {
  it('tells a fee, free shipping and no shipping apart', () => {
    expect(estimateView(estimate(900, 12_000))).toEqual({ kind: 'fee', amount: 900, threshold: 12_000 });
    expect(estimateView(estimate(900, null))).toEqual({ kind: 'fee', amount: 900, threshold: null });
    expect(estimateView(estimate(0, 1_000))).toEqual({ kind: 'free', threshold: 1_000 });
    expect(estimateView(estimate(null, 12_000))).toEqual({ kind: 'unavailable' });
  });
});
