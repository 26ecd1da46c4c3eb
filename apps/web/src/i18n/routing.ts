import { defineRouting } from 'next-intl/routing';

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/** docs/product.md#languages: the locale choice is kept in a cookie for 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** The cookie that keeps it (`/` follows it: lib/i18n/root-redirect.ts). */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Japanese at plain paths, English under /en.
  localePrefix: 'as-needed',
  // Browsers (and Playwright/Lighthouse) default to en-US: without this, `/` would redirect them to `/en`.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Path as seen by the browser for a locale-less internal path (`/items` → `/en/items`). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
