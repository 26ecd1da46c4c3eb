import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  LOCALES,
  type Locale,
} from '../../i18n/routing.ts';
import { parseCookies } from './cacheable.ts';

/*
 * next-intl's proxy remembers the language of a page a visitor opens in the `NEXT_LOCALE` cookie,
 * depending on that visitor's own cookie and Accept-Language (its syncCookie). A cached page is
 * rendered for nobody in particular, so the page cache drops the render's cookie and decides it
 * here for each reader, by the same rule:
 * - a background request of the router (Sec-Fetch-Dest other than `document`): never;
 * - a language cookie already sent: written again only when it names another language;
 * - none sent: written when the browser's preferred language (Accept-Language) is not the page's.
 */

/**
 * The shop's language a browser prefers most (its Accept-Language, by weight, primary subtag);
 * the default language when it names none of ours; `undefined` when it sends none at all, as
 * next-intl's negotiation answers.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage?.trim()) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (found?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

export function localeCookieFor(
  request: { headers: Record<string, string | string[] | undefined> },
  locale: Locale,
  now: Date = new Date(),
): string | undefined {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
  const destination = single(request.headers['sec-fetch-dest']);
  if (destination !== undefined && destination !== 'document') return undefined;
  const sent = parseCookies(request.headers.cookie).find((cookie) => cookie.name === LOCALE_COOKIE_NAME);
  if (sent ? sent.value === locale : preferredLocale(single(request.headers['accept-language'])) === locale)
    return undefined;
  const expires = new Date(now.getTime() + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString();
  return `${LOCALE_COOKIE_NAME}=${locale}; Path=/; Expires=${expires}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`;
}
