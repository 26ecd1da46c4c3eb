import { describe, expect, it } from 'vitest';
import { hmac, safeEqual } from './crypto.ts';

const secret = new TextEncoder().encode('x'.repeat(32));

describe('hmac', () => {
  it('is keyed and deterministic', () => {
    expect(hmac(secret, 'm')).toBe(hmac(secret, 'm'));
    expect(hmac(secret, 'm')).not.toBe(hmac(new TextEncoder().encode('y'.repeat(32)), 'm'));
    expect(hmac(secret, 'm')).toMatch(/^[\w-]{43}$/);
  });
});

describe('safeEqual', () => {
  it('compares strings of any length without throwing', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
