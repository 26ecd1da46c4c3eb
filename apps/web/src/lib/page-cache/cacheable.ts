import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { DEFAULT_LOCALE, LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';
import { isBotUserAgent } from '../bot-agent.ts';

/*
 * Which requests the page cache may answer (docs/adr/0016): anonymous reads of catalogue pages.
 * Everything here is decided from the request alone, so every rule is unit-tested.
 */

/** The catalogue pages, after an optional `/en` prefix: what every visitor sees alike. */
const CATALOGUE_PATHS = [
  /^\/$/,
  /^\/items\/?$/,
  /^\/items\/[^/]+\/?$/,
  /^\/experiences\/?$/,
  /^\/experiences\/[^/]+\/?$/,
  /^\/marches\/?$/,
  /^\/coordinator\/[^/]+\/?$/,
  /^\/live\/[^/]+\/?$/,
];

/** `/experiences/purchase` is the purchase form, not an experience. */
const NOT_CATALOGUE = [/^\/experiences\/purchase\/?$/];

/**
 * Cookies that change nothing in a catalogue page: the language choice (read only by the redirect
 * of `/`, which {@link pageCacheKey} leaves to Next.js). Any other cookie — the sealed session, the
 * guest cart's session id, a checkout draft, one added tomorrow — sends the request past the cache,
 * so visitor state never enters or leaves it.
 */
const HARMLESS_COOKIES = new Set([LOCALE_COOKIE_NAME]);

/** Request headers that make Next.js answer something other than the page's full HTML. */
const NEXT_VARIANT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
];

export type PageRequest = {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
};

/** `/en/items` → `/items`; the locale is kept in the key through the full path. */
function withoutLocale(pathname: string): { locale: 'ja' | 'en'; rest: string } {
  if (pathname === '/en') return { locale: 'en', rest: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', rest: pathname.slice(3) };
  return { locale: 'ja', rest: pathname };
}

export function isCataloguePath(pathname: string): boolean {
  const { rest } = withoutLocale(pathname);
  return CATALOGUE_PATHS.some((pattern) => pattern.test(rest)) && !NOT_CATALOGUE.some((p) => p.test(rest));
}

/** The cookies a `Cookie` header carries, as name and value. */
export function parseCookies(header: string | string[] | undefined): { name: string; value: string }[] {
  const joined = Array.isArray(header) ? header.join('; ') : (header ?? '');
  return joined
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0
        ? { name: part.trim(), value: '' }
        : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    })
    .filter((cookie) => cookie.name !== '');
}

function single(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * What the HTML of a page depends on besides its path and query: Next.js renders crawlers'
 * metadata differently (its bot type), our not-found screen knows crawlers (lib/bot-agent.ts), and
 * absolute URLs (hreflang links) follow the host and, behind a trusted proxy, the forwarded ones.
 */
function variantOf(headers: PageRequest['headers']): string {
  const agent = single(headers['user-agent']);
  return [
    getBotType(agent) ?? 'browser',
    isBotUserAgent(agent) ? 'crawler' : 'visitor',
    single(headers.host),
    single(headers['x-forwarded-host']),
    single(headers['x-forwarded-proto']),
  ].join('\n');
}

export type CacheableRequest = { key: string; locale: 'ja' | 'en'; path: string };

/**
 * The cache key of an anonymous catalogue read, or `undefined` when the request must be rendered
 * for itself: another method, another page, a router (RSC) request, any cookie but the language
 * choice, and `/` with a language cookie other than Japanese (it may redirect, lib/i18n/root-redirect.ts).
 */
export function pageCacheKey(request: PageRequest): CacheableRequest | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const raw = request.url ?? '/';
  if (!raw.startsWith('/')) return undefined;
  const url = new URL(raw, 'http://storefront.invalid');
  if (url.searchParams.has('_rsc')) return undefined;
  if (!isCataloguePath(url.pathname)) return undefined;
  if (NEXT_VARIANT_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  const cookies = parseCookies(request.headers.cookie);
  if (cookies.some((cookie) => !HARMLESS_COOKIES.has(cookie.name))) return undefined;
  if (url.pathname === '/' && cookies.some((cookie) => cookie.value !== DEFAULT_LOCALE)) return undefined;
  const { locale } = withoutLocale(url.pathname);
  const path = `${url.pathname}${url.search}`;
  return { key: `${variantOf(request.headers)}\n${path}`, locale, path };
}
