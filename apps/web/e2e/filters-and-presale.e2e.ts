import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { BASE_URL } from './support/storefront.ts';

// /items in both languages: the category chips, the filter form, the price range, the sort and the
// pages all read and keep one set of filters in the URL, also when a chip is followed without a page
// load; the form is in the page once (a disclosure on a phone, the sidebar on desktop). A 予約販売
// (pre-order) item says when it goes on sale, on its card and on its page.

failOnCspViolations();
const shared = sharedBrowser();

const WAIT = { timeout: 10_000 };
const PRESALE = 1;

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    category: 'カテゴリー',
    filters: '絞り込み',
    minPrice: '下限（円）',
    apply: 'この条件で絞り込む',
    sortLabel: '並び替え',
    cheapest: '価格が安い順',
    /** The card's badge: `12/18 販売開始` (the year only when it is another year). */
    cardBadge: (m: number, d: number, y: number | undefined) => `${y ? `${y}/` : ''}${m}/${d} 販売開始`,
    /** The item page: `販売開始日：2026年12月18日(金) 10:00`. */
    pageLine: (y: number, m: number, d: number, weekday: number, hhmm: string) =>
      `販売開始日：${y}年${m}月${d}日(${'日月火水木金土'[weekday]}) ${hhmm}`,
    reason: (moment: string) => `販売開始（${moment}）から買い物カゴに入れられます。`,
    addButton: '買い物カゴに入れる',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    category: 'Category',
    filters: 'Filter',
    minPrice: 'Min (yen)',
    apply: 'Apply filters',
    sortLabel: 'Sort by',
    cheapest: 'Price: low to high',
    cardBadge: (m: number, d: number, y: number | undefined) =>
      `On sale ${MONTHS[m - 1]} ${d}${y ? `, ${y}` : ''}`,
    pageLine: (y: number, m: number, d: number, weekday: number, hhmm: string) =>
      `Sales start: ${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y}, ${hhmm} (Japan time)`,
    reason: (moment: string) => `It can be added to the cart once sales start (${moment}).`,
    addButton: 'Add to cart',
  },
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The Japan-time calendar fields of unix seconds (Japan has no daylight saving time). */
function japanTime(seconds: number) {
  const date = new Date((seconds + 9 * 3600) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hhmm: `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`,
  };
}

type ListedProduct = { id: string; status: number; startAt: number; coordinatorId: string };

