'use client';

import type { KonbiniSlip as KonbiniSlipData } from '@hatake/contract';
import { PaymentMethodType } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation.ts';
import { pollCheckoutAction } from '@/lib/checkout/actions.ts';
import { completeOutcome, POLL_INTERVAL_MS } from '@/lib/checkout/flow.ts';
import { KonbiniSlip } from './konbini-slip.tsx';

type Props = {
  who: 'member' | 'guest';
  transactionId: string;
  /**
   * The first answer, read while the page rendered: an order status (with a konbini order's slip
   * while it waits to be paid), or the catalogue's sentence.
   */
  initial: { status: number; orderId: string; konbini?: KonbiniSlipData | undefined } | { message: string };
  method: number;
  locale: string;
  /** Where "try again" leads: the cart, or the experience. */
  retryHref: string;
};

/**
 * The complete page's result (docs/rules/checkout-and-payments.md, "Polling the result"). While an
 * immediate payment is still unpaid it asks again every POLL_INTERVAL_MS (a server action: the
 * member's token never reaches the browser) until it is settled or MAX_POLLS answers later says the
 * confirmation will come by e-mail. Paid, deferred (how to pay), canceled and failed each have their
 * own text; failed and canceled lead back to the cart, whose units are back. Texts: `checkout.result`.
 */
export function CheckoutResult({ who, transactionId, initial, method, locale, retryHref }: Props) {
  const t = useTranslations('checkout.result');
  const [answer, setAnswer] = useState(initial);
  const [polls, setPolls] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome = 'status' in answer ? completeOutcome(answer.status, method, polls) : undefined;

  useEffect(() => {
    if (outcome !== 'waiting') return;
    const timer = setTimeout(async () => {
      const next = await pollCheckoutAction(transactionId, who, locale);
      setAnswer((current) => ('message' in next && 'status' in current ? current : next));
      setPolls((n) => n + 1);
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [outcome, transactionId, who, locale]);

  useEffect(() => {
    if (outcome && outcome !== 'waiting') headingRef.current?.focus();
  }, [outcome]);

  // The header's cart badge and the steps were rendered with the page, possibly before the payment
  // settled: a failed or canceled one gives the units back to the cart and leaves the checkout at
  // its confirmation step, so the page is rendered again once, when that is the result.
  const router = useRouter();
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current || (outcome !== 'failed' && outcome !== 'canceled')) return;
    refreshed.current = true;
    router.refresh();
  }, [outcome, router]);

  if (!outcome) {
    return (
      <div role="alert" className="rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark">
        <p className="font-bold">{t('unknown')}</p>
        <p className="mt-1 text-sm">{'message' in answer ? answer.message : ''}</p>
      </div>
    );
  }
  const orderId = 'orderId' in answer ? answer.orderId : '';
  const tone =
    outcome === 'failed' || outcome === 'canceled'
      ? 'bg-persimmon-light text-persimmon-dark'
      : 'bg-leaf-light text-leaf-dark';

  return (
    <div className="grid gap-5" data-testid="checkout-result" data-outcome={outcome}>
      <div className={`rounded-3xl px-5 py-6 sm:px-8 ${tone}`} aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl focus:outline-none">
          {t(`${outcome}.title`)}
        </h2>
        <p className="mt-2 text-soil">{t(`${outcome}.body`)}</p>
        {orderId && outcome !== 'failed' && outcome !== 'canceled' ? (
          <p className="mt-3 text-soil text-sm">
            {t('orderId')}{' '}
            <span className="font-mono font-bold" data-testid="order-id">
              {orderId}
            </span>
          </p>
        ) : null}
      </div>
      {outcome === 'instructions' && method === PaymentMethodType.KONBINI ? (
        <KonbiniSlip slip={'konbini' in answer ? answer.konbini : undefined} locale={locale} />
      ) : outcome === 'instructions' ? (
        <ol className="list-decimal space-y-1 rounded-2xl bg-white p-5 pl-9 text-soil text-sm ring-1 ring-line">
          <li>{t('instructions.step1')}</li>
          <li>{t('instructions.step2')}</li>
          <li>{t('instructions.step3')}</li>
          <li>{t('instructions.afterPayment')}</li>
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {outcome === 'failed' || outcome === 'canceled' ? (
          <Link
            href={retryHref}
            className="inline-flex min-h-12 items-center rounded-full bg-persimmon-dark px-6 font-bold text-white hover:bg-persimmon"
          >
            {retryHref.startsWith('/experiences') ? t('retryExperience') : t('retry')}
          </Link>
        ) : null}
        {who === 'member' && orderId && outcome !== 'failed' ? (
          <Link
            href={`/account/orders/${encodeURIComponent(orderId)}`}
            className="inline-flex min-h-12 items-center rounded-full bg-leaf-dark px-6 font-bold text-white hover:bg-leaf"
          >
            {t('viewOrder')}
          </Link>
        ) : null}
        <Link
          href="/"
          className="inline-flex min-h-12 items-center rounded-full border border-leaf px-6 font-bold text-leaf-dark hover:bg-leaf-light"
        >
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
