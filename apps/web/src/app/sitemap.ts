import type { MetadataRoute } from 'next';
import { listCoordinators, listExperiences, listProducts } from '@/lib/api/index.ts';
import { collectAll, type SitemapPage, sitemapEntries } from '@/lib/seo/sitemap.ts';

// Built per request from the live catalogue (the API is not there at build time).
export const dynamic = 'force-dynamic';

const STATIC_PAGES: SitemapPage[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/items', changeFrequency: 'daily', priority: 0.9 },
  { path: '/marches', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/experiences', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms-of-use', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/legal-notice', changeFrequency: 'yearly', priority: 0.2 },
];

/** Pages of one kind; a failing API leaves them out rather than failing the whole sitemap. */
async function pagesOf(
  kind: string,
  load: () => Promise<string[]>,
  priority: number,
): Promise<SitemapPage[]> {
  try {
    return (await load()).map((path) => ({ path, changeFrequency: 'daily', priority }));
  } catch (error) {
    console.error(`sitemap: listing ${kind} failed`, error);
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, coordinators, experiences] = await Promise.all([
    pagesOf(
      'products',
      async () =>
        (
          await collectAll(async (offset, limit) => {
            const page = await listProducts({ offset, limit });
            return { items: page.products, total: page.total };
          })
        ).map((p) => `/items/${encodeURIComponent(p.id)}`),
      0.7,
    ),
    pagesOf(
      'coordinators',
      async () =>
        (
          await collectAll(async (offset, limit) => {
            const page = await listCoordinators({ offset, limit });
            return { items: page.coordinators, total: page.total };
          })
        ).map((c) => `/coordinator/${encodeURIComponent(c.id)}`),
      0.6,
    ),
    pagesOf(
      'experiences',
      async () =>
        (
          await collectAll(async (offset, limit) => {
            const page = await listExperiences({ offset, limit });
            return { items: page.experiences, total: page.total };
          })
        ).map((e) => `/experiences/${encodeURIComponent(e.id)}`),
      0.7,
    ),
  ]);
  return sitemapEntries([...STATIC_PAGES, ...products, ...coordinators, ...experiences]);
}
