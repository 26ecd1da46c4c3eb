import { describe, expect, it } from 'vitest';
import {
  isSecureRequest,
  replaceCookie,
  SESSION_MAX_AGE,
  sessionCookieOptions,
  sessionStartedCookieOptions,
} from './cookie.ts';

describe('session cookie options', () => {
  it('is httpOnly, strict same-site, whole site', () => {
    expect(sessionCookieOptions(true)).toMatchObject({
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: true,
    });
  });

  it('the start marker is a browser-session cookie (no Max-Age) with the same protection', () => {
    expect(sessionCookieOptions(false).maxAge).toBe(SESSION_MAX_AGE);
    expect(sessionStartedCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: true,
    });
    expect(sessionStartedCookieOptions(false)).not.toHaveProperty('maxAge');
    expect(sessionStartedCookieOptions(false)).not.toHaveProperty('expires');
  });

  it('is Secure over https and in production away from localhost', () => {
    expect(isSecureRequest({ protocol: 'https:' })).toBe(true);
    expect(isSecureRequest({ protocol: 'http:', forwardedProto: 'https' })).toBe(true);
    expect(isSecureRequest({ protocol: 'http:', host: 'shop.example.com' })).toBe(false);
    expect(isSecureRequest({ protocol: 'http:', host: 'shop.example.com', production: true })).toBe(true);
    expect(isSecureRequest({ protocol: 'http:', host: 'localhost:3100', production: true })).toBe(false);
  });
});

describe('replaceCookie', () => {
  it('replaces, adds and removes one cookie', () => {
    expect(replaceCookie('a=1; s=old; b=2', 's', 'new')).toBe('a=1; b=2; s=new');
    expect(replaceCookie(null, 's', 'new')).toBe('s=new');
    expect(replaceCookie('a=1; s=old', 's', undefined)).toBe('a=1');
    expect(replaceCookie('ss=1', 's', undefined)).toBe('ss=1');
  });
});
