import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../i18n/routing.ts';

/**
 * Whether `/` sends a visitor to their language's home (docs/product.md#languages). Japanese lives
 * at plain paths, so only a visitor who chose another language (the `NEXT_LOCALE` cookie the
 * language switch writes) is sent on, and only from the root: deeper paths name their language
 * themselves, and redirecting them would make a shared Japanese link unreachable for that visitor.
 * - `none`: render `/` (Japanese) as asked;
 * - `redirect`: answer with a temporary redirect to `location` (`/en`, the query kept).
 */
export type RootRedirectDecision = { kind: 'none' } | { kind: 'redirect'; location: string; locale: Locale };

export function decideRootRedirect(input: {
  /** The `ROOT_LOCALE_REDIRECT` setting (lib/switch-setting.ts). */
  enabled: boolean;
  method: string;
  /** The request's path, without query. */
  pathname: string;
  /** The query string as sent, with its `?` (or ''). */
  search: string;
  /** The `NEXT_LOCALE` cookie's value, if sent. */
  cookieLocale: string | undefined;
  /** The `Sec-Fetch-Site` header, if sent. */
  fetchSite: string | null;
  /** Whether this is a router prefetch (the `next-router-prefetch` header). */
  prefetch: boolean;
}): RootRedirectDecision {
  if (!input.enabled) return { kind: 'none' };
  if (input.pathname !== '/') return { kind: 'none' };
  // A redirect answers reads; a form posted to `/` must reach it.
  if (input.method !== 'GET' && input.method !== 'HEAD') return { kind: 'none' };
  // Prefetches fetch pages the visitor has not opened; redirecting them would cache a wrong answer.
  if (input.prefetch) return { kind: 'none' };
  // A link on this site that leads to `/` was chosen on purpose (the 日本語 switch without
  // JavaScript, whose click cannot rewrite the cookie first, or the logo of a Japanese page): only
  // arrivals from elsewhere (typed, bookmarked, searched) follow the remembered language.
  if (input.fetchSite === 'same-origin') return { kind: 'none' };
  const locale = input.cookieLocale;
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return { kind: 'none' };
  return { kind: 'redirect', location: `${localizedPath(locale, '/')}${input.search}`, locale };
}
