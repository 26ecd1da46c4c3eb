import { describe, expect, it } from 'vitest';
import {
  assertCallbackUrl,
  callbackOriginsOf,
  REQUEST_ID_PATTERN,
  requestDigestOf,
} from './request-rules.ts';

describe('requestId shape', () => {
  const valid = (id: string) => new RegExp(REQUEST_ID_PATTERN).test(id);
  it('takes 1–64 characters of [A-Za-z0-9_-] (the ids the price calls hand out fit)', () => {
    expect(valid('Ab3_-')).toBe(true);
    expect(valid('x'.repeat(64))).toBe(true);
    expect(valid('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });
  it('refuses the empty id, 65 characters and anything outside the set', () => {
    for (const id of ['', 'x'.repeat(65), 'a b', 'a/b', 'a.b', 'ä', 'a\n']) expect(valid(id)).toBe(false);
  });
});

describe('callbackUrl origins', () => {
  const origins = callbackOriginsOf('https://shop.example.jp', ['https://app.example.jp/', 'not a url']);
  it('allows the shop’s own origin and the configured ones', () => {
    expect(() =>
      assertCallbackUrl('https://shop.example.jp/v1/purchase/complete?x=1', origins),
    ).not.toThrow();
    expect(() => assertCallbackUrl('https://app.example.jp/done', origins)).not.toThrow();
  });
  it('refuses another origin (scheme, host or port) with 400 naming callbackUrl', () => {
    for (const url of [
      'https://evil.example/landing',
      'http://shop.example.jp/v1/purchase/complete',
      'https://shop.example.jp:8443/x',
      'https://shop.example.jp.evil.example/x',
      'https://evil.example/@shop.example.jp',
      'nonsense',
    ]) {
      expect(() => assertCallbackUrl(url, origins), url).toThrow(/callbackUrl/);
    }
  });
});

describe('request digest', () => {
  const body = {
    requestId: 'r1',
    total: 1000,
    paymentMethod: 2,
    callbackUrl: 'https://s/x',
    party: { a: 1, b: 2 },
  };
  it('is the same for the same body in any key order, and ignores card data', () => {
    const reordered = {
      party: { b: 2, a: 1 },
      callbackUrl: 'https://s/x',
      paymentMethod: 2,
      total: 1000,
      requestId: 'r1',
    };
    expect(requestDigestOf(reordered)).toBe(requestDigestOf(body));
    expect(requestDigestOf({ ...body, creditCard: { number: '4111' } })).toBe(requestDigestOf(body));
  });
  it('differs for another total, method, callback, nested field or path parameter', () => {
    const digest = requestDigestOf(body, { experienceId: 'e1' });
    for (const other of [
      requestDigestOf({ ...body, total: 1001 }, { experienceId: 'e1' }),
      requestDigestOf({ ...body, paymentMethod: 5 }, { experienceId: 'e1' }),
      requestDigestOf({ ...body, callbackUrl: 'https://s/y' }, { experienceId: 'e1' }),
      requestDigestOf({ ...body, party: { a: 1, b: 3 } }, { experienceId: 'e1' }),
      requestDigestOf(body, { experienceId: 'e2' }),
    ])
      expect(other).not.toBe(digest);
  });
});
