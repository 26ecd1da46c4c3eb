import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterFormHref,
  hasFilter,
  itemsHref,
  parseItemsQuery,
  parseKeywords,
  parseYen,
  priceRangeInverted,
  syncCategoryAndType,
  withoutFilters,
  withTypeCategory,
} from './items-query.ts';

describe('parseItemsQuery', () => {
  it('reads the known params and defaults the rest', () => {
    expect(parseItemsQuery({})).toEqual({
      page: 1,
      sort: 'recommend',
      categoryId: undefined,
      productTypeId: undefined,
      coordinatorId: undefined,
      q: undefined,
      prefectureCode: undefined,
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(
      parseItemsQuery({ page: '2', sort: 'priceAsc', category: 'c1', type: ' t1 ', coordinator: 'k1' }),
    ).toMatchObject({
      page: 2,
      sort: 'priceAsc',
      categoryId: 'c1',
      productTypeId: 't1',
      coordinatorId: 'k1',
    });
    expect(
      parseItemsQuery({ q: ' トマト　', prefecture: '47', minPrice: '１,０００', maxPrice: '3000' }),
    ).toMatchObject({ q: 'トマト', prefectureCode: 47, minPrice: 1000, maxPrice: 3000 });
  });

  it('ignores an unknown sort and empty ids', () => {
    const query = parseItemsQuery({ sort: 'cheapest', category: '', coordinator: '  ' });
    expect(query.sort).toBe('recommend');
    expect(hasFilter(query)).toBe(false);
  });

  it('ignores prefectures and prices out of range, and a blank query', () => {
    const query = parseItemsQuery({ prefecture: '48', minPrice: '-5', maxPrice: '1e3', q: ' 　' });
    expect(query).toMatchObject({ prefectureCode: undefined, minPrice: undefined, maxPrice: undefined });
    expect(query.q).toBeUndefined();
    expect(hasFilter(query)).toBe(false);
    expect(parseYen('99999999999')).toBeUndefined();
    expect(parseYen('0')).toBe(0);
    expect(hasFilter(parseItemsQuery({ minPrice: '0' }))).toBe(true);
  });

  it('cuts the keywords to 64 characters, never inside a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        const q = parseKeywords(text);
        if (q === undefined) return;
        expect([...q].length).toBeLessThanOrEqual(64);
        expect(q).toBe(q.trim());
        expect(q.length).toBeGreaterThan(0);
      }),
    );
  });

  it('knows an inverted price range', () => {
    expect(priceRangeInverted({ minPrice: 2000, maxPrice: 1000 })).toBe(true);
    expect(priceRangeInverted({ minPrice: 1000, maxPrice: 1000 })).toBe(false);
    expect(priceRangeInverted({ minPrice: 1000, maxPrice: undefined })).toBe(false);
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

  it('keeps the keywords, prefecture and price range with every change', () => {
    const searched = parseItemsQuery({ q: 'とまと 青森', prefecture: '2', minPrice: '0', maxPrice: '500' });
    expect(itemsHref(searched, { sort: 'priceAsc' })).toBe(
      '/items?q=%E3%81%A8%E3%81%BE%E3%81%A8+%E9%9D%92%E6%A3%AE&prefecture=2&minPrice=0&maxPrice=500&sort=priceAsc',
    );
    const next = new URLSearchParams(itemsHref(searched, { page: 2, categoryId: 'c1' }).split('?')[1]);
    expect(parseItemsQuery(Object.fromEntries(next))).toMatchObject({
      q: 'とまと 青森',
      prefectureCode: 2,
      minPrice: 0,
      maxPrice: 500,
      categoryId: 'c1',
      page: 2,
    });
  });

  it('round-trips any query through its URL', () => {
    const arbitraryQuery = fc.record({
      page: fc.integer({ min: 1, max: 500 }),
      sort: fc.constantFrom('recommend', 'newer', 'priceAsc', 'priceDesc' as const),
      categoryId: fc.option(fc.stringMatching(/^[\w-]{1,20}$/), { nil: undefined }),
      productTypeId: fc.constant(undefined),
      coordinatorId: fc.option(fc.stringMatching(/^[\w-]{1,20}$/), { nil: undefined }),
      q: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 }).map(parseKeywords), {
        nil: undefined,
      }),
      prefectureCode: fc.option(fc.integer({ min: 1, max: 47 }), { nil: undefined }),
      minPrice: fc.option(fc.nat(1_000_000), { nil: undefined }),
      maxPrice: fc.option(fc.nat(1_000_000), { nil: undefined }),
    });
    fc.assert(
      fc.property(arbitraryQuery, (query) => {
        const href = itemsHref(query, { page: query.page });
        const params = new URLSearchParams(href.split('?')[1] ?? '');
        expect(parseItemsQuery(Object.fromEntries(params))).toEqual(query);
      }),
    );
  });
});

