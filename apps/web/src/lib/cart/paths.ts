import { type Locale, localizedPath } from '../../i18n/routing.ts';

/**
 * Where 「購入手続きへ」 leads: the checkout's first page, `/v1/purchase/auth?coordinatorId=…` (a
 * storefront page despite the prefix, docs/adr/0003), carrying the coupon code and destination the
 * cart page priced with.
 */
export function checkoutPath(
  locale: Locale,
  coordinatorId: string,
  options: { promotion?: string; prefecture?: number } = {},
): string {
  const query = new URLSearchParams({ coordinatorId });
  if (options.promotion) query.set('promotionCode', options.promotion);
  if (options.prefecture) query.set('prefecture', String(options.prefecture));
  return `${localizedPath(locale, '/v1/purchase/auth')}?${query.toString()}`;
}
