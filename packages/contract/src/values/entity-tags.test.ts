import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './entity-tags.ts';

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
