import type { PrefectureCode } from '@hatake/contract';
import { isPrefectureCode, Prefecture } from '@hatake/contract/values';
import type { ShippingEstimateResponse } from '../api/types.ts';

/**
 * The prefecture the product page first estimates shipping to: the signed-in member's default
 * address's, else Tokyo. Tokyo rather than nothing so the page always shows a real figure; the
 * select beside it says which prefecture the figure is for, and one change gives another.
 */
export function defaultEstimatePrefecture(memberPrefecture: number): PrefectureCode {
  return isPrefectureCode(memberPrefecture) ? memberPrefecture : Prefecture.TOKYO;
}

/** What the estimate box says: a fee, free shipping, or that the shop does not ship there. */
export type EstimateView =
  | { kind: 'fee'; amount: number; threshold: number | null }
  | { kind: 'free'; threshold: number | null }
  | { kind: 'unavailable' };

export function estimateView(estimate: ShippingEstimateResponse): EstimateView {
  const threshold = estimate.freeShippingThreshold;
  if (estimate.shippingFee === null) return { kind: 'unavailable' };
  if (estimate.shippingFee === 0) return { kind: 'free', threshold };
  return { kind: 'fee', amount: estimate.shippingFee, threshold };
}
