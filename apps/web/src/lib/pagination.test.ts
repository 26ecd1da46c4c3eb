import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  PAGE_SIZE,
  pageBeyondLast,
  pageCount,
  pageItems,
  pageOffset,
  parsePage,
  queryWithPage,
} from './pagination.ts';

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
    expect(parsePage('')).toBe(1);
    expect(parsePage(' 3')).toBe(1);
    // Deeper than any list can page: the deepest page the API serves, which then redirects.
    expect(parsePage('999999')).toBe(MAX_PAGE);
    expect(pageOffset(MAX_PAGE)).toBe(100_000);
  });

  it('sends a page past the end to the last page, and leaves the others alone', () => {
    expect(pageBeyondLast(999, 45)).toBe(3);
    expect(pageBeyondLast(4, 60)).toBe(3);
    expect(pageBeyondLast(3, 60)).toBeUndefined();
    expect(pageBeyondLast(1, 0)).toBeUndefined();
    expect(pageBeyondLast(2, 0)).toBe(1);
    expect(pageBeyondLast(3, 25, 10)).toBeUndefined();
    expect(pageBeyondLast(4, 25, 10)).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_PAGE }),
        fc.integer({ min: 0, max: 200_000 }),
        (page, total) => {
          const target = pageBeyondLast(page, total);
          if (target === undefined) {
            // Rendered as asked: a page that exists (page 1 always does).
            expect(page).toBeLessThanOrEqual(pageCount(total));
          } else {
            // Redirected: to the last page, which exists and shows something unless the list is empty.
            expect(target).toBe(pageCount(total));
            expect(target).toBeLessThan(page);
            expect(pageOffset(target) < total || total === 0).toBe(true);
          }
        },
      ),
    );
  });

  it('keeps every other parameter when it changes the page', () => {
    expect(queryWithPage({ page: '999', category: 'veg', sort: 'newer' }, 3)).toBe(
      '?category=veg&sort=newer&page=3',
    );
    expect(queryWithPage({ page: '999' }, 1)).toBe('');
    expect(queryWithPage({ page: '9', tag: ['a', 'b'], none: undefined }, 1)).toBe('?tag=a&tag=b');
    expect(queryWithPage({ q: 'トマト & 梨' }, 2)).toBe(
      '?q=%E3%83%88%E3%83%9E%E3%83%88+%26+%E6%A2%A8&page=2',
    );
    expect(PAGE_SIZE).toBe(20);
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
