/** Page size of every storefront list (the API default). */
export const PAGE_SIZE = 20;

/** `?page=` as a 1-based page number; anything unusable is page 1. */
export function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
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
