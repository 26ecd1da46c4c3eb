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
 * The cookie the language switch writes again on an HTTPS page, over next-intl's own write on click:
 * the same 365 days and SameSite=Lax, set through the Cookie Store API, which makes it Secure (as
 * the session cookie; a fixed Secure would lose it on a plain-http development origin, where
 * next-intl's write stands).
 */
export function switchLocaleCookie(locale: Locale, now: number): CookieInit {
  return {
    name: LOCALE_COOKIE_NAME,
    value: locale,
    path: '/',
    sameSite: 'lax',
    expires: now + LOCALE_COOKIE_MAX_AGE * 1000,
  };
}
