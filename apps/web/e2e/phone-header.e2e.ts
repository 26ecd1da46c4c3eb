import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';

// The header on a phone (issue 24, item 6): at 390×844 only one row sticks to the top — logo,
// language, account, cart and the menu button, at most 64 px — and the navigation and the search
// open under it from the menu, with or without JavaScript. From lg the navigation is in the row.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const PHONE = { width: 390, height: 844 };
const MAX_STICKY_HEIGHT = 64;

const LOCALES = [
  {
    prefix: '',
    browserLocale: 'ja-JP',
    menu: 'メインメニュー',
    items: 'すべての商品',
    search: 'サイト内検索',
  },
  { prefix: '/en', browserLocale: 'en-US', menu: 'Main menu', items: 'All Items', search: 'Search the site' },
] as const;

failOnCspViolations();
const shared = sharedBrowser();

const headerHeight = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().height);

describe.each(LOCALES)('phone header ($prefix)', (locale) => {
  let page: Page;

  beforeAll(async () => {
    const context = await newContext(shared.browser, { locale: locale.browserLocale, viewport: PHONE });
    page = await context.newPage();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('sticks one row of at most 64 px, which stays at the top when the page scrolls', async () => {
    await page.goto(`${BASE_URL}${locale.prefix}/`, { waitUntil: 'load' });
    expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_STICKY_HEIGHT);
    const nav = page.getByRole('navigation', { name: locale.menu });
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: locale.search }).isVisible()).toBe(false);
    for (const target of ['signin', 'purchase']) {
      const box = await page.locator(`header a[href$="/${target}"]`).first().boundingBox();
      expect(box, target).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${target} inside the screen`).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const top = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  it('opens the navigation and the search from the menu button, and has no serious axe violation', async () => {
    await page.goto(`${BASE_URL}${locale.prefix}/`, { waitUntil: 'load' });
    const menu = page.locator('header summary');
    await menu.click();
    const nav = page.getByRole('navigation', { name: locale.menu });
    await expect.poll(() => nav.getByRole('link', { name: locale.items }).isVisible()).toBe(true);
    const search = page.getByRole('combobox', { name: locale.search });
    expect(await search.isVisible()).toBe(true);
    const box = await search.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(await seriousViolations(page)).toEqual([]);

    await menu.click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('closes the menu once a link in it was followed', async () => {
    await page.goto(`${BASE_URL}${locale.prefix}/`, { waitUntil: 'load' });
    await page.locator('header summary').click();
    const nav = page.getByRole('navigation', { name: locale.menu });
    await nav.getByRole('link', { name: locale.items }).click();
    await page.waitForURL(new RegExp(`${locale.prefix}/items$`));
    await expect.poll(() => page.locator('header details').getAttribute('open')).toBeNull();
    expect(await nav.isVisible()).toBe(false);
    expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_STICKY_HEIGHT);
  });

  it('opens the menu without JavaScript too', async () => {
    const context = await newContext(shared.browser, {
      locale: locale.browserLocale,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const plain = await context.newPage();
      await plain.goto(`${BASE_URL}${locale.prefix}/`);
      expect(await headerHeight(plain)).toBeLessThanOrEqual(MAX_STICKY_HEIGHT);
      await plain.locator('header summary').click();
      const nav = plain.getByRole('navigation', { name: locale.menu });
      expect(await nav.getByRole('link', { name: locale.items }).isVisible()).toBe(true);
      expect(await plain.getByRole('combobox', { name: locale.search }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps the navigation and the search in the header row on a desktop screen', async () => {
    const context = await newContext(shared.browser, {
      locale: locale.browserLocale,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const wide = await context.newPage();
      await wide.goto(`${BASE_URL}${locale.prefix}/`, { waitUntil: 'load' });
      expect(await wide.locator('header summary').isVisible()).toBe(false);
      const nav = wide.getByRole('navigation', { name: locale.menu });
      expect(await nav.getByRole('link', { name: locale.items }).isVisible()).toBe(true);
      expect(await wide.getByRole('combobox', { name: locale.search }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