describe('withTypeCategory', () => {
  const types = [
    { id: 'strawberry', categoryId: 'fruit' },
    { id: 'carrot', categoryId: 'vegetables' },
  ];

  it("makes a chosen type's category the active one, whatever the URL's category said", () => {
    const query = parseItemsQuery({ category: 'vegetables', type: 'strawberry', minPrice: '500' });
    expect(withTypeCategory(query, types)).toMatchObject({
      categoryId: 'fruit',
      productTypeId: 'strawberry',
      minPrice: 500,
    });
    expect(withTypeCategory(parseItemsQuery({ type: 'carrot' }), types).categoryId).toBe('vegetables');
  });

  it('leaves a query without a type, or with an unknown one, as it is', () => {
    const query = parseItemsQuery({ category: 'vegetables' });
    expect(withTypeCategory(query, types)).toBe(query);
    const unknown = parseItemsQuery({ category: 'vegetables', type: 'gone' });
    expect(withTypeCategory(unknown, types)).toBe(unknown);
  });
});

describe('syncCategoryAndType', () => {
  const categoryOfType = { strawberry: 'fruit', carrot: 'vegetables' };

  it('clears a type of another category when the category changes', () => {
    expect(
      syncCategoryAndType(
        'category',
        { categoryId: 'vegetables', productTypeId: 'strawberry' },
        categoryOfType,
      ),
    ).toEqual({ categoryId: 'vegetables', productTypeId: '' });
    expect(
      syncCategoryAndType('category', { categoryId: '', productTypeId: 'strawberry' }, categoryOfType),
    ).toEqual({ categoryId: '', productTypeId: '' });
  });

  it('keeps a type of the chosen category', () => {
    expect(
      syncCategoryAndType('category', { categoryId: 'fruit', productTypeId: 'strawberry' }, categoryOfType),
    ).toEqual({ categoryId: 'fruit', productTypeId: 'strawberry' });
  });

  it("chooses the type's category when a type is chosen, and keeps the category for 'all types'", () => {
    expect(
      syncCategoryAndType('type', { categoryId: 'vegetables', productTypeId: 'strawberry' }, categoryOfType),
    ).toEqual({ categoryId: 'fruit', productTypeId: 'strawberry' });
    expect(
      syncCategoryAndType('type', { categoryId: 'vegetables', productTypeId: '' }, categoryOfType),
    ).toEqual({ categoryId: 'vegetables', productTypeId: '' });
  });
});

describe('filterFormHref', () => {
  it('leaves blank fields out and keeps the order of the rest', () => {
    expect(
      filterFormHref('/en/items', [
        ['sort', 'priceAsc'],
        ['q', ''],
        ['category', 'vegetables'],
        ['type', ''],
        ['minPrice', ' 500 '],
        ['maxPrice', ''],
      ]),
    ).toBe('/en/items?sort=priceAsc&category=vegetables&minPrice=500');
  });

  it('is the bare path when nothing is filled', () => {
    expect(
      filterFormHref('/items', [
        ['q', '  '],
        ['category', ''],
      ]),
    ).toBe('/items');
  });

  it('encodes keywords', () => {
    expect(filterFormHref('/items', [['q', 'トマト & 梅']])).toBe(
      `/items?q=${encodeURIComponent('トマト').replaceAll('%20', '+')}+%26+${encodeURIComponent('梅')}`,
    );
  });
});

describe('activeFilterCount and withoutFilters', () => {
  it("counts the form's filters, a price range as one, never the keywords, sort or page", () => {
    expect(activeFilterCount(parseItemsQuery({ q: 'トマト', sort: 'newer', page: '3' }))).toBe(0);
    const query = parseItemsQuery({
      q: 'トマト',
      category: 'c1',
      type: 't1',
      coordinator: 'm1',
      prefecture: '13',
      minPrice: '100',
      maxPrice: '900',
    });
    expect(activeFilterCount(query)).toBe(5);
    expect(activeFilterCount(parseItemsQuery({ maxPrice: '0' }))).toBe(1);
  });

  it('clearing keeps the keywords and the sort, drops every filter and goes to page 1', () => {
    const query = parseItemsQuery({ q: 'トマト', sort: 'newer', page: '3', category: 'c1', minPrice: '100' });
    const cleared = withoutFilters(query);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(itemsHref(cleared, {})).toBe(`/items?${new URLSearchParams({ q: 'トマト', sort: 'newer' })}`);
  });
});
