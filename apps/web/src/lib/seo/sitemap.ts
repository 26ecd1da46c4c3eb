import type { MetadataRoute } from 'next';
import { LOCALES, localizedPath } from '../../i18n/routing.ts';
import { absoluteUrl } from './site.ts';

export type SitemapPage = {
  /** Locale-less path, e.g. `/items/abc`. */
  path: string;
  changeFrequency?: MetadataRoute.Sitemap[number]['changeFrequency'];
  priority?: number;
};

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
