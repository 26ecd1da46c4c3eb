import { describe, expect, it } from 'vitest';
import { decodeOAuthState, encodeOAuthState, isOAuthProvider, oauthRedirectUri } from './oauth.ts';

describe('OAuth helpers', () => {
  it('round-trips the started attempt', () => {
    const attempt = { provider: 'google', state: 'abc-123', redirect: '/account?x=1', locale: 'en' } as const;
    expect(decodeOAuthState(encodeOAuthState(attempt))).toEqual(attempt);
    expect(decodeOAuthState(encodeOAuthState({ ...attempt, redirect: '/a:b', locale: 'ja' }))).toEqual({
      ...attempt,
      redirect: '/a:b',
      locale: 'ja',
    });
  });

  it('falls back to Japanese for a missing or unknown locale (cookies from before the locale was kept)', () => {
    expect(decodeOAuthState('line:abc:%2Faccount')).toEqual({
      provider: 'line',
      state: 'abc',
      redirect: '/account',
      locale: 'ja',
    });
    expect(decodeOAuthState('line:abc:%2F:fr')?.locale).toBe('ja');
  });

  it('open redirect after sign-in: a planted state cookie cannot send the shopper off-site', () => {
    expect(decodeOAuthState('google:abc:%2F%09%2Fevil.example%2F:en')?.redirect).toBe('/');
    expect(decodeOAuthState('google:abc:https%3A%2F%2Fevil.example:en')?.redirect).toBe('/');
    expect(decodeOAuthState('google:abc:%2Fen%2Faccount:en')?.redirect).toBe('/en/account');
  });

  it('rejects unknown providers and empty states', () => {
    expect(decodeOAuthState('github:abc:%2F')).toBeUndefined();
    expect(decodeOAuthState('line::%2F')).toBeUndefined();
    expect(decodeOAuthState(undefined)).toBeUndefined();
    expect(isOAuthProvider('line')).toBe(true);
    expect(isOAuthProvider('x')).toBe(false);
  });

  it('uses the locale-less callback path', () => {
    expect(oauthRedirectUri('https://shop.example/', 'line')).toBe('https://shop.example/auth/line/signin');
  });
});
