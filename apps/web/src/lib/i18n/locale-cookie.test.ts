import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '../../i18n/routing.ts';
import { isSecureRequest } from '../auth/cookie.ts';
import { secureLocaleCookie } from './locale-cookie.ts';

const withLocaleCookie = () => {
  const response = NextResponse.next();
  response.cookies.set(LOCALE_COOKIE_NAME, 'en', {
    path: '/',
    sameSite: 'lax',
    maxAge: LOCALE_COOKIE_MAX_AGE,
  });
  return response;
};

describe('NEXT_LOCALE cookie Secure in production', () => {
  it('is Secure in production on a public host, keeping its other attributes', () => {
    const secure = isSecureRequest({ host: 'shop.example.jp', production: true });
    const header = secureLocaleCookie(withLocaleCookie(), secure).headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^NEXT_LOCALE=en;/);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE}`);
  });

  it('is Secure behind an HTTPS proxy, and not on a plain-http development origin', () => {
    expect(
      secureLocaleCookie(
        withLocaleCookie(),
        isSecureRequest({ forwardedProto: 'https', host: 'localhost:3000' }),
      ).headers.get('set-cookie'),
    ).toMatch(/; Secure/i);
    expect(
      secureLocaleCookie(
        withLocaleCookie(),
        isSecureRequest({ host: 'localhost:3000', production: false }),
      ).headers.get('set-cookie'),
    ).not.toMatch(/Secure/i);
  });

  it('leaves a response without the cookie alone', () => {
    expect(secureLocaleCookie(NextResponse.next(), true).headers.get('set-cookie')).toBeNull();
  });
});
