import { MAX_OFFSET } from '@hatake/contract/values';

/** Page size of every storefront list (the API default). */
export const PAGE_SIZE = 20;

/**
 * The deepest page a list of PAGE_SIZE can have: its offset is the API's MAX_OFFSET. A deeper
 * `?page=` is read as this one, so the API is still asked (a larger offset is its 400) and the page
 * learns the real total, then redirects to the last page like any other page past the end.
 */
export const MAX_PAGE = Math.floor(MAX_OFFSET / PAGE_SIZE) + 1;

/**
 * `?page=` as a 1-based page number. Anything that is not a page number (missing, 0, negative,
 * decimal, text, more than 6 digits) is page 1 — the list's first page, as a link without `?page`.
 */
export function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}

/**
 * Where a list page past its end sends the shopper (docs/product.md, "Paging"): the last page,
 * when the requested one lies beyond it, else `undefined` (render as asked). An empty list's last
 * page is page 1. Only for a list whose total is known: a failed load must not redirect.
 */
export function pageBeyondLast(page: number, total: number, limit = PAGE_SIZE): number | undefined {
  const last = pageCount(total, limit);
  return page > last ? last : undefined;
}

/** Search params as Next hands them to a page. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/**
 * The query string (`?…`, or "" when empty) of the same request on `page`: every other parameter is
 * kept as it came, `page` is replaced, and dropped for page 1 (the list's own URL).
 */
export function queryWithPage(params: PageSearchParams, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function pageOffset(page: number, limit = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * limit;
}

export function pageCount(total: number, limit = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

export type PageItem = number | 'gap';

/**
 * The page links to show: always the first and last page, the current one and `siblings` on each
 * side, with a gap where pages are skipped (1 … 4 5 6 … 12). A gap never stands for a single page.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 1) return [1];
  const page = Math.min(Math.max(1, current), count);
  const wanted = new Set<number>([1, count]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= count) wanted.add(p);
  // Fill a gap of exactly one page with that page.
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined) {
      if (p - previous === 2) items.push(previous + 1);
      else if (p - previous > 2) items.push('gap');
    }
    items.push(p);
  }
  return items;
}
