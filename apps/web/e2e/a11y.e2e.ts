import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PREFECTURES } from '@hatake/contract/values';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAddress, fillGuestDetails, OSAKA } from './support/address-fill.ts';
import { settled } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { japaneseConsoleWordsOn } from './support/console-words.ts';
import { type CheckContext, checkContext, runEnChecks, stringsOf } from './support/en-checks.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';

// The site walk: every storefront route of docs/product.md's page table, in ja (plain paths) and en
// (/en), visited once each with one browser and one member. On every visit axe-core (WCAG 2.1 A/AA)
// must find no serious or critical violation, and on every /en visit the English checks of
// support/en-checks.ts must find nothing (no ja.json UI string, no raw message key, no Japanese that
// no data explains). Detail routes use real demo ids read from the API; signed-in routes use a
// member signed up through the API; the purchase routes are walked with a cart in progress, through
// the sandbox payment page to the completed order (guest and member) and the experience booking
// forms. Every visit prints one line `SITE-WALK {"route":…,"locale":…,"critical":n,…}` to quote.
// Findings are collected and asserted per test, so one run names every failing route.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 20_000 };
const WALK_TIMEOUT = 240_000;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FOR_SALE = 2;
const ACCEPTING = 2;

failOnCspViolations();

type Listed = { id: string; coordinatorId: string; status: number; inventory: number };
type Ids = {
  products: Listed[];
  experience: string;
  coordinator: string;
  live: string;
  archive: string;
  video: string;
  volunteer: string;
};

let browser: Browser;
let member: Member;
let memberContext: BrowserContext;
let ids: Ids;
let checks: CheckContext;

async function getJson(pathname: string, token: string): Promise<unknown> {
  const answer = await fetch(`${BASE_URL}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status, pathname).toBe(200);
  return answer.json();
}

const first = <T>(list: T[] | undefined, what: string): T => {
  const item = list?.[0];
  if (item === undefined) throw new Error(`the demo data has no ${what}`);
  return item;
};

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember('walk', '畑の散歩者');
  const signedIn = await fetch(`${BASE_URL}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: member.email, password: member.password }),
  });
  expect(signedIn.status).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const data = new Set<string>();
  const read = async (pathname: string) => {
    const body = await getJson(pathname, accessToken);
    stringsOf(body, data);
    return body;
  };
  const { products } = (await read('/v1/products?limit=200')) as { products: Listed[] };
  const { experiences } = (await read('/v1/experiences?limit=200')) as {
    experiences: { id: string; status: number }[];
  };
  const { coordinators } = (await read('/v1/coordinators?limit=200')) as { coordinators: { id: string }[] };
  const { lives } = (await read('/v1/schedules/lives?limit=200')) as { lives: { scheduleId: string }[] };
  const { archives } = (await read('/v1/schedules/archives?limit=200')) as {
    archives: { scheduleId: string }[];
  };
  const { videos } = (await read('/v1/videos?limit=200')) as { videos: { id: string }[] };
  const { volunteers } = (await read('/v1/volunteers?limit=200')) as { volunteers: { id: string }[] };
  const experience = experiences.find((e) => e.status === ACCEPTING) ?? first(experiences, 'experience');
  ids = {
    products: products.filter((p) => p.status === FOR_SALE && p.inventory >= 10),
    experience: experience.id,
    coordinator: first(coordinators, 'coordinator').id,
    live: first(lives, 'live').scheduleId,
    archive: first(archives, 'archive').scheduleId,
    video: first(videos, 'video').id,
    volunteer: first(volunteers, 'volunteer post').id,
  };
  expect(ids.products.length).toBeGreaterThanOrEqual(4);
  // The detail pages show more than the lists: read their answers too, as the pages do.
  const product = first(ids.products, 'product');
  await read(`/v1/products/${product.id}`);
  await read(`/v1/products/${product.id}/reviews`);
  await read(`/v1/experiences/${ids.experience}`);
  await read(`/v1/experiences/${ids.experience}/reviews`);
  await read(`/v1/coordinators/${ids.coordinator}`);
  await read(`/v1/schedules/${ids.live}`);
  await read(`/v1/schedules/${ids.archive}`);
  await read(`/v1/videos/${ids.video}`);
  await read(`/v1/schedules/${ids.live}/comments?limit=200`);
  await read(`/v1/schedules/${ids.archive}/comments?limit=200`);
  await read(`/v1/videos/${ids.video}/comments?limit=200`);
  await read('/v1/spots?latitude=35.681236&longitude=139.767125&radius=3000');
  await read('/v1/spot-types?limit=200');
  await read(`/v1/volunteers/${ids.volunteer}`);
  await read('/v1/top/common');
  await read('/v1/postal-codes/1000001');
  await read('/v1/postal-codes/5300001');
  for (const p of ids.products) await read(`/v1/coordinators/${p.coordinatorId}`);

  // What the walk types or the member signed up with is the member's data, shown as written.
  for (const text of [member.username, '畑 花子', 'はた はなこ', '千代田1-1', '梅田1-1']) data.add(text);
  // Prefecture names: see support/en-checks.ts (their English is another check's concern).
  for (const prefecture of PREFECTURES) data.add(prefecture.ja);
  checks = checkContext(data);

  memberContext = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
  const page = await memberContext.newPage();
  await page.goto('/signin');
  await submitSignIn(page, member);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), WAIT);
  await page.close();
}, 120_000);

