import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { hydratedLanguageSwitch } from './support/hydration.ts';

// What crawlers, share previews and installed apps read (docs/product.md, "Crawlers"): robots.txt,
// the sitemap with its hreflang alternates, the web app manifest and its icons, the share cards of
// product and experience pages; and, for the languages: the locale cookie's lifetime on the switch,
// no separate message download, dates and prices in the page's language.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

failOnCspViolations();

let browser: Browser;
let context: BrowserContext;
/** The sitemap's entries: each URL with its hreflang alternates. */
let entries: { url: string; alternates: Record<string, string> }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
  const response = await fetch(`${BASE_URL}/sitemap.xml`);
  expect(response.status).toBe(200);
  entries = [...(await response.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    url: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The first sitemap URL of a kind of detail page (`/items/`), Japanese. */
function detailUrl(prefix: string): string {
  const entry = entries.find((e) => new RegExp(`^${BASE_URL}${prefix}[^/]+$`).test(e.url));
  if (!entry) throw new Error(`the sitemap lists no ${prefix} page`);
  return entry.url;
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  return page;
}

describe('robots.txt', () => {
  it('keeps crawlers out of the private pages in both languages and names the sitemap', async () => {
    const response = await fetch(`${BASE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of [
      '/account',
      '/purchase',
      '/v1/',
      '/experiences/purchase',
      '/reviews/',
      '/signin',
      '/verify',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
      expect(text).toContain(`Disallow: /en${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/(en\/)?(items|experiences|live|video|volunteer)\n/);
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists products, experiences, marches, lives or archives, videos and volunteer posts, and /spots', () => {
    for (const prefix of ['/items/', '/experiences/', '/coordinator/', '/live/', '/video/', '/volunteer/']) {
      expect(detailUrl(prefix)).toMatch(new RegExp(`${prefix}[^/]+$`));
    }
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining([`${BASE_URL}/`, `${BASE_URL}/en`, `${BASE_URL}/spots`]));
    expect(urls.filter((u) => /\/(account|purchase|reviews|signin)/.test(u))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives every entry its ja, en and x-default alternates', () => {
    expect(entries.length).toBeGreaterThan(20);
    for (const { url, alternates } of entries) {
      const path = url.slice(BASE_URL.length).replace(/^\/en(?=\/|$)/, '') || '/';
      const ja = `${BASE_URL}${path}`;
      expect(alternates, url).toEqual({
        ja,
        en: `${BASE_URL}${path === '/' ? '/en' : `/en${path}`}`,
        'x-default': ja,
      });
    }
  });

  it('lists pages that answer 200 in both languages', async () => {
    for (const prefix of ['/items/', '/experiences/', '/coordinator/', '/live/', '/video/', '/volunteer/']) {
      const url = detailUrl(prefix);
      const alternates = entries.find((e) => e.url === url)?.alternates ?? {};
      for (const href of [url, alternates.en]) {
        const response = await fetch(href ?? '', { redirect: 'manual' });
        expect(response.status, href).toBe(200);
      }
    }
  });
});

describe('web app manifest', () => {
  it('is linked from the pages, with its icons and the apple-touch icon answering as PNGs', async () => {
    const page = await open('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute('href');
    await page.close();
    expect(manifestHref).toMatch(/^\/manifest\.webmanifest/);

    const response = await fetch(new URL(manifestHref ?? '', BASE_URL));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'hatake', lang: 'ja', start_url: '/' });
    expect(manifest.name).toContain('産地直送');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...manifest.icons, { src: appleHref ?? '', sizes: '180x180' }]) {
      const iconResponse = await fetch(new URL(icon.src, BASE_URL));
      expect(iconResponse.status, icon.src).toBe(200);
      expect(iconResponse.headers.get('content-type'), icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await iconResponse.arrayBuffer())), icon.src).toEqual({ width, height });
    }
  });
});

