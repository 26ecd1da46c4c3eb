import { parsePrefectureCode, SEARCH_LIMITS } from '@hatake/contract/values';
import type { ProductSort } from '@/lib/api/types.ts';
import { parsePage } from '../pagination.ts';

export const SORTS = [
  'recommend',
  'newer',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly ProductSort[];

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The /items query: `?q&page&sort&category&type&coordinator&prefecture&minPrice&maxPrice` (ids are
 * opaque strings; docs/rules/search.md).
 */
export type ItemsQuery = {
  page: number;
  sort: ProductSort;
  categoryId: string | undefined;
  productTypeId: string | undefined;
  coordinatorId: string | undefined;
  /** Keywords, trimmed, at most SEARCH_LIMITS.query characters. */
  q: string | undefined;
  /** Origin prefecture 1–47. */
  prefectureCode: number | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
};

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed.slice(0, 128) : undefined;
}

/** The keywords of `?q=`: blank is none; longer than the API takes is cut (counted in characters). */
export function parseKeywords(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? [...trimmed].slice(0, SEARCH_LIMITS.query).join('').trim() : undefined;
}

/** A yen amount: digits only (full-width digits too), within the API's range; anything else is none. */
export function parseYen(value: string | string[] | undefined): number | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.normalize('NFKC').trim().replaceAll(',', '');
  if (!first || !/^\d{1,10}$/.test(first)) return undefined;
  const yen = Number(first);
  return yen <= SEARCH_LIMITS.price ? yen : undefined;
}

function isSort(value: string | undefined): value is ProductSort {
  return (SORTS as readonly string[]).includes(value ?? '');
}

export function parseItemsQuery(params: SearchParams): ItemsQuery {
  const sort = single(params.sort);
  return {
    page: parsePage(params.page),
    sort: isSort(sort) ? sort : 'recommend',
    categoryId: single(params.category),
    productTypeId: single(params.type),
    coordinatorId: single(params.coordinator),
    q: parseKeywords(params.q),
    prefectureCode: parsePrefectureCode(params.prefecture),
    minPrice: parseYen(params.minPrice),
    maxPrice: parseYen(params.maxPrice),
  };
}

/** Whether the price range cannot match anything (the API refuses it: the page says so instead). */
export function priceRangeInverted(query: Pick<ItemsQuery, 'minPrice' | 'maxPrice'>): boolean {
  return query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice;
}

/**
 * `/items?…` for the current query with some fields changed. Changing a filter or the sort goes back
 * to page 1; defaults (`recommend`, page 1) are left out so every list has one canonical URL.
 */
export function itemsHref(current: ItemsQuery, change: Partial<ItemsQuery>): string {
  const next: ItemsQuery = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  // A product type belongs to one category: picking another category clears the type.
  if ('categoryId' in change && !('productTypeId' in change) && change.categoryId !== current.categoryId) {
    next.productTypeId = undefined;
  }
  const query = new URLSearchParams();
  if (next.q) query.set('q', next.q);
  if (next.categoryId) query.set('category', next.categoryId);
  if (next.productTypeId) query.set('type', next.productTypeId);
  if (next.coordinatorId) query.set('coordinator', next.coordinatorId);
  if (next.prefectureCode) query.set('prefecture', String(next.prefectureCode));
  if (next.minPrice !== undefined) query.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) query.set('maxPrice', String(next.maxPrice));
  if (next.sort !== 'recommend') query.set('sort', next.sort);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `/items?${text}` : '/items';
}

/** Whether any filter or keyword (not the sort or the page) is set. */
export function hasFilter(query: ItemsQuery): boolean {
  return Boolean(
    query.q ||
      query.categoryId ||
      query.productTypeId ||
      query.coordinatorId ||
      query.prefectureCode ||
      query.minPrice !== undefined ||
      query.maxPrice !== undefined,
  );
}

/** How many filters of the filter form are set (the keywords, sort and page aside): its badge. */
export function activeFilterCount(query: ItemsQuery): number {
  return [
    query.categoryId,
    query.productTypeId,
    query.coordinatorId,
    query.prefectureCode,
    query.minPrice !== undefined || query.maxPrice !== undefined,
  ].filter(Boolean).length;
}

/** The query without the filter form's filters: what "clear" links to (the keywords stay). */
export function withoutFilters(query: ItemsQuery): ItemsQuery {
  return {
    ...query,
    categoryId: undefined,
    productTypeId: undefined,
    coordinatorId: undefined,
    prefectureCode: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    page: 1,
  };
}

/**
 * The query with one category: a product type belongs to one category, so when a type is chosen its
 * category is the active one (a `category` in the URL that disagrees is dropped). Every control of
 * /items — chips, the filter form, sort, pagination — is built from this one query.
 */
export function withTypeCategory(
  query: ItemsQuery,
  productTypes: readonly { id: string; categoryId: string }[],
): ItemsQuery {
  if (!query.productTypeId) return query;
  const type = productTypes.find((t) => t.id === query.productTypeId);
  return type ? { ...query, categoryId: type.categoryId } : query;
}

/**
 * The filter form's category and type after the shopper changed one of them: a type whose category
 * is not the chosen one is cleared, and choosing a type chooses its category — so what is submitted
 * never contradicts itself.
 */
export function syncCategoryAndType(
  changed: 'category' | 'type',
  current: { categoryId: string; productTypeId: string },
  categoryOfType: Readonly<Record<string, string>>,
): { categoryId: string; productTypeId: string } {
  const typeCategory = current.productTypeId ? categoryOfType[current.productTypeId] : undefined;
  if (changed === 'type') {
    return { categoryId: typeCategory ?? current.categoryId, productTypeId: current.productTypeId };
  }
  const keepType = typeCategory !== undefined && typeCategory === current.categoryId;
  return { categoryId: current.categoryId, productTypeId: keepType ? current.productTypeId : '' };
}

/**
 * Where a submitted filter form leads: its fields in order, blank ones left out (`?q=&type=` is the
 * same list as none), so the address bar shows the list's canonical URL.
 */
export function filterFormHref(action: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
  }
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}
