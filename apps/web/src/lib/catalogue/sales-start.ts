import type { Locale } from '@/i18n/routing.ts';

/**
 * When a 予約販売 (pre-order) item goes on sale — its `startAt` — in Japan time, the shop's clock
 * (docs/data-model.md: before `startAt` a product is PRESALE, listed but not cartable).
 */

const TIME_ZONE = 'Asia/Tokyo';

const yearInJapan = (seconds: number): number =>
  new Date(seconds * 1000 + 9 * 60 * 60 * 1000).getUTCFullYear();

/**
 * For a product card's badge: `12/18` / `Dec 18`; with the year when sales start in another
 * (Japan-time) year than `now`: `2027/1/11` / `Jan 11, 2027`.
 */
export function salesStartDay(startAt: number, locale: Locale, now: number): string {
  const withYear = yearInJapan(startAt) !== yearInJapan(Math.floor(now / 1000));
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: TIME_ZONE,
    ...(withYear ? { year: 'numeric' } : {}),
    month: locale === 'ja' ? 'numeric' : 'short',
    day: 'numeric',
  }).format(new Date(startAt * 1000));
}

/** For the item page: `2026年12月18日(金) 10:00` / `Fri, 18 Dec 2026, 10:00` (24-hour, Japan time). */
export function salesStartMoment(startAt: number, locale: Locale): string {
  const date = new Date(startAt * 1000);
  if (locale === 'ja') {
    const day = new Intl.DateTimeFormat('ja-JP', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    }).format(date);
    const time = new Intl.DateTimeFormat('ja-JP', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
    return `${day} ${time}`;
  }
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
