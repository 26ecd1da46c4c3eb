import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';
import { switchLocaleCookie, withoutPageLocaleCookie } from './locale-cookie.ts';

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

  it('writes the switch’s choice for 365 days, SameSite=Lax, on the whole site', () => {
    expect(switchLocaleCookie('en', 1_000)).toEqual({
      name: 'NEXT_LOCALE',
      value: 'en',
      path: '/',
      sameSite: 'lax',
      expires: 1_000 + LOCALE_COOKIE_MAX_AGE * 1000,
    });
  });
});
