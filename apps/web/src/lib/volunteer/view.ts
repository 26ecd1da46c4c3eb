import type { Locale } from '@/i18n/routing.ts';

/** `yyyymmdd` as a date in the page's language (2026年5月10日 / May 10, 2026); "" when not set. */
export function formatWireDate(yyyymmdd: string, locale: Locale): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!match) return '';
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    year: 'numeric',
    month: locale === 'ja' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The days of a post: one day, a range, or "" when none is set. */
export function eventDays(
  start: string,
  end: string,
  locale: Locale,
  range: (parts: { start: string; end: string }) => string,
): string {
  const first = formatWireDate(start, locale);
  const last = formatWireDate(end, locale);
  if (!first) return last;
  if (!last || last === first) return first;
  return range({ start: first, end: last });
}

/** A plain-text body as paragraphs (separated by a blank line, docs/rules/volunteers.md). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Today's date in Japan as `yyyymmdd` (the wire's date form), for comparing with a post's days. */
export function japanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now).replaceAll('-', '');
}

/**
 * A post is over once its last day (its first, when no last day is set) lies before today in
 * Japan (docs/rules/volunteers.md); a post without days is never over.
 */
export function volunteerIsOver(start: string, end: string, today: string): boolean {
  const last = /^\d{8}$/.test(end) ? end : start;
  return /^\d{8}$/.test(last) && last < today;
}
