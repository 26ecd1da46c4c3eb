import { describe, expect, it } from 'vitest';
import { strongEtag } from './http-caching.ts';

describe('strongEtag', () => {
  it('is a quoted strong tag that differs when one byte differs', () => {
    const tag = strongEtag('{"price":100}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(strongEtag(Buffer.from('{"price":100}'))).toBe(tag);
    expect(strongEtag('{"price":101}')).not.toBe(tag);
  });
});
