import { PREFECTURES } from '@hatake/contract/values';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { snapshotPage } from './support/en-checks.ts';
import { hydratedLanguageSwitch } from './support/hydration.ts';
import { japaneseProductNames, type ShownText } from './support/product-words.ts';

// English pages in a real browser: what the product owns reads as English on /en (prefectures,
// category, type and product-tag names, item units, "1 star"), and coordinators' data in English where they wrote it; `/`
// follows the NEXT_LOCALE cookie to /en; the language switch keeps the query string.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 15_000 };

failOnCspViolations();

let browser: Browser;
let catalogue: Catalogue;

type Named = { id: string; name: string; nameEn: string };
type ListedProduct = {
  id: string;
  name: string;
  nameEn: string;
  productTypeId: string;
  categoryId: string;
  productTagIds: string[];
  itemUnit: string;
  originPrefecture: string;
  originCity: string;
  rate: { count: number };
};
type Catalogue = {
  products: ListedProduct[];
  categories: Named[];
  productTypes: Named[];
  productTags: Named[];
};

/** The seed's units and their English, written out here so the test does not ask the code it checks. */
const UNIT_ENGLISH: Record<string, string> = { 箱: 'box', 袋: 'bag', セット: 'set', パック: 'pack' };

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  catalogue = await api<Catalogue>('/v1/products?limit=200');
});

afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(run: (page: Page, context: BrowserContext) => Promise<T>, cookie?: string) {
  const context = await newContext(browser, { locale: 'en-US' });
  if (cookie) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: cookie, url: BASE_URL }]);
  }
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const byId = (list: Named[], id: string): Named => {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`no side-loaded ${id}`);
  return found;
};

const englishPrefecture = (ja: string): string => {
  const found = PREFECTURES.find((p) => p.ja === ja);
  if (!found) throw new Error(`unknown prefecture ${ja}`);
  return found.en;
};

/** Every text and text-bearing attribute of the page, as the /en site walk reads it (lang="ja" parts skipped). */
async function shownTexts(page: Page): Promise<ShownText[]> {
  return (await snapshotPage(page)).texts;
}

/** A product of the seed whose page shows everything checked here: a known unit, a place, reviews, tags. */
function showcaseProduct(): ListedProduct {
  const product = catalogue.products.find(
    (p) =>
      UNIT_ENGLISH[p.itemUnit] !== undefined &&
      p.originPrefecture !== '' &&
      p.rate.count > 0 &&
      p.productTagIds.length > 0,
  );
  if (!product) throw new Error('the seed has no reviewed, tagged product with a known unit and an origin');
  return product;
}

