import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import { getCheckoutState } from '@/lib/api/checkouts.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { cartApi } from '@/lib/cart/server.ts';
import { deliveryPreferenceFromQuery } from '@/lib/checkout/delivery-preference.ts';
import { completeOutcome } from '@/lib/checkout/flow.ts';
import { CheckoutMessages } from './checkout-messages.tsx';
import { CheckoutResult } from './checkout-result.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { DeliveryPreferenceLine } from './delivery-preference-line.tsx';

type RawQuery = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * `/v1/purchase/complete` and `/v1/purchase/guest/complete`, where the payment page returns with
 * `?session_id=<transactionId>` (and the `method` and `coordinatorId` or `experienceId` the checkout
 * put in its callback URL). The first state is read while rendering; the client part polls on.
 * Without `session_id` the provider's page was left without paying (its cancel URL).
 */
export async function CompleteView({
  who,
  locale,
  raw,
}: {
  who: 'member' | 'guest';
  locale: Locale;
  raw: RawQuery;
}) {
  const t = await getTranslations('checkout');
  const transactionId = one(raw.session_id).slice(0, 128);
  const method = Number(one(raw.method)) || 0;
  const experienceId = one(raw.experienceId);
  const retryHref = experienceId ? `/experiences/${encodeURIComponent(experienceId)}` : '/purchase';
  let initial: { status: number; orderId: string } | { message: string };
  if (!transactionId) initial = { status: 4, orderId: '' };
  else {
    try {
      const { client } = await cartApi(locale);
      initial = await getCheckoutState(transactionId, who, { client });
    } catch (error) {
      initial = { message: errorMessage(error, locale) };
    }
  }
  // A payment that failed or was canceled did not complete the checkout: the steps say the shopper
  // is back at the confirmation (the result's client part refreshes the page when a poll settles it).
  const settledBadly =
    'status' in initial && ['failed', 'canceled'].includes(completeOutcome(initial.status, method, 0));
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('result.title')}</h1>
      <CheckoutSteps current={settledBadly ? 'confirmation' : 'complete'} />
      <div className="mt-6">
        <CheckoutMessages parts={['result']}>
          <CheckoutResult
            who={who}
            transactionId={transactionId}
            initial={initial}
            method={method}
            locale={locale}
            retryHref={retryHref}
          />
        </CheckoutMessages>
        {/* A product order repeats its delivery preference (from the callback URL the checkout wrote). */}
        {!experienceId && !settledBadly ? (
          <DeliveryPreferenceLine
            preference={deliveryPreferenceFromQuery(raw)}
            locale={locale}
            className="mt-4"
          />
        ) : null}
      </div>
    </div>
  );
}
