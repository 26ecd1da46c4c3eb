import type { MetadataRoute } from 'next';
import { LOCALES, localizedPath } from '../../i18n/routing.ts';
import { absoluteUrl } from './site.ts';

type ChangeFrequency = MetadataRoute.Sitemap[number]['changeFrequency'];

export type SitemapPage = {
  /** Locale-less path, e.g. `/items/abc`. */
  path: string;
  changeFrequency?: ChangeFrequency;
  priority?: number;
};

/**
 * The public pages that are not one item (docs/product.md, "Crawlers"). `/spots` is public (anyone
 * reads the spots; only adding one needs a member), so it is listed; the member, checkout, review
 * and sign-in pages are not (they are also disallowed in robots.txt, see robots.ts).
 */
export const STATIC_PAGES: readonly SitemapPage[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/items', changeFrequency: 'daily', priority: 0.9 },
  { path: '/marches', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/experiences', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/live', changeFrequency: 'daily', priority: 0.7 },
  { path: '/volunteer', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/spots', changeFrequency: 'weekly', priority: 0.5 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/guide', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-of-use', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/legal-notice', changeFrequency: 'yearly', priority: 0.2 },
];

/** One kind of detail page: how to list its ids, the page they go to, and how it ranks. */
export type SitemapSource = {
  kind: string;
  /** The route's locale-less prefix, e.g. `/items` (an id `a b` becomes `/items/a%20b`). */
  prefix: string;
  priority: number;
  changeFrequency: ChangeFrequency;
  listIds: () => Promise<readonly string[]>;
};

/**
 * The detail pages of every source, each path once (a schedule can be both a live and an archive
 * while the lists refresh). A source whose listing fails is left out and reported to `onError`, so
 * one failing API list never takes the whole sitemap down.
 */
export async function detailPages(
  sources: readonly SitemapSource[],
  onError: (kind: string, error: unknown) => void,
): Promise<SitemapPage[]> {
  const listed = await Promise.all(
    sources.map(async (source) => {
      try {
        return { source, ids: await source.listIds() };
      } catch (error) {
        onError(source.kind, error);
        return { source, ids: [] };
      }
    }),
  );
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  for (const { source, ids } of listed) {
    for (const id of ids) {
      const path = `${source.prefix}/${encodeURIComponent(id)}`;
      if (!id || seen.has(path)) continue;
      seen.add(path);
      pages.push({ path, changeFrequency: source.changeFrequency, priority: source.priority });
    }
  }
  return pages;
}

/** One entry per locale for each page, every entry naming all language versions (hreflang). */
export function sitemapEntries(pages: readonly SitemapPage[], origin?: string): MetadataRoute.Sitemap {
  return pages.flatMap((page) => {
    const languages = {
      ...Object.fromEntries(
        LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(locale, page.path), origin)]),
      ),
      'x-default': absoluteUrl(localizedPath('ja', page.path), origin),
    };
    return LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, page.path), origin),
      alternates: { languages },
      ...(page.changeFrequency ? { changeFrequency: page.changeFrequency } : {}),
      ...(page.priority !== undefined ? { priority: page.priority } : {}),
    }));
  });
}

/** Every page of an offset list (`limit` per call, at most `maxPages` calls). */
export async function collectAll<T>(
  fetchPage: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>,
  limit = 200,
  maxPages = 50,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const { items, total } = await fetchPage(page * limit, limit);
    all.push(...items);
    if (items.length < limit || all.length >= total) break;
  }
  return all;
}
