import { describe, expect, it } from 'vitest';
import { localeCookieFor, preferredLocale } from './locale-cookie.ts';

describe('preferredLocale', () => {
  it('takes the heaviest of our languages, the default when none is ours, nothing without a header', () => {
    expect(preferredLocale('en-US,en;q=0.9')).toBe('en');
    expect(preferredLocale('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(preferredLocale('fr;q=0.9,en;q=0.8,ja;q=0.85')).toBe('ja');
    expect(preferredLocale('de')).toBe('ja');
    expect(preferredLocale('en;q=0, ja;q=0.1')).toBe('ja');
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
  });
});

describe('localeCookieFor', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  it('remembers a page language the browser does not prefer', () => {
    const cookie = localeCookieFor({ headers: { 'accept-language': 'en-US' } }, 'ja', at);
    expect(cookie).toBe(
      'NEXT_LOCALE=ja; Path=/; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Max-Age=31536000; SameSite=lax',
    );
    expect(localeCookieFor({ headers: {} }, 'en', at)).toMatch(/^NEXT_LOCALE=en;/);
  });

  it('writes nothing when the browser prefers the page language anyway', () => {
    expect(localeCookieFor({ headers: { 'accept-language': 'en-US,en' } }, 'en')).toBeUndefined();
  });

  it('follows a cookie the visitor sent: rewritten only when it names another language', () => {
    expect(localeCookieFor({ headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'en' } }, 'ja')).toMatch(
      /^NEXT_LOCALE=ja;/,
    );
    expect(
      localeCookieFor({ headers: { cookie: 'NEXT_LOCALE=ja', 'accept-language': 'en' } }, 'ja'),
    ).toBeUndefined();
  });

  it('leaves background requests alone', () => {
    expect(localeCookieFor({ headers: { 'sec-fetch-dest': 'empty' } }, 'en')).toBeUndefined();
    expect(localeCookieFor({ headers: { 'sec-fetch-dest': 'document' } }, 'en')).toMatch(/^NEXT_LOCALE=en;/);
  });
});
