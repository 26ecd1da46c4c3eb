import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';
import { localeCookieAssignment, withoutPageLocaleCookie } from './locale-cookie.ts';

describe('the locale cookie is written by the language switch only', () => {
  it('takes the cookie next-intl wrote for the page off the answer and keeps the other cookies', () => {
    const response = NextResponse.next();
    response.cookies.set(LOCALE_COOKIE_NAME, 'en', {
      path: '/',
      sameSite: 'lax',
      maxAge: LOCALE_COOKIE_MAX_AGE,
    });
    response.cookies.set('hatake_session', 'sealed', { path: '/', httpOnly: true });
    const cookies = withoutPageLocaleCookie(response).headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('NEXT_LOCALE='))).toBe(false);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^hatake_session=sealed;/);
  });

  it('leaves an answer without the cookie alone', () => {
    expect(withoutPageLocaleCookie(NextResponse.next()).headers.get('set-cookie')).toBeNull();
  });

  it('writes the choice through document.cookie, Secure on an HTTPS page only', () => {
    expect(localeCookieAssignment('ja', false)).toBe(
      'NEXT_LOCALE=ja; path=/; max-age=31536000; samesite=lax',
    );
    expect(localeCookieAssignment('en', true)).toBe(
      'NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax; secure',
    );
  });
});
