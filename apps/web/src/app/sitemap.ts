import type { MetadataRoute } from 'next';
import { listCoordinators, listExperiences, listProducts } from '@/lib/api/index.ts';
import { listArchiveSchedules, listLiveSchedules } from '@/lib/api/schedules.ts';
import { listVideos } from '@/lib/api/videos.ts';
import { listVolunteers } from '@/lib/api/volunteers.ts';
import {
  collectAll,
  detailPages,
  type SitemapSource,
  STATIC_PAGES,
  sitemapEntries,
} from '@/lib/seo/sitemap.ts';

// Built per request from the live catalogue (the API is not there at build time).
export const dynamic = 'force-dynamic';

/** Ids of every page of a paged list. */
function ids<T>(
  list: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>,
  id: (item: T) => string,
): () => Promise<string[]> {
  return async () => (await collectAll(list)).map(id);
}

// The public detail pages (docs/product.md, "Crawlers"): listed videos only (a limited one is
// reachable by its id alone), lives (running and upcoming) and archives on the same /live page.
const SOURCES: SitemapSource[] = [
  {
    kind: 'products',
    prefix: '/items',
    priority: 0.7,
    changeFrequency: 'daily',
    listIds: ids(
      async (offset, limit) => {
        const page = await listProducts({ offset, limit });
        return { items: page.products, total: page.total };
      },
      (p) => p.id,
    ),
  },
  {
    kind: 'experiences',
    prefix: '/experiences',
    priority: 0.7,
    changeFrequency: 'daily',
    listIds: ids(
      async (offset, limit) => {
        const page = await listExperiences({ offset, limit });
        return { items: page.experiences, total: page.total };
      },
      (e) => e.id,
    ),
  },
  {
    kind: 'coordinators',
    prefix: '/coordinator',
    priority: 0.6,
    changeFrequency: 'weekly',
    listIds: ids(
      async (offset, limit) => {
        const page = await listCoordinators({ offset, limit });
        return { items: page.coordinators, total: page.total };
      },
      (c) => c.id,
    ),
  },
  {
    kind: 'lives',
    prefix: '/live',
    priority: 0.6,
    changeFrequency: 'hourly',
    listIds: ids(
      async (offset, limit) => {
        const page = await listLiveSchedules({ offset, limit });
        return { items: page.lives, total: page.total };
      },
      (l) => l.scheduleId,
    ),
  },
  {
    kind: 'archives',
    prefix: '/live',
    priority: 0.5,
    changeFrequency: 'weekly',
    listIds: ids(
      async (offset, limit) => {
        const page = await listArchiveSchedules({ offset, limit });
        return { items: page.archives, total: page.total };
      },
      (a) => a.scheduleId,
    ),
  },
  {
    kind: 'videos',
    prefix: '/video',
    priority: 0.5,
    changeFrequency: 'weekly',
    listIds: ids(
      async (offset, limit) => {
        const page = await listVideos({ offset, limit });
        return { items: page.videos, total: page.total };
      },
      (v) => v.id,
    ),
  },
  {
    kind: 'volunteers',
    prefix: '/volunteer',
    priority: 0.5,
    changeFrequency: 'weekly',
    listIds: ids(
      async (offset, limit) => {
        const page = await listVolunteers({ offset, limit });
        return { items: page.volunteers, total: page.total };
      },
      (v) => v.id,
    ),
  },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const details = await detailPages(SOURCES, (kind, error) =>
    console.error(`sitemap: listing ${kind} failed`, error),
  );
  return sitemapEntries([...STATIC_PAGES, ...details]);
}
