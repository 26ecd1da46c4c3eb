import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { hydratedLanguageSwitch } from './support/hydration.ts';

// Storefront smoke test: Japanese home, navigation, language switch, 404 screens, accessibility.
// The harness (scripts/e2e.ts) builds and starts the API and the storefront and sets E2E_BASE_URL.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

failOnCspViolations();

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  // Chromium defaults to en-US; the Japanese pages are what a Japanese browser sees.
  context = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function open(path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await context.newPage();
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { page, status: response?.status() };
}

describe('storefront smoke', () => {
  it('serves the Japanese home page with navigation and product cards', async () => {
    const { page, status } = await open('/');
    expect(status).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect.poll(() => nav.getByRole('link', { name: 'すべての商品' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'おすすめ商品' }).isVisible())
      .toBe(true);
    const productCards = page.locator('section[aria-labelledby="products-heading"] a[href^="/items/"]');
    expect(await productCards.count()).toBeGreaterThan(0);
    await expect.poll(() => productCards.first().textContent()).toMatch(/¥[\d,]+（税込）/);
    await page.close();
  });

  it('follows a link from the health page back to the top page', async () => {
    const { page } = await open('/health');
    await page.getByRole('link', { name: 'トップページ' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /トップページへ/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.close();
  });

  it('switches the language to English and keeps the choice in a cookie', async () => {
    const { page } = await open('/');
    await hydratedLanguageSwitch(page, 'en');
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForURL(`${BASE_URL}/en`);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => nav.getByRole('link', { name: 'All Items' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookie = (await context.cookies(BASE_URL)).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    // 365 days (docs/product.md#languages), give or take the test's own runtime.
    expect(cookie ? cookie.expires - Date.now() / 1000 : 0).toBeGreaterThan(364 * 24 * 60 * 60);
    await page.close();
  });

  it('serves /en/ as the English home page', async () => {
    const { page, status } = await open('/en/');
    expect(status).toBe(200);
    expect(page.url()).toBe(`${BASE_URL}/en`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Recommended items' }).isVisible())
      .toBe(true);
    await page.close();
  });

  it('answers an unknown Japanese path with 404 and the error screen', async () => {
    const { page, status } = await open('/no-such-page');
    expect(status).toBe(404);
    expect(await page.title()).toContain('エラーページ');
    await expect
      .poll(() => page.getByRole('heading', { name: '指定したページが見つかりません' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'トップページに戻る' }).getAttribute('href')).toBe('/');
    await page.close();
  });

  it('answers an unknown English path with 404 and the English error screen', async () => {
    const { page, status } = await open('/en/no-such-page');
    expect(status).toBe(404);
    expect(await page.title()).toContain('Error page');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'The page you were looking for was not found' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Back to top page' }).getAttribute('href')).toBe('/en');
    await page.close();
  });

  it('leaves API paths to the API and /v1/purchase to the storefront', async () => {
    const api = await context.request.get('/v1/top/common');
    expect(api.status()).toBe(200);
    expect(api.headers()['content-type']).toContain('application/json');
    const missingApi = await context.request.get('/v1/no-such-endpoint');
    expect(missingApi.status()).toBe(404);
    expect(missingApi.headers()['content-type']).toContain('application/json');
    const purchase = await context.request.get('/v1/purchase/no-such-step');
    expect(purchase.status()).toBe(404);
    expect(purchase.headers()['content-type']).toContain('text/html');
  });

  it('counts API rate limits per real client, whatever X-Forwarded-For a client invents', async () => {
    // GET /v1/auth/line is rate limited (default 20 a minute per client) and otherwise answers 501 here
    // (no LINE client configured). Each request claims another address; the storefront replaces the
    // header with the TCP peer, so the API still counts one client and starts refusing.
    const statuses: number[] = [];
    for (let i = 1; i <= 25 && !statuses.includes(429); i++) {
      const response = await context.request.get('/v1/auth/line', {
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([501]));
  });

  it('fits the header in its row on desktop widths, in both languages', async () => {
    // Seen before: at 1280 px ログイン and 買い物カゴ wrapped one character a line; at 1024 px in
    // English the sign-in and cart links were pushed off the screen.
    for (const width of [1024, 1280, 1440]) {
      const fresh = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
      const page = await fresh.newPage();
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/en']) {
        await page.goto(path, { waitUntil: 'load' });
        for (const target of ['signin', 'purchase']) {
          const link = page.locator(`header a[href$="/${target}"]`).first();
          const box = await link.boundingBox();
          expect(box, `${path} ${width} ${target}`).not.toBeNull();
          if (!box) continue;
          expect(box.x + box.width, `${path} ${width} ${target} inside the screen`).toBeLessThanOrEqual(
            width,
          );
          // An icon and one line of label: a label wrapped a character a line is several times taller.
          expect(box.height, `${path} ${width} ${target} label on one line`).toBeLessThanOrEqual(60);
        }
      }
      await fresh.close();
    }
  });

  it('has no serious or critical accessibility violations on / and /en', async () => {
    // A fresh browser: the shared one chose English above, and `/` would then redirect to `/en`.
    const fresh = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
    try {
      for (const [path, lang] of [
        ['/', 'ja'],
        ['/en', 'en'],
      ] as const) {
        const page = await fresh.newPage();
        await page.goto(path, { waitUntil: 'load' });
        expect(new URL(page.url()).pathname, path).toBe(path);
        expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
        expect(await seriousViolations(page), path).toEqual([]);
        await page.close();
      }
    } finally {
      await fresh.close();
    }
  });
});