describe('English pages speak English where the product owns the words', () => {
  it('the API side-loads English names for every category, product type and product tag', () => {
    expect(catalogue.categories.length).toBeGreaterThan(0);
    expect(catalogue.productTags.length).toBeGreaterThan(0);
    for (const item of [...catalogue.categories, ...catalogue.productTypes, ...catalogue.productTags]) {
      expect(item.nameEn, item.name).toMatch(/^[A-Za-z]/);
    }
  });

  it('a product page: prefecture, type, category, tags, unit in English; "1 star" singular; axe clean', async () => {
    const product = showcaseProduct();
    const type = byId(catalogue.productTypes, product.productTypeId);
    const category = byId(catalogue.categories, product.categoryId);
    const tags = product.productTagIds.map((id) => byId(catalogue.productTags, id));
    await withPage(async (page) => {
      await page.goto(`${BASE_URL}/en/items/${encodeURIComponent(product.id)}`, { waitUntil: 'load' });
      await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe(product.nameEn || product.name);
      const prefecture = englishPrefecture(product.originPrefecture);
      const origin = product.originCity ? `${product.originCity}, ${prefecture}` : prefecture;
      const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(body).toContain(`Origin: ${origin}`);
      // The type chip beside the origin, the category in the breadcrumb, both in the specs.
      await expect
        .poll(() => page.getByText(type.nameEn, { exact: true }).first().isVisible(), WAIT)
        .toBe(true);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect.poll(() => breadcrumb.getByRole('link', { name: category.nameEn }).count(), WAIT).toBe(1);
      const specs = page.locator('section[aria-labelledby="specs-heading"]');
      const specsText = (await specs.innerText()).replace(/\s+/g, ' ');
      expect(specsText).toContain(`Sold per ${UNIT_ENGLISH[product.itemUnit]}`);
      expect(specsText).toContain(`${category.nameEn} / ${type.nameEn}`);
      // The unit row itself (the contents row beside it is the coordinator's text, as written).
      const unitRow = specs.locator('dl > div', { has: page.locator('dt', { hasText: /^Sold per$/ }) });
      expect((await unitRow.locator('dd').innerText()).trim()).toBe(UNIT_ENGLISH[product.itemUnit]);
      // The tag chips, one per tag, by their English names (in the API's order, so compared sorted).
      const chips = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
      await expect
        .poll(async () => (await chips.allInnerTexts()).map((text) => text.trim()).sort(), WAIT)
        .toEqual(tags.map((tag) => `#${tag.nameEn}`).sort());
      // Counts take their plural: the one-star filter and bar say "1 star", never "1 stars".
      const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(/\b1 star\b/);
      expect(text).not.toMatch(/\b1 stars\b/);
      expect(await page.locator('.sr-only', { hasText: /^1 star: / }).count()).toBeGreaterThan(0);
      expect(japaneseProductNames(await shownTexts(page))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // The same page in Japanese names them in Japanese: the check above can tell.
      await page.goto(`${BASE_URL}/items/${encodeURIComponent(product.id)}`, { waitUntil: 'load' });
      const findings = japaneseProductNames(await shownTexts(page)).join('\n');
      expect(findings).toContain(`the prefecture ${product.originPrefecture}`);
      expect(findings).toContain(`the category or type ${type.name}`);
      expect(findings).toContain(`"1${product.itemUnit}" names a unit`);
      for (const tag of tags) expect(findings).toContain(`names the product tag ${tag.name} in Japanese`);
    });
  });

  it('the product list: category chips, filter options and card origins in English', async () => {
    await withPage(async (page) => {
      await page.goto(`${BASE_URL}/en/items`, { waitUntil: 'load' });
      const chips = page.getByRole('navigation', { name: 'Category' });
      await expect.poll(() => chips.getByRole('link').count(), WAIT).toBeGreaterThan(1);
      const chipNames = (await chips.getByRole('link').allInnerTexts()).map((name) => name.trim());
      for (const category of catalogue.categories) {
        expect(chipNames).toContain(category.nameEn);
        expect(chipNames).not.toContain(category.name);
      }
      const typeOptions = (await page.locator('select[name="type"] option').allTextContents()).map((o) =>
        o.trim(),
      );
      for (const type of catalogue.productTypes) expect(typeOptions).toContain(type.nameEn);
      expect(japaneseProductNames(await shownTexts(page))).toEqual([]);
    });
  });

  it('home, marchés, experiences, spots and volunteering show no Japanese prefecture, type or unit', async () => {
    const experiences = await api<{ experiences: { id: string }[] }>('/v1/experiences?limit=1');
    const coordinators = await api<{ coordinators: { id: string }[] }>('/v1/coordinators?limit=1');
    const paths = [
      '/en',
      '/en/marches',
      `/en/coordinator/${encodeURIComponent(coordinators.coordinators[0]?.id ?? '')}`,
      `/en/experiences/${encodeURIComponent(experiences.experiences[0]?.id ?? '')}`,
      '/en/experiences',
      '/en/spots',
      '/en/volunteer',
    ];
    await withPage(async (page) => {
      for (const path of paths) {
        const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        expect(japaneseProductNames(await shownTexts(page)), path).toEqual([]);
      }
    });
  });
});

describe('the locale choice decides the root', () => {
  it('/ with the en cookie redirects to /en, keeping the query', async () => {
    await withPage(async (page) => {
      const response = await page.goto(`${BASE_URL}/?from=newsletter`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/en');
      expect(new URL(page.url()).search).toBe('?from=newsletter');
      expect(response?.request().redirectedFrom()?.url()).toBe(`${BASE_URL}/?from=newsletter`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    }, 'en');
  });

  it('/ stays Japanese without the cookie, with the ja cookie, and for deeper paths', async () => {
    for (const cookie of [undefined, 'ja']) {
      await withPage(async (page) => {
        await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      }, cookie);
    }
    await withPage(async (page) => {
      await page.goto(`${BASE_URL}/items`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/items');
    }, 'en');
  });

  it('the switch to 日本語 from /en reaches the Japanese home despite the en cookie', async () => {
    await withPage(async (page) => {
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/en');
      await hydratedLanguageSwitch(page, 'ja');
      await page.locator('header a[hreflang="ja"]').first().click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('ja');
      // The cookie now says ja: coming back to / stays Japanese.
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/');
    }, 'en');
  });
});

describe('switching language keeps the query', () => {
  it('ja → en and back on /items?sort=newer&page=2', async () => {
    await withPage(async (page) => {
      await page.goto(`${BASE_URL}/items?sort=newer&page=2`, { waitUntil: 'load' });
      const toEnglish = page.locator('header a[hreflang="en"]').first();
      // The switch reads the query in the browser (a page served from the page cache is the same for
      // every query): until React has hydrated it, the link is the path alone.
      await expect.poll(() => toEnglish.getAttribute('href'), WAIT).toBe('/en/items?sort=newer&page=2');
      await toEnglish.click();
      await expect.poll(() => page.url(), WAIT).toBe(`${BASE_URL}/en/items?sort=newer&page=2`);
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('en');
      const toJapanese = page.locator('header a[hreflang="ja"]').first();
      // next-intl prefixes a locale-changing link (/ja/…); the proxy then redirects to the plain path.
      await expect
        .poll(() => toJapanese.getAttribute('href'), WAIT)
        .toMatch(/^(?:\/ja)?\/items\?sort=newer&page=2$/);
      await toJapanese.click();
      await expect.poll(() => page.url(), WAIT).toBe(`${BASE_URL}/items?sort=newer&page=2`);
    });
  });
});
