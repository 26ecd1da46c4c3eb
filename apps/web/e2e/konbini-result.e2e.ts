import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillGuestDetails } from './support/address-fill.ts';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { BASE_URL } from './support/storefront.ts';

// A konbini order's result page, ja and en (docs/rules/checkout-and-payments.md, "Konbini slip"): a
// guest pays by konbini on the sandbox page (払込番号を発行), and the complete page shows the store,
// the numbers the API answers for the checkout and the deadline in Japan time, how to pay at that
// store, no bank or ATM text and no promise of a slip e-mail (none is sent).

const WAIT = { timeout: 20_000 };

failOnCspViolations();

type ListedProduct = { id: string; coordinatorId: string; status: number; inventory: number };
type Slip = { store: string; receiptNumber: string; confirmationNumber: string; deadline: number };

const suite = sharedBrowser();
let products: ListedProduct[] = [];

beforeAll(async () => {
  products = await buyableProducts<ListedProduct>(20);
});

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    autofill: '住所を自動入力',
    toConfirm: 'ご注文内容の確認へ',
    place: '注文を確定する',
    konbini: 'コンビニ決済',
    instructions: 'ご注文を受け付けました。お支払いをお願いします',
    stores: [
      'セブン-イレブン',
      'ローソン',
      'ファミリーマート',
      'ミニストップ',
      'デイリーヤマザキ',
      'セイコーマート',
    ],
    year: (deadline: number) => `${new Date((deadline + 9 * 3600) * 1000).getUTCFullYear()}/`,
    forbidden: [/ATM/, /銀行/, /ネットバンキング/, /メールでもお送り/],
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    autofill: 'Fill in address',
    toConfirm: 'Review your order',
    place: 'Place order',
    konbini: 'Convenience store',
    instructions: 'Order received — please pay',
    stores: ['7-Eleven', 'Lawson', 'FamilyMart', 'Ministop', 'Daily Yamazaki', 'Seicomart'],
    year: (deadline: number) => `${new Date((deadline + 9 * 3600) * 1000).getUTCFullYear()}`,
    forbidden: [/ATM/, /\bbank/i, /we also e-mail/i],
  },
] as const;

describe.each(LOCALES)('konbini result ($name)', (l) => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('shows the store, the payment number and the deadline, and no bank or ATM text', async () => {
    const product = products[l.name === 'ja' ? 0 : 1];
    if (!product) throw new Error('the demo data has no two buyable products');
    const added = await context.request.post('/v1/carts/-/items', {
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBeLessThan(300);
    const page = await context.newPage();
    await page.goto(`${l.prefix}/v1/purchase/guest/address?coordinatorId=${product.coordinatorId}`);
    await fillGuestDetails(page, l.autofill, `konbini.${l.name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await page.getByLabel(l.konbini).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: /払込番号|payment slip/ }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.instructions }).waitFor(WAIT);

    // The numbers are the API's for this checkout (the session cookie of this browser).
    const transactionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    const state = await context.request.get(`/v1/guests/checkouts/${encodeURIComponent(transactionId)}`);
    expect(state.status()).toBe(200);
    const slip = ((await state.json()) as { konbini?: Slip }).konbini;
    if (!slip) throw new Error('the checkout state has no konbini slip');

    const shown = page.getByTestId('konbini-slip');
    expect(l.stores).toContain(await shown.getByTestId('konbini-store').innerText());
    expect(await shown.getByTestId('konbini-receipt').innerText()).toBe(slip.receiptNumber);
    if (slip.confirmationNumber) {
      expect(await shown.getByTestId('konbini-confirmation').innerText()).toBe(slip.confirmationNumber);
    } else {
      expect(await shown.getByTestId('konbini-confirmation').count()).toBe(0);
    }
    const deadline = shown.getByTestId('konbini-deadline');
    expect(await deadline.innerText()).toContain(l.year(slip.deadline));
    expect(await deadline.locator('time').getAttribute('datetime')).toBe(
      new Date(slip.deadline * 1000).toISOString(),
    );
    // How to pay at the store: three steps.
    expect(await shown.locator('ol > li').count()).toBe(3);
    const text = await page.getByRole('main').innerText();
    for (const word of l.forbidden) expect(text).not.toMatch(word);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
