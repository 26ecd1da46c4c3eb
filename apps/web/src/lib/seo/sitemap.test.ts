import { describe, expect, it } from 'vitest';
import { isDisallowed, robotsRules } from './robots.ts';
import { collectAll, detailPages, type SitemapSource, STATIC_PAGES, sitemapEntries } from './sitemap.ts';

const source = (kind: string, prefix: string, listIds: SitemapSource['listIds']): SitemapSource => ({
  kind,
  prefix,
  priority: 0.5,
  changeFrequency: 'weekly',
  listIds,
});

describe('sitemapEntries', () => {
  it('lists both locales with hreflang alternates', () => {
    const entries = sitemapEntries([{ path: '/items/a', priority: 0.8 }], 'https://hatake.example');
    expect(entries.map((e) => e.url)).toEqual([
      'https://hatake.example/items/a',
      'https://hatake.example/en/items/a',
    ]);
    for (const entry of entries) {
      expect(entry.alternates?.languages).toEqual({
        ja: 'https://hatake.example/items/a',
        en: 'https://hatake.example/en/items/a',
        'x-default': 'https://hatake.example/items/a',
      });
    }
    expect(entries[0]?.priority).toBe(0.8);
    expect(sitemapEntries([{ path: '/' }], 'https://x.jp').map((e) => e.url)).toEqual([
      'https://x.jp/',
      'https://x.jp/en',
    ]);
  });
});

describe('STATIC_PAGES', () => {
  it('lists only pages robots.txt lets crawlers read, each once', () => {
    const robots = robotsRules('https://x.jp/sitemap.xml');
    const paths = STATIC_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => isDisallowed(robots, path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/', '/items', '/experiences', '/volunteer', '/spots']));
  });
});

describe('detailPages', () => {
  it('turns ids into encoded paths, each once, with their source’s ranking', async () => {
    const pages = await detailPages(
      [
        source('lives', '/live', async () => ['s1', 's2']),
        source('archives', '/live', async () => ['s2', 's3']),
        source('videos', '/video', async () => ['a b/c', '']),
      ],
      () => {},
    );
    expect(pages.map((p) => p.path)).toEqual(['/live/s1', '/live/s2', '/live/s3', '/video/a%20b%2Fc']);
    expect(pages[0]).toEqual({ path: '/live/s1', priority: 0.5, changeFrequency: 'weekly' });
  });

  it('leaves out a source whose listing fails and reports it, keeping the others', async () => {
    const failed: string[] = [];
    const pages = await detailPages(
      [
        source('videos', '/video', async () => {
          throw new Error('API down');
        }),
        source('volunteers', '/volunteer', async () => ['v1']),
      ],
      (kind) => failed.push(kind),
    );
    expect(failed).toEqual(['videos']);
    expect(pages.map((p) => p.path)).toEqual(['/volunteer/v1']);
  });

  it('keeps detail pages crawlable', async () => {
    const robots = robotsRules('https://x.jp/sitemap.xml');
    const pages = await detailPages(
      ['/items', '/experiences', '/coordinator', '/live', '/video', '/volunteer'].map((prefix) =>
        source(prefix, prefix, async () => ['Zx9_-a']),
      ),
      () => {},
    );
    expect(pages).toHaveLength(6);
    expect(pages.filter((p) => isDisallowed(robots, p.path))).toEqual([]);
  });
});

describe('collectAll', () => {
  it('pages through an offset list until it is exhausted', async () => {
    const data = Array.from({ length: 5 }, (_, i) => i);
    const calls: number[] = [];
    const all = await collectAll(async (offset, limit) => {
      calls.push(offset);
      return { items: data.slice(offset, offset + limit), total: data.length };
    }, 2);
    expect(all).toEqual([0, 1, 2, 3, 4]);
    expect(calls).toEqual([0, 2, 4]);
  });

  it('stops after maxPages calls even if the total says there is more', async () => {
    let calls = 0;
    const all = await collectAll(
      async () => {
        calls++;
        return { items: [1, 2], total: 1000 };
      },
      2,
      3,
    );
    expect(calls).toBe(3);
    expect(all).toHaveLength(6);
  });
});
