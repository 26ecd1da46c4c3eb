import type { ProductSort } from '@/lib/api/types.ts';
import { parsePage } from '../pagination.ts';

export const SORTS = [
  'recommend',
  'newer',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly ProductSort[];

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** The /items query: `?page&sort&category&type&coordinator` (ids are opaque strings). */
export type ItemsQuery = {
  page: number;
  sort: ProductSort;
  categoryId: string | undefined;
  productTypeId: string | undefined;
  coordinatorId: string | undefined;
};

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed.slice(0, 128) : undefined;
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
  };
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
  if (next.categoryId) query.set('category', next.categoryId);
  if (next.productTypeId) query.set('type', next.productTypeId);
  if (next.coordinatorId) query.set('coordinator', next.coordinatorId);
  if (next.sort !== 'recommend') query.set('sort', next.sort);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `/items?${text}` : '/items';
}

/** Whether any filter (not the sort or the page) is set. */
export function hasFilter(query: ItemsQuery): boolean {
  return Boolean(query.categoryId || query.productTypeId || query.coordinatorId);
}
