import { deliveryDates, expectedShipDate } from '@hatake/contract/values';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import { formatCalendarDate } from '@/lib/checkout/delivery-preference.ts';
import type { DeliveryDateOption } from './delivery-preference-fields.tsx';

const linkClass = 'font-semibold text-leaf-dark underline underline-offset-2';

/** The delivery dates the rule offers at `now`, written for people (the confirmation form's choices). */
export function deliveryDateOptions(now: Date, locale: Locale): DeliveryDateOption[] {
  return deliveryDates(now).map((value) => ({ value, label: formatCalendarDate(value, locale) }));
}

/**
 * What the confirmation page says before the shopper pays (docs/product.md, "Confirmation"): when
 * the order ships (within 7 days of payment, the date from the shared rule, or in time for the
 * chosen delivery date — docs/rules/checkout-and-payments.md, "Delivery date and time slot"), and
 * the return and cancellation terms with a link to the legal notice (特定商取引法に基づく表記).
 */
export async function BeforeYouPay({ now, locale }: { now: Date; locale: Locale }) {
  const t = await getTranslations('checkout.confirmation');
  return (
    <>
      <section
        aria-labelledby="confirm-timing"
        className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
        data-testid="delivery-timing"
      >
        <h2 id="confirm-timing" className="font-bold text-soil text-xl">
          {t('timing.heading')}
        </h2>
        <p className="mt-2 text-soil text-sm">
          {t('timing.shipBy', { date: formatCalendarDate(expectedShipDate(now), locale) })}
        </p>
        <p className="mt-1 text-soil text-sm">{t('timing.withDate')}</p>
      </section>
      <section
        aria-labelledby="confirm-terms"
        className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
        data-testid="return-terms"
      >
        <h2 id="confirm-terms" className="font-bold text-soil text-xl">
          {t('terms.heading')}
        </h2>
        <p className="mt-2 text-soil text-sm">{t('terms.body')}</p>
        <p className="mt-1 text-soil text-sm">
          {t.rich('terms.link', {
            link: (chunks) => (
              <Link href="/legal-notice" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </>
  );
}

/** 「注文を確定することで…同意したものとみなされます」 with the terms and privacy pages linked. */
export async function orderConsent(): Promise<ReactNode> {
  const t = await getTranslations('checkout.place');
  return t.rich('consent', {
    terms: (chunks) => (
      <Link href="/terms-of-use" className={linkClass}>
        {chunks}
      </Link>
    ),
    privacy: (chunks) => (
      <Link href="/privacy" className={linkClass}>
        {chunks}
      </Link>
    ),
  });
}
