import { isLocale, type Locale } from '../../i18n/routing.ts';

/** Any origin works as the base: only whether a target stays on it matters. */
const BASE = new URL('http://storefront.invalid');

const MAX_LENGTH = 2048;

// Browsers drop tab, CR and LF anywhere in a URL and read `\` as `/`, so `/\t/evil.example` and
// `/\evil.example` both become the scheme-relative `//evil.example`. Other C0 controls and DEL have
// no place in a path either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * Some layer (a form, a cookie, a query string) may decode the target once more before a browser
 * sees it, so `/%2F%2Fevil.example` or `/%09/evil.example` must be judged decoded too. Three rounds
 * cover any realistic chain; a malformed escape is refused rather than guessed at.
 */
const DECODE_ROUNDS = 3;

function decodedForms(raw: string): string[] | undefined {
  const forms = [raw];
  let current = raw;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** A path that a browser resolves on the current origin, whatever it does with the text first. */
function looksSameOrigin(form: string): boolean {
  return form.startsWith('/') && !form.startsWith('//') && !FORBIDDEN.test(form);
}

function normalise(raw: string): string | undefined {
  if (raw.length > MAX_LENGTH) return undefined;
  const forms = decodedForms(raw);
  if (!forms?.every(looksSameOrigin)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path to send a shopper to after signing in (or any other "come back to" target): only a path
 * on this site, judged as a browser would read it; anything else becomes `fallback`. The result is
 * the parsed path (`/a/../b` → `/b`), checked once more, because dot segments can turn a harmless
 * looking `/.//evil.example` into `//evil.example`.
 */
export function safeRedirect(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string') return fallback;
  const once = normalise(raw);
  if (once === undefined) return fallback;
  return normalise(once) === once ? once : fallback;
}

/**
 * `/en/account` → `{ locale: 'en', path: '/account' }`; `/account` → `{ path: '/account' }`.
 * Redirects add the locale prefix themselves, so a target that already carries one must give it up
 * (and keep its language) instead of becoming `/en/en/account`.
 */
export function splitLocalePrefix(path: string): { locale?: Locale; path: string } {
  const match = /^\/([^/?#]+)(?=$|[/?#])(.*)$/.exec(path);
  const [, segment, rest = ''] = match ?? [];
  if (!isLocale(segment)) return { path };
  if (rest === '' || rest.startsWith('/')) return { locale: segment, path: rest || '/' };
  return { locale: segment, path: `/${rest}` };
}