afterAll(async () => {
  await memberContext?.close();
  await browser?.close();
});

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    asGuest: 'ゲストとして購入する',
    toConfirm: 'ご注文内容の確認へ',
    autofill: '住所を自動入力',
    save: '保存する',
    place: '注文を確定する',
    card: 'クレジットカード決済',
    pay: '支払う',
    paid: 'ご注文ありがとうございます！',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    asGuest: 'Continue as a guest',
    toConfirm: 'Review your order',
    autofill: 'Fill in address',
    save: 'Save',
    place: 'Place order',
    card: 'Credit card',
    pay: 'Pay',
    paid: 'Thank you for your order!',
  },
] as const;

type L = (typeof LOCALES)[number];

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** Every path (locale prefix removed) a check ran on, to prove the walk missed no page. */
const inspected = new Set<string>();

/** The page routes of the storefront: `src/app/[locale]/**\/page.tsx`, route groups dropped. */
function pageRoutes(dir = resolve(import.meta.dirname, '../src/app/[locale]'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : [];
    if (!entry.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
    return pageRoutes(join(dir, entry.name), `${prefix}${segment}`);
  });
}

/**
 * Checks the page the browser is on as `route` (the route table's name, e.g. `/items/{id}`): axe,
 * then on /en the English checks. Returns the findings; prints the summary line.
 */
