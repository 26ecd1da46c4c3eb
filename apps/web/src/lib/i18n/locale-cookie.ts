import type { NextResponse } from 'next/server';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type Locale } from '../../i18n/routing.ts';

/*
 * Only the language switch chooses the language kept in the `NEXT_LOCALE` cookie (docs/product.md
 * #languages). next-intl's middleware would also write it for the locale of every page opened, so
 * one English link someone shared would turn a typed `/` into English for good; the proxy takes
 * that cookie off every answer, and the page cache writes none.
 */

const isLocaleCookie = (header: string) => header.startsWith(`${LOCALE_COOKIE_NAME}=`);

/** `response` without the locale cookie next-intl wrote for the page's own locale (other cookies kept). */
export function withoutPageLocaleCookie(response: NextResponse): NextResponse {
  const cookies = response.headers.getSetCookie();
  if (!cookies.some(isLocaleCookie)) return response;
  response.headers.delete('set-cookie');
  for (const cookie of cookies.filter((header) => !isLocaleCookie(header))) {
    response.headers.append('set-cookie', cookie);
  }
  return response;
}

/**
 * The cookie the language switch writes on click, as a `document.cookie` assignment: the language for
 * 365 days, SameSite=Lax, on the whole site (the attributes next-intl's locale-changing link wrote),
 * and Secure on an HTTPS page, as the session cookie is (a fixed Secure would lose the choice on a
 * plain-http development origin, where the browser refuses to store a Secure cookie).
 */
export function localeCookieAssignment(locale: Locale, secure: boolean): string {
  const attributes = `path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  return `${LOCALE_COOKIE_NAME}=${locale}; ${attributes}${secure ? '; secure' : ''}`;
}
