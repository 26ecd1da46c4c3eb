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

/**
 * `5/1 14:00` (ja) or `May 1, 2:00 PM` (en), in Japan time, from unix seconds; with `year`,
 * `2026/5/1 14:00` or `May 1, 2026, 2:00 PM` — for records a shopper keeps, such as orders, which
 * outlive the year they were made in.
 */
export function formatDateTime(seconds: number, locale: Locale, options: { year?: boolean } = {}): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    ...(options.year ? { year: 'numeric' } : {}),
    month: locale === 'ja' ? 'numeric' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: locale !== 'ja',
  }).format(new Date(seconds * 1000));
}

/** One formatter per language for formatTime: a live's comment panel writes hundreds of times. */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `14:05` (ja) or `02:05 PM` (en), in Japan time, from unix seconds: a comment's time. */
export function formatTime(seconds: number, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(seconds * 1000));
}

/** Machine-readable timestamp for `<time dateTime>`. */
export function isoDateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** `0900` → `9:00`; `''` or anything that is not four digits → `''`. */
export function formatHhmm(hhmm: string): string {
  const match = /^(\d{2})(\d{2})$/.exec(hhmm);
  if (!match) return '';
  return `${Number(match[1])}:${match[2]}`;
}

/** Business hours from two `hhmm` strings: `9:00〜17:00` (ja) or `9:00–17:00` (en); `''` when unknown. */
export function formatBusinessHours(open: string, close: string, locale: Locale): string {
  const from = formatHhmm(open);
  const to = formatHhmm(close);
  if (!from && !to) return '';
  return `${from}${locale === 'ja' ? '〜' : '–'}${to}`;
}

/** Minutes as `2時間30分` / `2 h 30 min` (`90` → `1時間30分`, `45` → `45分`). */
export function formatDuration(minutes: number, locale: Locale): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (locale === 'ja') return `${hours ? `${hours}時間` : ''}${rest || !hours ? `${rest}分` : ''}`;
  return [hours ? `${hours} h` : '', rest || !hours ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** Distance in km: one decimal below 10 km, whole kilometres above (`2.4 km`, `128 km`). */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km)) return '';
  const rounded = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  return `${rounded.toLocaleString('en-US')} km`;
}

/** Weight in kg as sent by the API (1 decimal): `1.5kg`; below 1 kg in grams (`0.3` → `300g`). */
export function formatWeight(kg: number): string {
  if (!(kg > 0)) return '';
  if (kg < 1) return `${Math.round(kg * 1000)}g`;
  return `${Math.round(kg * 10) / 10}kg`;
}

const WEEKDAYS = {
  ja: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** Weekday name for Go's `time.Weekday` (0 = Sunday). */
export function weekdayName(day: number, locale: Locale): string {
  return WEEKDAYS[locale][day] ?? '';
}

/** Distinct weekdays, Monday first (as Japanese shop calendars list them), as names. */
export function formatWeekdays(days: readonly number[], locale: Locale): string[] {
  const unique = [...new Set(days)].filter((day) => day >= 0 && day <= 6);
  unique.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return unique.map((day) => weekdayName(day, locale));
}

const WEEKDAYS_SHORT = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
} as const;

/** `月` / `Mon` for Go's `time.Weekday` (0 = Sunday). */
export function weekdayShortName(day: number, locale: Locale): string {
  return WEEKDAYS_SHORT[locale][day] ?? '';
}

/** The week Monday first, as Go weekdays: [1, 2, 3, 4, 5, 6, 0]. */
export const WEEK_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** `1234567` → `123-4567` (postal codes are sent as 7 digits); anything else as it is. */
export function formatPostalCode(code: string): string {
  return /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}
