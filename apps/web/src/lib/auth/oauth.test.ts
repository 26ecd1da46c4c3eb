import { describe, expect, it } from 'vitest';
import { decodeOAuthState, encodeOAuthState, isOAuthProvider, oauthRedirectUri } from './oauth.ts';

describe('OAuth helpers', () => {
  it('round-trips the started attempt', () => {
    const value = encodeOAuthState('google', 'abc-123', '/account?x=1');
    expect(decodeOAuthState(value)).toEqual({
      provider: 'google',
      state: 'abc-123',
      redirect: '/account?x=1',
    });
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