describe('share cards', () => {
  it.each([
    ['/items/', ''],
    ['/experiences/', ''],
    ['/items/', '/en'],
  ])(
    'a %s page (%s) names its card as og:image, which answers as a 1200×630 PNG',
    async (prefix, localePrefix) => {
      const path = `${localePrefix}${detailUrl(prefix).slice(BASE_URL.length)}`;
      const page = await open(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const width = await page.locator('meta[property="og:image:width"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      await page.close();
      expect(image).toMatch(new RegExp(`^${BASE_URL}${path}/share-card\\?v=[0-9a-z]+$`));
      expect(width).toBe('1200');
      expect(twitter).toBe(image);

      const started = performance.now();
      const response = await fetch(image ?? '', { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      // A card with the photo and the drawn text, not an empty frame.
      expect(bytes.byteLength).toBeGreaterThan(30_000);
      const drawnMs = performance.now() - started;
      // The same card again is remembered, not drawn again (lib/seo/og/card.tsx).
      const again = performance.now();
      const second = await fetch(image ?? '');
      expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
      console.log(
        `share card ${path}: ${Math.round(drawnMs)} ms, again ${Math.round(performance.now() - again)} ms`,
      );
    },
  );
});

describe('languages', () => {
  it('keeps the language chosen with the switch for 365 days, not the one of a page a link opened, and fetches no message files', async () => {
    const fresh = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
    const page = await fresh.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // A Japanese shopper follows an English link someone shared: no language is chosen by that.
    const response = await page.goto('/en/items', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const setCookie = (await response?.headerValue('set-cookie')) ?? '';
    expect(setCookie).not.toContain('NEXT_LOCALE=');
    expect((await fresh.cookies(BASE_URL)).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
    // Typing the shop's address afterwards still opens the Japanese home.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(page.url()).toBe(`${BASE_URL}/`);
    // The header's switch chooses English, and that choice is kept for 365 days.
    await hydratedLanguageSwitch(page, 'en');
    await page.locator('header a[hreflang="en"]').first().click();
    await page.waitForURL(`${BASE_URL}/en`);
    await expect
      .poll(async () => (await fresh.cookies(BASE_URL)).find((c) => c.name === 'NEXT_LOCALE')?.value)
      .toBe('en');
    // …and back to Japanese the same way.
    await hydratedLanguageSwitch(page, 'ja');
    await page.locator('header a[hreflang="ja"]').first().click();
    await page.waitForURL(`${BASE_URL}/`);
    await expect
      .poll(async () => (await fresh.cookies(BASE_URL)).find((c) => c.name === 'NEXT_LOCALE')?.value)
      .toBe('ja');
    const stored = (await fresh.cookies(BASE_URL)).find((c) => c.name === 'NEXT_LOCALE');
    expect(stored ? stored.expires - Date.now() / 1000 : 0).toBeGreaterThan(364 * 24 * 60 * 60);
    // The client's few messages ride in the page (docs/adr/0013); no catalogue is downloaded.
    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter((path) => /messages|\/(ja|en)\.json$/.test(path))).toEqual([]);
    await fresh.close();
  });

  it('writes dates and prices the way each language does', async () => {
    const video = detailUrl('/video/').slice(BASE_URL.length);
    const dates: Record<string, { text: string; iso: string }> = {};
    for (const [locale, path] of [
      ['ja', video],
      ['en', `/en${video}`],
    ] as const) {
      const page = await open(path);
      const time = page.locator('main time').first();
      dates[locale] = {
        text: (await time.textContent()) ?? '',
        iso: (await time.getAttribute('datetime')) ?? '',
      };
      await page.close();
    }
    expect(dates.ja?.iso).toBe(dates.en?.iso);
    expect(dates.ja?.text).toMatch(/\d{4}\/\d{2}\/\d{2}/);
    expect(dates.en?.text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

    const item = detailUrl('/items/').slice(BASE_URL.length);
    const ja = await open(item);
    const jaPrice =
      (await ja
        .locator('main')
        .getByText(/（税込）/)
        .first()
        .locator('..')
        .textContent()) ?? '';
    await ja.close();
    const en = await open(`/en${item}`);
    const enPrice =
      (await en
        .locator('main')
        .getByText(/\(tax incl\.\)/)
        .first()
        .locator('..')
        .textContent()) ?? '';
    await en.close();
    expect(jaPrice).toMatch(/¥\d{1,3}(,\d{3})*（税込）/);
    expect(enPrice).toMatch(/¥\d{1,3}(,\d{3})* \(tax incl\.\)/);
  });
});
