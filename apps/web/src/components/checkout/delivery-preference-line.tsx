import { DeliveryTimeSlot } from '@hatake/contract/values';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import {
  type DeliveryPreference,
  formatCalendarDate,
  hasDeliveryPreference,
} from '@/lib/checkout/delivery-preference.ts';

/**
 * 配送希望日・時間帯 of an order in one line: 「2026年12月5日(土)・18時〜20時」, 「日付指定なし・午前中」 or
 * 「指定なし」 (the order page, the result page). Texts: `checkout.delivery`.
 */
export async function DeliveryPreferenceLine({
  preference,
  locale,
  className = '',
}: {
  preference: DeliveryPreference;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations('checkout.delivery');
  const text = hasDeliveryPreference(preference)
    ? t('summary', {
        date: preference.date ? formatCalendarDate(preference.date, locale) : t('anyDay'),
        slot: preference.slot === DeliveryTimeSlot.NONE ? t('anyTime') : t(`slots.${preference.slot}`),
      })
    : t('none');
  return (
    <p className={`text-sm ${className}`} data-testid="delivery-preference-line">
      <span className="font-semibold text-muted">{t('heading')}: </span>
      <span className="text-soil">{text}</span>
    </p>
  );
}
