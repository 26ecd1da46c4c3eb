import { describe, expect, it } from 'vitest';
import { decodeId, localeOf, pageParams, toLocale } from './page-params.ts';

describe('toLocale', () => {
  it('keeps a known locale and falls back to ja', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('ja')).toBe('ja');
    expect(toLocale('fr')).toBe('ja');
    expect(toLocale(undefined)).toBe('ja');
  });
});

describe('decodeId', () => {
  it('decodes percent-encoding and keeps a malformed segment as it is', () => {
    expect(decodeId('a%20b')).toBe('a b');
    expect(decodeId('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('localeOf / pageParams', () => {
  it('read the awaited params', async () => {
    expect(await localeOf(Promise.resolve({ locale: 'en' }))).toBe('en');
    expect(await pageParams(Promise.resolve({ locale: 'xx', id: 'p%2F1' }))).toEqual({
      locale: 'ja',
      id: 'p/1',
    });
  });
});
