'use client';

import type { KonbiniStore, KonbiniSlip as Slip } from '@hatake/contract';
import { useTranslations } from 'next-intl';
import { isLocale } from '@/i18n/routing.ts';
import { formatDateTime, isoDateTime } from '@/lib/format.ts';

/** How each chain is paid: at the till (Seven-Eleven with its slip number), or at the shop's terminal first. */
const PAYMENT_STEPS: Record<KonbiniStore, 'register7' | 'loppi' | 'multicopy' | 'register'> = {
  'seven-eleven': 'register7',
  lawson: 'loppi',
  ministop: 'loppi',
  'family-mart': 'multicopy',
  seicomart: 'register',
  'daily-yamazaki': 'register',
  other: 'register',
};

/**
 * What a konbini order's complete page shows (docs/rules/checkout-and-payments.md, "Konbini slip"):
 * the store, the numbers to give there and the deadline in Japan time, how to pay at that chain in
 * three steps and, when the provider has one, its page with the slip. No mail is promised for the
 * slip (none is sent); the order confirmation follows the payment. Texts: `checkout.result.konbini`.
 */
export function KonbiniSlip({ slip, locale }: { slip: Slip | undefined; locale: string }) {
  const t = useTranslations('checkout.result.konbini');
  const r = useTranslations('checkout.result');
  if (!slip) {
    return (
      <p className="rounded-2xl bg-white p-5 text-soil text-sm ring-1 ring-line" data-testid="konbini-slip">
        {t('missing')}
      </p>
    );
  }
  const steps = PAYMENT_STEPS[slip.store];
  const deadline = formatDateTime(slip.deadline, isLocale(locale) ? locale : 'ja', { year: true });
  return (
    <section
      aria-labelledby="konbini-slip-heading"
      className="grid gap-4 rounded-2xl bg-white p-5 text-soil ring-1 ring-line"
      data-testid="konbini-slip"
    >
      <h3 id="konbini-slip-heading" className="font-bold text-lg">
        {t('heading')}
      </h3>
      <p className="text-sm">{t('body')}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted text-sm">{t('store')}</dt>
        <dd className="font-bold" data-testid="konbini-store">
          {t(`storeName.${slip.store}`)}
        </dd>
        <dt className="font-semibold text-muted text-sm">
          {slip.store === 'seven-eleven' ? t('slipNumber') : t('receiptNumber')}
        </dt>
        <dd className="font-bold font-mono text-xl tracking-wider" data-testid="konbini-receipt">
          {slip.receiptNumber}
        </dd>
        {slip.confirmationNumber ? (
          <>
            <dt className="font-semibold text-muted text-sm">{t('confirmationNumber')}</dt>
            <dd className="font-bold font-mono text-xl tracking-wider" data-testid="konbini-confirmation">
              {slip.confirmationNumber}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted text-sm">{t('deadline')}</dt>
        <dd className="font-bold text-persimmon-dark" data-testid="konbini-deadline">
          <time dateTime={isoDateTime(slip.deadline)}>{t('deadlineValue', { date: deadline })}</time>
        </dd>
      </dl>
      <div>
        <h4 className="font-semibold text-sm">{t('howTo')}</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
          <li>{t(`steps.${steps}.step1`)}</li>
          <li>{t(`steps.${steps}.step2`)}</li>
          <li>{t(`steps.${steps}.step3`)}</li>
        </ol>
      </div>
      {slip.instructionsUrl ? (
        <a
          href={slip.instructionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-leaf-dark text-sm underline underline-offset-2"
        >
          {t('instructionsLink')}
        </a>
      ) : null}
      <ul className="list-disc space-y-1 pl-5 text-muted text-sm">
        <li>{t('expiry')}</li>
        <li>{r('instructions.afterPayment')}</li>
      </ul>
    </section>
  );
}
