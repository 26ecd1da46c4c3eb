/**
 * Why a coupon code gives no discount on the cart page. The cart's pricing ignores an unusable code
 * (docs/rules/promotions.md), so the page asks `GET /v1/promotions/{code}?coordinatorId=`: 404 for
 * an unknown code, 403 with a `detail` naming the reason (modules/promotions/status.ts).
 */
export type PromotionReason = 'notStarted' | 'ended' | 'usedUp' | 'otherShop';

/** The reason behind a 403's `detail`, or `undefined` when the text is not one the API writes. */
export function promotionReason(detail: string): PromotionReason | undefined {
  if (/not started/i.test(detail)) return 'notStarted';
  if (/ended/i.test(detail)) return 'ended';
  if (/usage limit/i.test(detail)) return 'usedUp';
  if (/not valid for this shop/i.test(detail)) return 'otherShop';
  return undefined;
}
