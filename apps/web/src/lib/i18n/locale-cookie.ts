import type { NextResponse } from 'next/server';
import { LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';

/**
 * Marks the `NEXT_LOCALE` cookie next-intl wrote on `response` Secure when the request came over
 * HTTPS or the storefront runs in production (lib/auth/cookie.ts `isSecureRequest`, as the session
 * cookie). next-intl takes only fixed cookie options, and a fixed `secure: true` would lose the
 * cookie on a plain-http development origin.
 */
export function secureLocaleCookie(response: NextResponse, secure: boolean): NextResponse {
  if (!secure) return response;
  const cookie = response.cookies.get(LOCALE_COOKIE_NAME);
  if (cookie) response.cookies.set({ ...cookie, secure: true });
  return response;
}
