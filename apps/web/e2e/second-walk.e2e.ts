import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';

// A shopper's second walk (ja and en): the home page's 「ライブ配信中」 list link leads to the lives'
// own list (/live), not to the marches; volunteer posts whose days are over say so; a review by a
// member who bought the item is marked 購入者 / Buyer and the list can keep only those; the
// member's orders name the year. The buyer's order goes through the API and the sandbox payment.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 15_000 };

failOnCspViolations();

const LOCALES = [
  {
    prefix: '',
    viewAll: '一覧を見る',
    livesTitle: 'ライブ配信',
    over: '終了しました',
    overNotice: 'このボランティアの日程は終了しました',
    buyer: '購入者',
    buyersOnly: '購入者のレビューのみ',
  },
  {
    prefix: '/en',
    viewAll: 'View all',
    livesTitle: 'Live sales',
    over: 'Ended',
    overNotice: 'This volunteer day is over',
    buyer: 'Buyer',
    buyersOnly: 'Buyers only',
  },
] as const;

type Post = { id: string; title: string; eventStartDate: string; eventEndDate: string };

let browser: Browser;
let buyer: Member;
let bought: { productId: string; reviewTitle: string };

const api = async <T>(
  path: string,
  init: RequestInit & { token?: string; cookie?: string } = {},
): Promise<T> => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const response = await fetch(`${BASE_URL}${path}`, { ...init, headers });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