async function inspect(
  page: Page,
  l: L,
  route: string,
  options: { english?: boolean } = {},
): Promise<string[]> {
  await settled(page);
  // Only violations are needed: skipping the passes' and incomplete results' details halves the time.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const rules: string[] = [];
  const findings: string[] = [];
  for (const violation of results.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += 1;
    rules.push(`${impact}:${violation.id}`);
    if (impact === 'serious' || impact === 'critical')
      findings.push(
        `axe ${impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }
  // The seller console keeps its words in its own table, which console.e2e checks on every English
  // console page; its pages are mostly staff data (orders, the audit log), which these checks do not know.
  const english = l.name === 'en' && options.english !== false ? await runEnChecks(page, checks) : [];
  findings.push(...english);
  const { pathname } = new URL(page.url());
  inspected.add(pathname.replace(/^\/en(?=\/|$)/, '') || '/');
  console.log(
    `SITE-WALK ${JSON.stringify({ route, locale: l.name, path: pathname, ...counts, rules, enFindings: l.name === 'en' ? english.length : null })}`,
  );
  const lines = findings.map((finding) => `${l.name} ${route} (${pathname}): ${finding}`);
  for (const line of lines) console.log(`SITE-WALK-FINDING ${line}`);
  return lines;
}

/** Submits the page's form in `main` as it is and inspects the answer once an error shows. */
async function submitAndInspect(page: Page, l: L, route: string): Promise<string[]> {
  await page.locator('main form button[type=submit]').last().click();
  await page.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first().waitFor(WAIT);
  return inspect(page, l, route);
}

/** Goes to `path` in the locale and inspects it. */
async function visit(page: Page, l: L, route: string, path: string): Promise<string[]> {
  await page.goto(`${l.prefix}${path}`);
  return inspect(page, l, route);
}

async function addToCart(context: BrowserContext, productId: string, quantity: number) {
  const answer = await context.request.post('/v1/carts/-/items', { data: { productId, quantity } });
  expect(answer.status()).toBeLessThan(300);
}

/** A product per use, so that the walks do not empty one product's stock. */
let nextProduct = 0;
function takeProduct(): Listed {
  const product = ids.products[nextProduct % ids.products.length];
  nextProduct += 1;
  if (!product) throw new Error('no product');
  return product;
}

async function placeAndPay(page: Page, l: L, complete: RegExp): Promise<string[]> {
  const findings: string[] = [];
  await page.getByLabel(l.card).check();
  await page.getByRole('button', { name: l.place }).click();
  await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
  findings.push(...(await inspect(page, l, '/v1/purchase/sandbox/{id}')));
  await page.getByRole('button', { name: l.pay, exact: true }).click();
  await page.waitForURL(complete, WAIT);
  await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
  return findings;
}

describe.each(LOCALES)('site walk ($name)', (l) => {
  it(
    'public, auth, health and error pages',
    async () => {
      const context = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
      const page = await context.newPage();
      const product = first(ids.products, 'product');
      const routes: [string, string][] = [
        ['/', '/'],
        ['/about', '/about'],
        ['/contact', '/contact'],
        ['/privacy', '/privacy'],
        ['/legal-notice', '/legal-notice'],
        ['/terms-of-use', '/terms-of-use'],
        ['/guide', '/guide'],
        ['/items', '/items'],
        ['/items/{id}', `/items/${product.id}`],
        ['/marches', '/marches'],
        ['/live', '/live'],
        ['/live/{id} (live)', `/live/${ids.live}`],
        ['/live/{id} (archive)', `/live/${ids.archive}`],
        ['/video/{id}', `/video/${ids.video}`],
        ['/experiences', '/experiences'],
        ['/experiences/{id}', `/experiences/${ids.experience}`],
        ['/volunteer', '/volunteer'],
        ['/volunteer/{id}', `/volunteer/${ids.volunteer}`],
        ['/coordinator/{id}', `/coordinator/${ids.coordinator}`],
        ['/spots (signed out)', '/spots'],
        ['/purchase (empty)', '/purchase'],
        ['/health', '/health'],
        ['/signin', '/signin'],
        ['/signup', '/signup'],
        ['/verify', '/verify'],
        ['/register', '/register'],
        ['/forgot-password', '/forgot-password'],
        ['/auth/line/signin', '/auth/line/signin'],
        ['/auth/google/signin', '/auth/google/signin'],
        ['/account (signed out)', '/account'],
        ['/reviews/products/{id} (signed out)', `/reviews/products/${product.id}`],
        ['404 (unknown path)', '/no-such-page'],
        ['404 (unknown item)', '/items/no-such-item'],
      ];
      const findings: string[] = [];
      for (const [route, path] of routes) findings.push(...(await visit(page, l, route, path)));
      // Error states: a form sent empty, and a refused sign-in (the API's 401 message).
      await page.goto(`${l.prefix}/contact`);
      findings.push(...(await submitAndInspect(page, l, '/contact (sent empty)')));
      await page.goto(`${l.prefix}/signin`);
      await submitSignIn(page, { ...member, password: 'not-the-password-1' });
      await page.locator('[role="alert"]:not(:empty)').first().waitFor(WAIT);
      findings.push(...(await inspect(page, l, '/signin (wrong password)')));
      await context.close();
      expect(findings).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    'guest purchase: cart, checkout pages, sandbox payment, completion, experience booking',
    async () => {
      const context = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
      const page = await context.newPage();
      const product = takeProduct();
      await addToCart(context, product.id, 1);
      const findings: string[] = [];
      findings.push(...(await visit(page, l, '/purchase', '/purchase')));
      const query = `coordinatorId=${product.coordinatorId}`;
      findings.push(...(await visit(page, l, '/v1/purchase/auth', `/v1/purchase/auth?${query}`)));
      await page.getByRole('link', { name: l.asGuest }).click();
      await page.waitForURL(/\/v1\/purchase\/guest\/address\?/, WAIT);
      findings.push(...(await inspect(page, l, '/v1/purchase/guest/address')));
      findings.push(...(await submitAndInspect(page, l, '/v1/purchase/guest/address (sent empty)')));
      await fillGuestDetails(page, l.autofill, `walk.${l.name}.${Date.now()}@example.com`);
      await page.getByRole('button', { name: l.toConfirm }).click();
      await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
      await page.getByTestId('checkout-total').waitFor(WAIT);
      findings.push(...(await inspect(page, l, '/v1/purchase/guest/confirmation')));
      findings.push(...(await placeAndPay(page, l, /\/v1\/purchase\/guest\/complete\?/)));
      findings.push(...(await inspect(page, l, '/v1/purchase/guest/complete')));
      findings.push(
        ...(await visit(
          page,
          l,
          '/experiences/purchase/guest',
          `/experiences/purchase/guest?id=${ids.experience}&adultCount=2`,
        )),
      );
      await context.close();
      expect(findings).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    'member: account, edits, addresses, reviews, spots, checkout to the order page, booking',
    async () => {
      const page = await memberContext.newPage();
      const product = takeProduct();
      await addToCart(memberContext, product.id, 1);
      const findings: string[] = [];
      const query = `coordinatorId=${product.coordinatorId}`;
      findings.push(...(await visit(page, l, '/purchase (member)', '/purchase')));
      await page.goto(`${l.prefix}/v1/purchase/auth?${query}`);
      findings.push(...(await inspect(page, l, '/v1/purchase/auth (member)')));
      findings.push(...(await visit(page, l, '/v1/purchase/address', `/v1/purchase/address?${query}`)));
      const saved = page.locator('[data-testid=saved-address] input[type=radio]');
      let addressId = (await saved.count()) > 0 ? ((await saved.first().getAttribute('value')) ?? '') : '';
      if (!addressId) {
        await fillAddress(page, 'address-', l.autofill, OSAKA);
        await page.getByRole('button', { name: l.save }).click();
        await page.waitForURL(/\/v1\/purchase\/confirmation\?/, WAIT);
        addressId = new URL(page.url()).searchParams.get('addressId') ?? '';
      } else {
        await page.goto(`${l.prefix}/v1/purchase/confirmation?${query}&addressId=${addressId}`);
      }
      expect(addressId).not.toBe('');
      await page.getByTestId('checkout-total').waitFor(WAIT);
      findings.push(...(await inspect(page, l, '/v1/purchase/confirmation')));
      findings.push(...(await placeAndPay(page, l, /\/v1\/purchase\/complete\?/)));
      findings.push(...(await inspect(page, l, '/v1/purchase/complete')));
      const orderId = (await page.getByTestId('order-id').innerText()).trim();

      const routes: [string, string][] = [
        ['/account/orders/{id}', `/account/orders/${orderId}`],
        ['/account', '/account'],
        ['/account/edit/id', '/account/edit/id'],
        ['/account/edit/email', '/account/edit/email'],
        ['/account/edit/password', '/account/edit/password'],
        ['/account/edit/username', '/account/edit/username'],
        ['/account/edit/thumbnail', '/account/edit/thumbnail'],
        ['/account/edit/notification', '/account/edit/notification'],
        ['/account/edit/complete', '/account/edit/complete?from=username'],
        ['/account/addresses/new', '/account/addresses/new'],
        ['/account/addresses/{id}', `/account/addresses/${addressId}`],
        ['/reviews/products/{id}', `/reviews/products/${product.id}`],
        ['/reviews/experiences/{id}', `/reviews/experiences/${ids.experience}`],
        ['/reviews/complete', `/reviews/complete?product=${product.id}`],
        ['/spots (member)', '/spots'],
        ['/experiences/purchase', `/experiences/purchase?id=${ids.experience}&adultCount=2`],
      ];
      for (const [route, path] of routes) findings.push(...(await visit(page, l, route, path)));
      await page.goto(`${l.prefix}/reviews/products/${product.id}`);
      findings.push(...(await submitAndInspect(page, l, '/reviews/products/{id} (sent empty)')));
      await page.goto(`${l.prefix}/account/addresses/new`);
      findings.push(...(await submitAndInspect(page, l, '/account/addresses/new (sent empty)')));
      await page.close();
      expect(findings).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});

describe.each(LOCALES)('site walk of the seller console ($name)', (l) => {
  it(
    'sign-in, today, orders, an order, products, a new and an existing product, producers, a new and an existing producer, audit, settings',
    async () => {
      const context = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
      const page = await context.newPage();
      const console_ = { english: false };
      const findings: string[] = [];
      await page.goto(`${l.prefix}/console/sign-in`);
      findings.push(...(await inspect(page, l, '/console/sign-in', console_)));
      await page.locator('#console-email').fill('admin@demo.hatake.local');
      await page.locator('#console-password').fill('hatake-admin-2024');
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL((url) => /\/console$/.test(url.pathname), WAIT);
      findings.push(...(await inspect(page, l, '/console', console_)));
      const staff = await context.request.post('/v1/console/auth', {
        data: { email: 'admin@demo.hatake.local', password: 'hatake-admin-2024' },
      });
      const token = ((await staff.json()) as { accessToken: string }).accessToken;
      const firstId = async (path: string, key: string): Promise<string> => {
        const body = (await getJson(path, token)) as Record<string, { id: string }[]>;
        return first(body[key], key).id;
      };
      const order = await firstId('/v1/console/orders?limit=1', 'orders');
      const product = await firstId('/v1/console/products?limit=1', 'products');
      const producer = await firstId('/v1/console/producers?limit=1', 'producers');
      for (const [route, path] of [
        ['/console/orders', '/console/orders'],
        ['/console/orders/{id}', `/console/orders/${order}`],
        ['/console/products', '/console/products'],
        ['/console/products/new', '/console/products/new'],
        ['/console/products/{id}', `/console/products/${product}`],
        ['/console/producers', '/console/producers'],
        ['/console/producers/new', '/console/producers/new'],
        ['/console/producers/{id}', `/console/producers/${producer}`],
        ['/console/audit', '/console/audit'],
        ['/console/settings', '/console/settings'],
      ] as const) {
        await page.goto(`${l.prefix}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
        findings.push(...(await inspect(page, l, route, console_)));
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== l.name) findings.push(`${route}: lang="${lang}"`);
        // The console keeps its words in its own table: none of its Japanese ones on an English page.
        if (l.name === 'en')
          findings.push(
            ...(await japaneseConsoleWordsOn(page)).map((word) => `${route}: Japanese "${word}"`),
          );
      }
      await context.close();
      expect(findings).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});

it('walked every page route of the app directory', () => {
  const missed = pageRoutes().filter((route) => {
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    return ![...inspected].some((walked) => pattern.test(walked));
  });
  expect(missed, 'routes no visit of the walk inspected').toEqual([]);
});
