import type { Locale } from '@/i18n/routing.ts';

const TIME_ZONE = 'Asia/Tokyo';

/** `¥1,280`: integer yen with the half-width sign (Intl's ja-JP format uses the full-width ￥). */
export function formatYen(amount: number): string {
  return `¥${Math.round(amount).toLocaleString('ja-JP')}`;
}

function intlLocale(locale: Locale): string {
  return locale === 'ja' ? 'ja-JP' : 'en-US';
}

/** `2026/05/01` (ja) or `May 1, 2026` (en), in Japan time, from unix seconds. */
export function formatDate(seconds: number, locale: Locale): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: locale === 'ja' ? '2-digit' : 'short',
    day: locale === 'ja' ? '2-digit' : 'numeric',
  }).format(new Date(seconds * 1000));
}

/** `5/1 14:00` (ja) or `May 1, 2:00 PM` (en), in Japan time, from unix seconds. */
export function formatDateTime(seconds: number, locale: Locale): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    month: locale === 'ja' ? 'numeric' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: locale !== 'ja',
  }).format(new Date(seconds * 1000));
}

/** Machine-readable timestamp for `<time dateTime>`. */
export function isoDateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
