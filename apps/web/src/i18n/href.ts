import type { UrlObject } from 'node:url';
import { type Locale, localizedPath } from './routing.ts';

/** A query as the site's links and redirects write it: each value as `String(value)`, arrays repeated. */
export type HrefQuery = Record<string, string | number | boolean | readonly (string | number | boolean)[]>;

/** A path without the locale (`/items`, `/signin?x=1`), or one with its query apart. */
export type Href = string | { pathname: string; query?: HrefQuery };

function serializedQuery(query: HrefQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

/** The URL a redirect to `href` in `locale` sends the browser to, its query written out. */
export function localizedUrl(locale: Locale, href: Href): string {
  if (typeof href === 'string') return localizedPath(locale, href);
  return localizedPath(locale, href.query ? href.pathname + serializedQuery(href.query) : href.pathname);
}

/** What a link to `href` in `locale` hands next/link: the path localized, an object's query left to it. */
export function localizedLinkHref(locale: Locale, href: Href): string | UrlObject {
  if (typeof href === 'string') return localizedPath(locale, href);
  return { ...href, pathname: localizedPath(locale, href.pathname) };
}
