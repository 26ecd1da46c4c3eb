/**
 * The delivery preference (配送希望日・時間帯) on the storefront's side
 * (docs/rules/checkout-and-payments.md, "Delivery date and time slot"): read from the confirmation
 * form or the result page's query and judged by the API's own rule (`@hatake/contract/values`), so
 * the form names the field before the API would refuse it; and written for people, in Japanese or
 * English, with the year and the day of the week.
 */
import {
  DeliveryTimeSlot,
  dayOfDate,
  deliveryDateProblem,
  isDeliveryTimeSlot,
} from '@hatake/contract/values';
import type { Locale } from '../../i18n/routing.ts';

export type DeliveryPreference = { date: string; slot: DeliveryTimeSlot };

export const NO_DELIVERY_PREFERENCE: DeliveryPreference = { date: '', slot: DeliveryTimeSlot.NONE };

/**
 * The form's `deliveryDate` (`yyyymmdd`, '' = 指定なし) and `deliveryTimeSlot` ('' or '0' = none) at
 * `now`, or the field errors as message keys (`checkout.delivery.errors.*`): a date the window does
 * not hold, a slot that is not one of the carriers'.
 */
export function readDeliveryPreference(
  date: string,
  slot: string,
  now: Date,
): { preference: DeliveryPreference } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (deliveryDateProblem(date, now)) errors.deliveryDate = 'date';
  const slotNumber = slot === '' ? DeliveryTimeSlot.NONE : Number(slot);
  if (!isDeliveryTimeSlot(slotNumber)) errors.deliveryTimeSlot = 'slot';
  if (Object.keys(errors).length > 0 || !isDeliveryTimeSlot(slotNumber)) return { errors };
  return { preference: { date, slot: slotNumber } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The preference the result page repeats from its query (`deliveryDate`, `deliveryTimeSlot`, put in
 * the callback URL at checkout): only a calendar date and a known slot are shown, anything else is
 * left out (it would be the shopper's own URL, not the order).
 */
export function deliveryPreferenceFromQuery(
  raw: Record<string, string | string[] | undefined>,
): DeliveryPreference {
  const date = one(raw.deliveryDate);
  const slot = Number(one(raw.deliveryTimeSlot) || 0);
  return {
    date: dayOfDate(date) === null ? '' : date,
    slot: isDeliveryTimeSlot(slot) ? slot : DeliveryTimeSlot.NONE,
  };
}

/** Whether the shopper asked for anything (a date or a slot). */
export const hasDeliveryPreference = (preference: DeliveryPreference): boolean =>
  preference.date !== '' || preference.slot !== DeliveryTimeSlot.NONE;

/**
 * A `yyyymmdd` calendar date for people: 「2026年12月5日(土)」, "Sat, December 5, 2026". The date is
 * a Japan-time day already, so it is formatted as that calendar day whatever the server's zone.
 */
export function formatCalendarDate(yyyymmdd: string, locale: Locale): string {
  const day = dayOfDate(yyyymmdd);
  if (day === null) return '';
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(day * 86_400_000));
}