/** A member who bought one unit of a product on sale (paid in the sandbox) and reviewed it. */
async function buyAndReview(member: Member): Promise<{ productId: string; reviewTitle: string }> {
  const { accessToken } = await api<{ accessToken: string }>('/v1/auth', {
    method: 'POST',
    body: JSON.stringify({ username: member.email, password: member.password }),
  });
  const { products } = await api<{
    products: { id: string; coordinatorId: string; inventory: number; status: number }[];
  }>('/v1/products?limit=50');
  const product = products.find((p) => p.status === 2 && p.inventory > 5);
  if (!product) throw new Error('no product on sale');
  const { address } = await api<{ address: { id: string } }>('/v1/addresses', {
    method: 'POST',
    token: accessToken,
    body: JSON.stringify({
      lastname: '畑',
      firstname: '花子',
      lastnameKana: 'はた',
      firstnameKana: 'はなこ',
      postalCode: '1500001',
      prefectureCode: 13,
      city: '渋谷区',
      addressLine1: '神宮前1-1',
      addressLine2: '',
      phoneNumber: '03-1234-5678',
    }),
  });
  const cookie = `session_id=second-walk-${Date.now().toString(36)}-abcdefgh`;
  await api('/v1/carts/-/items', {
    method: 'POST',
    token: accessToken,
    cookie,
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  const priced = await api<{ requestId: string; total: number }>(
    `/v1/carts/${product.coordinatorId}?prefecture=13`,
    {
      token: accessToken,
      cookie,
    },
  );
  const { url } = await api<{ url: string }>('/v1/checkouts/products', {
    method: 'POST',
    token: accessToken,
    cookie,
    body: JSON.stringify({
      requestId: priced.requestId,
      coordinatorId: product.coordinatorId,
      paymentMethod: 2,
      callbackUrl: `${BASE_URL}/v1/purchase/complete`,
      total: priced.total,
      billingAddressId: address.id,
      shippingAddressId: address.id,
    }),
  });
  const payment = new URL(url);
  const session = decodeURIComponent(payment.pathname.split('/').at(-1) ?? '');
  // What the sandbox payment page does when the shopper pays (its URL carries the page token).
  const paid = await fetch(`${BASE_URL}/v1/payments/sandbox/sessions/${encodeURIComponent(session)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-page-token': payment.searchParams.get('token') ?? '',
    },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  if (paid.status >= 300) throw new Error(`sandbox pay: ${paid.status} ${await paid.text()}`);
  const reviewTitle = `買ってよかった ${Date.now().toString(36)}`;
  await api(`/v1/products/${product.id}/reviews`, {
    method: 'POST',
    token: accessToken,
    body: JSON.stringify({ rate: 5, title: reviewTitle, comment: '甘くておいしかったです。' }),
  });
  return { productId: product.id, reviewTitle };
}

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await createMember('walk', 'かいもの');
  bought = await buyAndReview(buyer);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('a shopper’s second walk', () => {
  for (const l of LOCALES) {
    it(`${l.prefix || 'ja'}: the live section's list link opens the lives' own list`, async () => {
      await withPage(async (page) => {
        await page.goto(`${BASE_URL}${l.prefix || '/'}`);
        const section = page.locator('section[aria-labelledby="lives-heading"]');
        await section.getByRole('link', { name: l.viewAll }).click();
        await page.waitForURL(`${BASE_URL}${l.prefix}/live`, WAIT);
        await page.getByRole('heading', { level: 1, name: l.livesTitle }).waitFor(WAIT);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    it(`${l.prefix || 'ja'}: a volunteer post whose days are over says so, on the list and on its page`, async () => {
      const { volunteers } = (await (await fetch(`${BASE_URL}/v1/volunteers?limit=50`)).json()) as {
        volunteers: Post[];
      };
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
        .format(new Date())
        .replaceAll('-', '');
      const over = volunteers.filter((v) => (v.eventEndDate || v.eventStartDate) < today && v.eventStartDate);
      const open = volunteers.filter((v) => (v.eventEndDate || v.eventStartDate) >= today);
      expect(over.length).toBeGreaterThan(0);
      expect(open.length).toBeGreaterThan(0);
      await withPage(async (page) => {
        await page.goto(`${BASE_URL}${l.prefix}/volunteer`);
        for (const post of over) {
          const card = page.locator('article', { has: page.getByRole('link', { name: post.title }) });
          expect(await card.getByText(l.over, { exact: true }).count()).toBe(1);
        }
        for (const post of open) {
          const card = page.locator('article', { has: page.getByRole('link', { name: post.title }) });
          expect(await card.getByText(l.over, { exact: true }).count()).toBe(0);
        }
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(`${BASE_URL}${l.prefix}/volunteer/${over[0]?.id}`);
        await page.getByText(l.overNotice).waitFor(WAIT);
        await page.goto(`${BASE_URL}${l.prefix}/volunteer/${open[0]?.id}`);
        expect(await page.getByText(l.overNotice).count()).toBe(0);
      });
    });

    it(`${l.prefix || 'ja'}: a buyer's review is marked and the list can keep only buyers' reviews`, async () => {
      await withPage(async (page) => {
        await page.goto(`${BASE_URL}${l.prefix}/items/${bought.productId}#reviews`);
        const mine = page.locator('article', {
          has: page.getByRole('heading', { name: bought.reviewTitle }),
        });
        await mine.waitFor(WAIT);
        expect(await mine.getByText(l.buyer, { exact: true }).count()).toBe(1);
        await page.getByRole('link', { name: l.buyersOnly }).click();
        await page.waitForURL(/[?&]buyers=1/, WAIT);
        await mine.waitFor(WAIT);
        expect(await page.locator('#reviews article').count()).toBe(1);
        expect(await page.getByRole('link', { name: l.buyersOnly }).getAttribute('aria-current')).toBe(
          'true',
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    it(`${l.prefix || 'ja'}: the member's orders name the year`, async () => {
      await withPage(async (page) => {
        await page.goto(`${BASE_URL}${l.prefix}/account`);
        await page.waitForURL(/\/signin\?redirect=/, WAIT);
        await submitSignIn(page, buyer);
        await page.waitForURL(new RegExp(`${l.prefix}/account$`), WAIT);
        const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric' }).format(
          new Date(),
        );
        const row = page.getByTestId('order-row').first();
        await row.waitFor(WAIT);
        const orderedAt = await row.locator('p').first().innerText();
        expect(orderedAt).toMatch(
          l.prefix ? new RegExp(`[A-Z][a-z]{2} \\d{1,2}, ${year}`) : new RegExp(`${year}/\\d{1,2}/\\d{1,2}`),
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});