describe.each(LOCALES)('/items filters and pre-order items ($name)', (l) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(shared.browser, {
      locale: l.browserLocale,
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 800 },
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  const filterForm = (page: Page): Locator => page.getByRole('form', { name: l.filters });
  const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  it('a chip, the filter form, a price range and the sort keep one set of filters', async () => {
    const page = await context.newPage();
    await page.goto(`${l.prefix}/items`);
    // The form is in the page once, and open as the sidebar on desktop (once hydrated, the
    // disclosure is marked open: links are then followed without a page load).
    expect(await page.locator(`form[aria-label="${l.filters}"]`).count()).toBe(1);
    await expect
      .poll(() => page.locator(`details:has(form[aria-label="${l.filters}"])`).getAttribute('open'), WAIT)
      .toBe('');
    const form = filterForm(page);
    const categorySelect = form.getByRole('combobox', { name: l.category, exact: true });
    const typeSelect = form.locator('select[name="type"]');
    expect(await categorySelect.isVisible()).toBe(true);

    // The first category that has product types, and one type of another category.
    const groups = await typeSelect.locator('optgroup').evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.getAttribute('label') ?? '',
        firstType: node.querySelector('option')?.getAttribute('value') ?? '',
      })),
    );
    const [first, other] = groups;
    if (!first || !other) throw new Error('two categories with product types are needed');
    const chips = page.getByRole('navigation', { name: l.category });

    // The chip, followed without a page load: the form shows its category.
    await chips.getByRole('link', { name: first.label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('category'), WAIT);
    const categoryId = params(page).category ?? '';
    expect(categoryId).not.toBe('');
    await expect.poll(() => categorySelect.inputValue(), WAIT).toBe(categoryId);

    // A price range keeps the chip's category; blank fields stay out of the URL.
    await form.getByLabel(l.minPrice).fill('1');
    await form.getByRole('button', { name: l.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '1', WAIT);
    expect(params(page)).toEqual({ category: categoryId, minPrice: '1' });
    expect(
      await chips.getByRole('link', { name: first.label, exact: true }).getAttribute('aria-current'),
    ).toBe('true');
    await expect.poll(() => categorySelect.inputValue(), WAIT).toBe(categoryId);

    // The sort keeps both, and the form still shows them.
    await page.getByRole('navigation', { name: l.sortLabel }).getByRole('link', { name: l.cheapest }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc', WAIT);
    expect(params(page)).toEqual({ category: categoryId, minPrice: '1', sort: 'priceAsc' });
    await expect.poll(() => form.getByLabel(l.minPrice).inputValue(), WAIT).toBe('1');
    expect(await categorySelect.inputValue()).toBe(categoryId);

    // Choosing a type of another category chooses that category; choosing a category clears it.
    await typeSelect.selectOption(other.firstType);
    const otherCategory = await categorySelect.inputValue();
    expect(otherCategory).not.toBe(categoryId);
    expect(otherCategory).not.toBe('');
    await categorySelect.selectOption(categoryId);
    expect(await typeSelect.inputValue()).toBe('');
    await typeSelect.selectOption(other.firstType);
    await form.getByRole('button', { name: l.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === other.firstType, WAIT);
    // The chip of the type's category is the current one.
    expect(params(page)).toMatchObject({ category: otherCategory, type: other.firstType });
    expect(
      await chips.getByRole('link', { name: other.label, exact: true }).getAttribute('aria-current'),
    ).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('on a phone the filters are one closed disclosure that opens', async () => {
    const phone = await newContext(shared.browser, {
      locale: l.browserLocale,
      baseURL: BASE_URL,
      viewport: { width: 390, height: 844 },
    });
    const page = await phone.newPage();
    await page.goto(`${l.prefix}/items`);
    expect(await page.locator(`form[aria-label="${l.filters}"]`).count()).toBe(1);
    const categorySelect = page.getByRole('combobox', { name: l.category, exact: true });
    expect(await categorySelect.isVisible()).toBe(false);
    await page.locator('summary', { hasText: l.filters }).click();
    await expect.poll(() => categorySelect.isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await phone.close();
  });

  it('without JavaScript the desktop sidebar is open and its form keeps the filters', async () => {
    const noScript = await newContext(shared.browser, {
      locale: l.browserLocale,
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await noScript.newPage();
    await page.goto(`${l.prefix}/items`);
    const categorySelect = page.getByRole('combobox', { name: l.category, exact: true });
    expect(await categorySelect.isVisible()).toBe(true);
    const categoryId = (await categorySelect.locator('option').nth(1).getAttribute('value')) ?? '';
    await categorySelect.selectOption(categoryId);
    await page.getByLabel(l.minPrice).fill('1');
    await page.getByRole('button', { name: l.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '1', WAIT);
    expect(params(page)).toMatchObject({ category: categoryId, minPrice: '1' });
    expect(await categorySelect.inputValue()).toBe(categoryId);
    await noScript.close();
  });

  it('a pre-order item names its sales start on its card and its page', async () => {
    const listed = await context.request.get('/v1/products?limit=200');
    expect(listed.status()).toBe(200);
    const { products } = (await listed.json()) as { products: ListedProduct[] };
    const presale = products.find((product) => product.status === PRESALE);
    if (!presale) throw new Error('the demo data has pre-order items');
    const start = japanTime(presale.startAt);
    const thisYear = japanTime(Math.floor(Date.now() / 1000)).year;

    const page = await context.newPage();
    await page.goto(`${l.prefix}/items?coordinator=${encodeURIComponent(presale.coordinatorId)}`);
    const card = page.locator(`main a[href$="/items/${presale.id}"]`);
    await card.waitFor(WAIT);
    expect(await card.textContent()).toContain(
      l.cardBadge(start.month, start.day, start.year === thisYear ? undefined : start.year),
    );

    await card.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/items/${presale.id}`), WAIT);
    const line = l.pageLine(start.year, start.month, start.day, start.weekday, start.hhmm);
    await page.getByText(line, { exact: true }).waitFor(WAIT);
    const moment = line.replace(/^[^：:]+[：:] ?/, '').replace(' (Japan time)', '');
    const button = page.getByRole('button', { name: l.addButton });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText(l.reason(moment), { exact: true }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
