import { describe, expect, it } from 'vitest';
import { hasFilter, itemsHref, parseItemsQuery } from './items-query.ts';

describe('parseItemsQuery', () => {
  it('reads the known params and defaults the rest', () => {
    expect(parseItemsQuery({})).toEqual({
      page: 1,
      sort: 'recommend',
      categoryId: undefined,
      productTypeId: undefined,
      coordinatorId: undefined,
    });
    expect(
      parseItemsQuery({ page: '2', sort: 'priceAsc', category: 'c1', type: ' t1 ', coordinator: 'k1' }),
    ).toEqual({ page: 2, sort: 'priceAsc', categoryId: 'c1', productTypeId: 't1', coordinatorId: 'k1' });
  });

  it('ignores an unknown sort and empty ids', () => {
    const query = parseItemsQuery({ sort: 'cheapest', category: '', coordinator: '  ' });
    expect(query.sort).toBe('recommend');
    expect(hasFilter(query)).toBe(false);
  });
});

describe('itemsHref', () => {
  const base = parseItemsQuery({ page: '3', sort: 'newer', category: 'c1', type: 't1' });

  it('keeps the other params and resets the page when a filter changes', () => {
    expect(itemsHref(base, { sort: 'priceDesc' })).toBe('/items?category=c1&type=t1&sort=priceDesc');
    expect(itemsHref(base, { coordinatorId: 'k 1' })).toBe(
      '/items?category=c1&type=t1&coordinator=k+1&sort=newer',
    );
  });

  it('changes only the page for paging links', () => {
    expect(itemsHref(base, { page: 4 })).toBe('/items?category=c1&type=t1&sort=newer&page=4');
    expect(itemsHref(base, { page: 1 })).toBe('/items?category=c1&type=t1&sort=newer');
  });

  it('drops the product type when another category is picked, and defaults', () => {
    expect(itemsHref(base, { categoryId: 'c2' })).toBe('/items?category=c2&sort=newer');
    expect(itemsHref(base, { categoryId: undefined, sort: 'recommend' })).toBe('/items');
  });
});
