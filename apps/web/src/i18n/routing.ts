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

/**
 * The path as the browser sees it in `locale`: Japanese at plain paths, English under /en —
 * `/items` → `/en/items`, `/` → `/en`, `/?q=1` → `/en?q=1`, as next-intl's getPathname gives for
 * this routing (href.test.ts compares them). A locale-less internal path written without its slash
 * (`items`) gets one. A relative href (`?page=2`, `#reviews`) or a URL with a scheme is not a path
 * of this site to localize and is left alone.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (/^[?#]/.test(path) || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return absolute;
  // No slash between the locale and a bare root's query or fragment.
  return `/${locale}${/^\/([?#].*)?$/.test(absolute) ? absolute.slice(1) : absolute}`;
}
