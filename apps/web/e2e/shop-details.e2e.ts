import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';

// The details of a careful shop, in both languages: booking badges on experience cards, the home
// page's on-air and upcoming lives, list pages past their end (307 to the last page), the product
// page's shipping estimate against what the cart charges, the legal notice (seller, payment methods
// in use) and the guide reached from the footer. The harness (scripts/e2e.ts) starts the seeded API
// and the storefront; the seed has one running and one upcoming live, and Merpay and cash on
// delivery out of service.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 10_000 };

failOnCspViolations();

type Messages = {
  checkout: { methods: Record<string, string> };
  experiences: { badge: Record<string, string> };
};
const messagesOf = (locale: 'ja' | 'en'): Messages =>
  JSON.parse(readFileSync(new URL(`../src/messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;

const LOCALES = [
  {
    name: 'ja' as const,
    browserLocale: 'ja-JP',
    prefix: '',
    liveHeading: 'ライブ配信中',
    upcomingHeading: '配信予定',
    badges: { 1: '受付前', 2: '受付中', 3: '満員', 4: '受付終了' } as Record<number, string>,
    shippingHeading: '送料の目安',
    prefectures: { 1: '北海道', 13: '東京都', 47: '沖縄県' } as Record<number, string>,
    legalTitle: '特定商取引法に基づく表記',
    demo: 'デモ',
    footerHelp: 'ご利用ガイド・よくある質問',
    guideSections: ['ご注文について', '送料について', 'お支払いについて', 'キャンセル・返品について'],
  },
  {
    name: 'en' as const,
    browserLocale: 'en-US',
    prefix: '/en',
    liveHeading: 'Live now',
    upcomingHeading: 'Upcoming',
    badges: { 1: 'Not yet open', 2: 'Open', 3: 'Full', 4: 'Closed' } as Record<number, string>,
    shippingHeading: 'Estimated shipping',
    prefectures: { 1: 'Hokkaido', 13: 'Tokyo', 47: 'Okinawa' } as Record<number, string>,
    legalTitle: 'Legal Notice',
    demo: 'Demo',
    footerHelp: 'Shopping guide & FAQ',
    guideSections: ['Ordering', 'Shipping fees', 'Payment', 'Cancellations and returns'],
  },
];

/** `¥1,300`, as the storefront writes yen. */
const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, init);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

type Estimate = { shippingFee: number | null; freeShippingThreshold: number | null; coordinatorId: string };
type ListedProduct = { id: string; status: number; inventory: number; coordinatorId: string; price: number };

/** A product for sale whose estimate differs between Tokyo and Hokkaido (so a change is visible). */
async function productWithRegionalFees(): Promise<{ product: ListedProduct; fees: Record<number, number> }> {
  const { products } = await api<{ products: ListedProduct[] }>('/v1/products?limit=50');
  for (const product of products.filter((p) => p.status === 2 && p.inventory > 0)) {
    const fees: Record<number, number> = {};
    for (const code of [13, 1, 47]) {
      const estimate = await api<Estimate>(
        `/v1/products/${product.id}/shipping-estimate?prefectureCode=${code}`,
      );
      if (estimate.shippingFee !== null) fees[code] = estimate.shippingFee;
    }
    if (fees[13] !== undefined && fees[1] !== undefined && fees[47] !== undefined && fees[13] !== fees[1])
      return { product, fees };
  }
  throw new Error('the seed has no product whose shipping differs between Tokyo and Hokkaido');
}

let guests = 0;
/** The shipping fee the cart charges a fresh guest for one unit of the product to the prefecture. */
async function cartFee(product: ListedProduct, prefecture: number): Promise<number> {
  guests += 1;
  const headers = {
    cookie: `session_id=e2e-shop-details-${Date.now()}-${guests}`,
    'content-type': 'application/json',
  };
  const added = await fetch(`${BASE_URL}/v1/carts/-/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  expect(added.status).toBe(204);
  const calc = await api<{ shippingFee: number }>(
    `/v1/carts/${product.coordinatorId}?prefecture=${prefecture}`,
    {
      headers,
    },
  );
  return calc.shippingFee;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('list pages past their end', () => {
  it('answer 307 to the last page with the other parameters kept, in both languages', async () => {
    const { total } = await api<{ total: number }>('/v1/products?limit=1');
    const last = Math.max(1, Math.ceil(total / 20));
    for (const prefix of ['', '/en']) {
      const response = await fetch(`${BASE_URL}${prefix}/items?sort=newer&page=999`, { redirect: 'manual' });
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get('location') ?? '', BASE_URL);
      expect(location.pathname).toBe(`${prefix}/items`);
      expect(location.searchParams.get('sort')).toBe('newer');
      expect(location.searchParams.get('page')).toBe(last > 1 ? String(last) : null);
      for (const list of ['/experiences', '/marches', '/volunteer']) {
        const other = await fetch(`${BASE_URL}${prefix}${list}?page=999`, { redirect: 'manual' });
        expect(other.status, list).toBe(307);
        expect(new URL(other.headers.get('location') ?? '', BASE_URL).pathname).toBe(`${prefix}${list}`);
      }
    }
    // Not a page number: the first page, as it is.
    for (const raw of ['0', '-3', 'abc']) {
      const response = await fetch(`${BASE_URL}/items?page=${raw}`, { redirect: 'manual' });
      expect(response.status, raw).toBe(200);
    }
  });
});

describe.each(LOCALES)('shop details ($name)', (locale) => {
  let context: BrowserContext;
  let page: Page;
  const messages = messagesOf(locale.name);

  beforeAll(async () => {
    context = await newContext(browser, { locale: locale.browserLocale });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('badges every experience card with its booking status, in words', async () => {
    const { experiences } = await api<{ experiences: { id: string; status: number }[] }>(
      '/v1/experiences?limit=200',
    );
    const statusOf = new Map(experiences.map((experience) => [experience.id, experience.status]));
    await page.goto(`${BASE_URL}${locale.prefix}/experiences`);
    const cards = page.locator('section[aria-labelledby="experience-list-heading"] a[href*="/experiences/"]');
    await cards.first().waitFor(WAIT);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const id = decodeURIComponent(String(await card.getAttribute('href')).split('/experiences/')[1] ?? '');
      const status = statusOf.get(id);
      expect(status, id).toBeDefined();
      const badge = await card.getByTestId('experience-badge').textContent();
      expect(badge).toBe(locale.badges[status ?? -1]);
      expect(Object.values(messages.experiences.badge)).toContain(badge);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists only on-air lives under the live heading and upcoming ones under their own', async () => {
    const { lives } = await api<{ lives: { scheduleId: string; status: number }[] }>('/v1/top/common');
    const onAir = lives.filter((live) => live.status === 2).map((live) => live.scheduleId);
    const upcoming = lives.filter((live) => live.status === 1).map((live) => live.scheduleId);
    expect(onAir.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    await page.goto(`${BASE_URL}${locale.prefix}/`);
    const liveSection = page.getByRole('region', { name: locale.liveHeading, exact: true });
    const upcomingSection = page.getByRole('region', { name: locale.upcomingHeading, exact: true });
    await liveSection.waitFor(WAIT);
    const hrefs = async (section: typeof liveSection) =>
      (
        await section
          .locator('a[href*="/live/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      )
        .map((href) => decodeURIComponent(String(href).split('/live/')[1] ?? ''))
        .sort();
    expect(await hrefs(liveSection)).toEqual([...onAir].sort());
    expect(await hrefs(upcomingSection)).toEqual([...upcoming].sort());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends /items?page=999 to the last page, which lists products', async () => {
    await page.goto(`${BASE_URL}${locale.prefix}/items?page=999`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${locale.prefix}/items`);
    expect(url.searchParams.get('page')).not.toBe('999');
    expect(await page.locator('a[href*="/items/"]').count()).toBeGreaterThan(0);
  });

  it('estimates shipping per prefecture as the cart charges it', async () => {
    const { product, fees } = await productWithRegionalFees();
    await page.goto(`${BASE_URL}${locale.prefix}/items/${product.id}`);
    const box = page.getByRole('region', { name: locale.shippingHeading });
    await box.waitFor(WAIT);
    const fee = box.getByTestId('shipping-estimate-fee');
    // Signed out: Tokyo first.
    await expect.poll(() => fee.textContent(), WAIT).toContain(locale.prefectures[13]);
    const shown = (code: number) => (fees[code] === 0 ? undefined : yen(fees[code] ?? -1));
    if (shown(13)) expect(await fee.textContent()).toContain(shown(13));
    for (const code of [1, 47]) {
      await box.locator('select').selectOption(String(code));
      await expect.poll(() => fee.textContent(), WAIT).toContain(locale.prefectures[code]);
      const text = (await fee.textContent()) ?? '';
      const expected = shown(code);
      if (expected) expect(text).toContain(expected);
      // The same fee the cart charges for one unit to that prefecture.
      expect(await cartFee(product, code)).toBe(fees[code]);
    }
    expect(await cartFee(product, 13)).toBe(fees[13]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names the seller (demo values marked) and only the payment methods in use', async () => {
    const { systems } = await api<{ systems: { methodType: number; status: number }[] }>(
      '/v1/statuses/payments',
    );
    const inUse = new Set(systems.filter((s) => s.status === 1).map((s) => s.methodType));
    const out = systems.filter((s) => s.status !== 1).map((s) => s.methodType);
    expect(out.length).toBeGreaterThan(0);
    await page.goto(`${BASE_URL}${locale.prefix}/legal-notice`);
    await page.getByRole('heading', { level: 1, name: locale.legalTitle }).waitFor(WAIT);
    for (const field of ['name', 'address', 'phone', 'email']) {
      const value = page.getByTestId(`seller-${field}`);
      // The harness sets no SHOP_SELLER_*: every value is the demo one, marked as such.
      expect(await value.getAttribute('data-demo')).toBe('true');
      expect(await value.textContent()).toContain(locale.demo);
    }
    const methods = (await page.getByTestId('payment-methods').textContent()) ?? '';
    for (const method of [2, 5, 11, 12]) {
      if (inUse.has(method)) expect(methods).toContain(messages.checkout.methods[String(method)]);
    }
    for (const method of out) expect(methods).not.toContain(messages.checkout.methods[String(method)]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reaches the guide from the footer', async () => {
    await page.goto(`${BASE_URL}${locale.prefix}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: locale.footerHelp }).click();
    await page.waitForURL(`${BASE_URL}${locale.prefix}/guide`, WAIT);
    for (const heading of locale.guideSections) {
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor(WAIT);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
