import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOffset, parsePage } from './pagination.ts';

describe('pagination math', () => {
  it('parses ?page defensively', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['4', '5'])).toBe(4);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(1);
  });

  it('computes offsets and page counts', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(40);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(49)).toBe(3);
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    // A gap never hides a single page.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});
