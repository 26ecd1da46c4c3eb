import { prefectureCodeOf } from '@hatake/contract/values';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';

// Keyword search (docs/rules/search.md) in both languages: the header box suggests products and
// experiences as one types and opens the picked one; submitting shows /items?q=… with the words in
// the box and the count in the heading; prefecture and price filters combine with the words and
// survive the language switch; half-width katakana finds what full-width finds; the box fits a
// 390-px screen. The harness (scripts/e2e.ts) starts the API (seeded) and the storefront.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const API_URL = (process.env.E2E_API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const WAIT = { timeout: 10_000 };

/** A word the seed has products for, in full-width and half-width katakana. */
const FULL = 'トマト';
const HALF = 'ﾄﾏﾄ';

failOnCspViolations();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Listed = {
  products: { id: string; name: string; nameEn: string; price: number; originPrefecture: string }[];
  total: number;
};

async function apiProducts(query: Record<string, string>): Promise<Listed> {
  const response = await fetch(`${API_URL}/v1/products?${new URLSearchParams({ limit: '200', ...query })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    searchLabel: 'サイト内検索',
    results: (q: string, n: number) => `"${q}" の検索結果 ${n}件`,
    filters: '絞り込み',
    keyword: 'キーワード',
    prefecture: '産地（都道府県）',
    minPrice: '下限（円）',
    maxPrice: '上限（円）',
    apply: 'この条件で絞り込む',
    experiencesTab: '体験',
    switchTo: { prefix: '/en', results: (q: string, n: number) => `Results for "${q}" (${n})` },
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    searchLabel: 'Search the site',
    results: (q: string, n: number) => `Results for "${q}" (${n})`,
    filters: 'Filter',
    keyword: 'Keywords',
    prefecture: 'Origin (prefecture)',
    minPrice: 'Min (yen)',
    maxPrice: 'Max (yen)',
    apply: 'Apply filters',
    experiencesTab: 'Experiences',
    switchTo: { prefix: '', results: (q: string, n: number) => `"${q}" の検索結果 ${n}件` },
  },
] as const;

describe.each(LOCALES)('search ($name)', (locale) => {
  it('suggests as one types, and the picked suggestion opens', async () => {
    const context = await newContext(browser, { locale: locale.browserLocale });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${locale.prefix}/`);
    const box = page.getByRole('combobox', { name: locale.searchLabel });
    await box.pressSequentially(FULL, { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.waitFor(WAIT);
    await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The keyboard walks the options (focus stays in the box, the option is named by activedescendant).
    await box.press('ArrowDown');
    const first = options.first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await box.press('ArrowUp');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const picked = (await first.textContent()) ?? '';

    // Escape closes the list without leaving the box; ↓ reopens it.
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox.isHidden()).toBe(true);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await box.press('Enter');
    await page.waitForURL(new RegExp(`${locale.prefix}/(items|experiences)/[^/?]+$`), WAIT);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    expect(picked).toContain(heading.trim());

    // A click picks too.
    const again = page.getByRole('combobox', { name: locale.searchLabel });
    await again.fill('');
    await again.pressSequentially(FULL, { delay: 30 });
    const option = page.getByRole('listbox').getByRole('option').last();
    await option.waitFor(WAIT);
    await option.click();
    await page.waitForURL(new RegExp(`${locale.prefix}/(items|experiences)/[^/?]+$`), WAIT);
    await context.close();
  });

  it('submits to /items?q=, combines with prefecture and price, and keeps them across pages and languages', async () => {
    const all = await apiProducts({ q: FULL });
    expect(all.total).toBeGreaterThan(0);
    const context = await newContext(browser, { locale: locale.browserLocale });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${locale.prefix}/marches`);
    const box = page.getByRole('combobox', { name: locale.searchLabel });
    await box.fill(FULL);
    // Enter with no option highlighted submits the words (suggestions may or may not be showing).
    await box.press('Enter');
    await page.waitForURL(/\/items\?q=/, WAIT);
    expect(new URL(page.url()).pathname).toBe(`${locale.prefix}/items`);
    expect(new URL(page.url()).searchParams.get('q')).toBe(FULL);
    await page.getByRole('heading', { name: locale.results(FULL, all.total) }).waitFor(WAIT);
    // The tab names the search too.
    expect(await page.title()).toContain(FULL);
    const filters = page.getByRole('form', { name: locale.filters });
    expect(await filters.getByLabel(locale.keyword).inputValue()).toBe(FULL);
    await expect
      .poll(() => page.getByRole('combobox', { name: locale.searchLabel }).inputValue(), WAIT)
      .toBe(FULL);
    expect(await seriousViolations(page)).toEqual([]);

    // Prefecture and an exact price range around one of the matches.
    const target = all.products[0];
    if (!target) throw new Error('no product matches');
    const code = prefectureCodeOf(target.originPrefecture);
    if (!code) throw new Error(`unknown prefecture ${target.originPrefecture}`);
    const expected = await apiProducts({
      q: FULL,
      prefectureCode: String(code),
      minPrice: String(target.price),
      maxPrice: String(target.price),
    });
    await filters.getByLabel(locale.prefecture).selectOption(String(code));
    await filters.getByLabel(locale.minPrice).fill(String(target.price));
    await filters.getByLabel(locale.maxPrice).fill(String(target.price));
    await filters.getByRole('button', { name: locale.apply }).click();
    await page.waitForURL(/maxPrice=/, WAIT);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: FULL,
      prefecture: String(code),
      minPrice: String(target.price),
      maxPrice: String(target.price),
    });
    await page.getByRole('heading', { name: locale.results(FULL, expected.total) }).waitFor(WAIT);
    await page
      // English pages name the product in English where it has an English name (docs/api.md#english-names).
      .getByRole('link', {
        name: new RegExp(
          (locale.name === 'en' && target.nameEn ? target.nameEn : target.name).replace(
            /[.*+?^${}()|[\]\\]/g,
            '\\$&',
          ),
        ),
      })
      .first()
      .waitFor(WAIT);

    // A sort link keeps the words and the filters.
    const sortLink = page.locator('a[href*="sort=priceDesc"]').first();
    const sortHref = new URL((await sortLink.getAttribute('href')) ?? '', BASE_URL);
    expect(Object.fromEntries(sortHref.searchParams)).toMatchObject({ q: FULL, prefecture: String(code) });

    // The language switch keeps the query.
    await page.getByRole('link', { name: /英語のページに切り替える|Switch to Japanese/ }).click();
    await page.waitForURL((next) => next.pathname === `${locale.switchTo.prefix}/items`, WAIT);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      q: FULL,
      prefecture: String(code),
      maxPrice: String(target.price),
    });
    await page.getByRole('heading', { name: locale.switchTo.results(FULL, expected.total) }).waitFor(WAIT);
    await context.close();
  });

  it('half-width katakana finds what full-width finds, and the experiences tab keeps the words', async () => {
    const context = await newContext(browser, { locale: locale.browserLocale });
    const page = await context.newPage();
    const full = await apiProducts({ q: FULL });
    await page.goto(`${BASE_URL}${locale.prefix}/`);
    const box = page.getByRole('combobox', { name: locale.searchLabel });
    await box.fill(HALF);
    // Enter with no option highlighted submits the words (suggestions may or may not be showing).
    await box.press('Enter');
    await page.waitForURL(/\/items\?q=/, WAIT);
    await page.getByRole('heading', { name: locale.results(HALF, full.total) }).waitFor(WAIT);
    const names = await page.locator('main li h3').allTextContents();
    const fullPage = await context.newPage();
    await fullPage.goto(`${BASE_URL}${locale.prefix}/items?q=${encodeURIComponent(FULL)}`);
    await fullPage.getByRole('heading', { name: locale.results(FULL, full.total) }).waitFor(WAIT);
    expect(await fullPage.locator('main li h3').allTextContents()).toEqual(names);

    await page
      .getByRole('navigation', { name: /検索する対象|What to search/ })
      .getByRole('link', { name: locale.experiencesTab })
      .click();
    await page.waitForURL(/\/experiences\?q=/, WAIT);
    expect(new URL(page.url()).pathname).toBe(`${locale.prefix}/experiences`);
    expect(new URL(page.url()).searchParams.get('q')).toBe(HALF);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript and fits a 390-px screen', async () => {
    const context = await newContext(browser, {
      locale: locale.browserLocale,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${locale.prefix}/`);
    // On a phone the search is in the header's menu (a <details>, which opens without JavaScript).
    await page.locator('header summary').click();
    const box = page.getByRole('combobox', { name: locale.searchLabel });
    const rect = await box.boundingBox();
    expect(rect).not.toBeNull();
    expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(rect?.width ?? 0).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await box.fill(HALF);
    await box.press('Enter');
    await page.waitForURL(/\/items\?q=/, WAIT);
    const full = await apiProducts({ q: FULL });
    await page.getByRole('heading', { name: locale.results(HALF, full.total) }).waitFor(WAIT);
    await context.close();
  });
});
