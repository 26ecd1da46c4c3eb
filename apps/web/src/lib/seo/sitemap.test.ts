import { describe, expect, it } from 'vitest';
import { collectAll, sitemapEntries } from './sitemap.ts';

describe('sitemapEntries', () => {
  it('lists both locales with hreflang alternates', () => {
    const entries = sitemapEntries([{ path: '/items/a', priority: 0.8 }], 'https://hatake.example');
    expect(entries.map((e) => e.url)).toEqual([
      'https://hatake.example/items/a',
      'https://hatake.example/en/items/a',
    ]);
    expect(entries[1]?.alternates?.languages).toEqual({
      ja: 'https://hatake.example/items/a',
      en: 'https://hatake.example/en/items/a',
      'x-default': 'https://hatake.example/items/a',
    });
    expect(entries[0]?.priority).toBe(0.8);
    expect(sitemapEntries([{ path: '/' }], 'https://x.jp').map((e) => e.url)).toEqual([
      'https://x.jp/',
      'https://x.jp/en',
    ]);
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
});
