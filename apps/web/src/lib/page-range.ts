import { redirect } from 'next/navigation';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { PAGE_SIZE, type PageSearchParams, pageBeyondLast, queryWithPage } from './pagination.ts';

/**
 * A list page asked for a page past its end (`/items?page=999`) answers 307 to its last page with
 * every other parameter kept, instead of an empty 200 (docs/product.md, "Paging"). A redirect rather
 * than a 404: in Next 16.4 a page's notFound() renders an empty body until hydration
 * (lib/detail-routes.ts), and the last page is what a shopper following a stale link wants anyway.
 * Call it after the list loaded, outside any try/catch (redirect() throws), and only with a total
 * that came from the API: a failed load must render its error, not redirect.
 */
export function redirectPastLastPage(
  locale: Locale,
  path: string,
  searchParams: PageSearchParams,
  page: number,
  total: number,
  limit = PAGE_SIZE,
): void {
  const last = pageBeyondLast(page, total, limit);
  if (last !== undefined) redirect(`${localizedPath(locale, path)}${queryWithPage(searchParams, last)}`);
}
