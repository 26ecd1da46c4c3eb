import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, strongEtag } from './http-caching.ts';

describe('strongEtag', () => {
  it('is a quoted strong tag that differs when one byte differs', () => {
    const tag = strongEtag('{"price":100}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(strongEtag(Buffer.from('{"price":100}'))).toBe(tag);
    expect(strongEtag('{"price":101}')).not.toBe(tag);
  });
});

describe('ifNoneMatchHits', () => {
  const tag = '"abc"';
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
  ])('%s → %s', (header, hits) => {
    expect(ifNoneMatchHits(header, tag)).toBe(hits);
  });
  it('is false without the header', () => {
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
