import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { BASE_URL } from './support/storefront.ts';

// What coordinators write, in English on /en where they wrote it in English (docs/product.md#languages),
// and search in English and by prefecture name (docs/rules/search.md): /en/items?q=tomato lists the
// tomato products under their English names, /en/experiences?q=Hokkaido and /experiences?q=北海道
// list the Hokkaido experiences, and the Japanese pages keep the Japanese names.

const API_URL = (process.env.E2E_API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const WAIT = { timeout: 15_000 };

failOnCspViolations();

const suite = sharedBrowser();

type Product = { id: string; name: string; nameEn: string; description: string; descriptionEn: string };
type Experience = { id: string; title: string; titleEn: string };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function withPage(locale: string, run: (page: Page) => Promise<void>) {
  const context = await newContext(suite.browser, { locale });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const cardTitles = (page: Page) =>
  page.locator('main :is(.product-card-title, .experience-card-title)').allInnerTexts();

describe('English words and place names find the catalogue, shown in the page language', () => {
  it('/en/items?q=tomato lists the tomato products by their English names; /items?q=tomato by the Japanese', async () => {
    const { products } = await api<{ products: Product[] }>('/v1/products?limit=200&q=tomato');
    expect(products.length).toBeGreaterThanOrEqual(2);
    for (const product of products) expect(product.nameEn).not.toBe('');
    await withPage('en-US', async (page) => {
      await page.goto(`${BASE_URL}/en/items?q=tomato`, { waitUntil: 'load' });
      await page.getByRole('heading', { name: `Results for "tomato" (${products.length})` }).waitFor(WAIT);
      const titles = await cardTitles(page);
      for (const product of products) expect(titles).toContain(product.nameEn);
      expect(titles.join('\n')).not.toMatch(/トマト/);
      expect(await seriousViolations(page)).toEqual([]);
    });
    await withPage('ja-JP', async (page) => {
      await page.goto(`${BASE_URL}/items?q=tomato`, { waitUntil: 'load' });
      await expect
        .poll(() => cardTitles(page), WAIT)
        .toEqual(expect.arrayContaining(products.map((p) => p.name)));
    });
  });

  it('an item page on /en shows the English name and description', async () => {
    const { products } = await api<{ products: Product[] }>('/v1/products?limit=200&q=tomato');
    const product = products[0];
    if (!product) throw new Error('the seed has tomato products');
    await withPage('en-US', async (page) => {
      await page.goto(`${BASE_URL}/en/items/${encodeURIComponent(product.id)}`, { waitUntil: 'load' });
      await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe(product.nameEn);
      expect(await page.locator('main').innerText()).toContain(product.descriptionEn);
    });
    await withPage('ja-JP', async (page) => {
      await page.goto(`${BASE_URL}/items/${encodeURIComponent(product.id)}`, { waitUntil: 'load' });
      await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe(product.name);
    });
  });

  it('/en/experiences?q=Hokkaido and /experiences?q=北海道 list the Hokkaido experiences', async () => {
    const { experiences } = await api<{ experiences: Experience[] }>(
      '/v1/experiences?limit=200&prefectureCode=1',
    );
    expect(experiences.length).toBeGreaterThan(0);
    await withPage('en-US', async (page) => {
      await page.goto(`${BASE_URL}/en/experiences?q=Hokkaido`, { waitUntil: 'load' });
      await expect
        .poll(async () => (await cardTitles(page)).sort(), WAIT)
        .toEqual(experiences.map((e) => e.titleEn).sort());
    });
    await withPage('ja-JP', async (page) => {
      await page.goto(`${BASE_URL}/experiences?q=${encodeURIComponent('北海道')}`, { waitUntil: 'load' });
      await expect
        .poll(async () => (await cardTitles(page)).sort(), WAIT)
        .toEqual(experiences.map((e) => e.title).sort());
    });
  });
});
