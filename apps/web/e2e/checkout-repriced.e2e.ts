import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillGuestDetails } from './support/address-fill.ts';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { BASE_URL } from './support/storefront.ts';

// A confirmation page submitted again with a requestId that went with another order body — the
// shopper came back from the payment page (here: a failed payment) to the page as it was rendered
// then, and chose another method — is refused by the API (409). The storefront prices the cart
// again with a fresh requestId and shows the confirmation page with a notice, in ja and en; the
// order then placed is the one payment for those units (lib/checkout/repriced.ts).

const WAIT = { timeout: 20_000 };

failOnCspViolations();

type ListedProduct = { id: string; coordinatorId: string; status: number; inventory: number };

const suite = sharedBrowser();
let products: ListedProduct[] = [];

beforeAll(async () => {
  products = await buyableProducts<ListedProduct>(20);
});

async function stockOf(productId: string): Promise<number> {
  const answer = await fetch(`${BASE_URL}/v1/products/${productId}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { product: { inventory: number } }).product.inventory;
}

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    toConfirm: 'ご注文内容の確認へ',
    autofill: '住所を自動入力',
    place: '注文を確定する',
    card: 'クレジットカード決済',
    konbini: 'コンビニ決済',
    fail: '支払いを失敗させる',
    failed: 'お支払いに失敗しました',
    notice: /ご注文内容が変わったため、金額を計算し直しました/,
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    toConfirm: 'Review your order',
    autofill: 'Fill in address',
    place: 'Place order',
    card: 'Credit card',
    konbini: 'Convenience store',
    fail: 'Make the payment fail',
    failed: 'The payment failed',
    notice: /Your order changed, so it was priced again/,
  },
] as const;

/** The confirmation page's requestId (a hidden field of the order form). */
const requestIdOf = (page: Page) => page.locator('input[name="requestId"]').inputValue();

describe.each(LOCALES)('a requestId reused with another method ($name)', (l) => {
  it('prices the cart again with a notice, then places one order with the new method', async () => {
    // From the end of the list: checkout.e2e.ts takes its products from the start.
    const product = products.at(l.name === 'ja' ? -1 : -2);
    if (!product) throw new Error('the demo data has no two buyable products with stock');
    const context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
    const email = `repriced.${l.name}.${Date.now()}@example.com`;
    const added = await context.request.post('/v1/carts/-/items', {
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBeLessThan(300);
    const before = await stockOf(product.id);
    const page = await context.newPage();
    const toConfirmation = async () => {
      await page.goto(`${l.prefix}/v1/purchase/guest/address?coordinatorId=${product.coordinatorId}`);
      await fillGuestDetails(page, l.autofill, email);
      await page.getByRole('button', { name: l.toConfirm }).click();
      await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
      await page.getByRole('button', { name: l.place }).waitFor(WAIT);
    };

    // By card, the payment fails: the order ends, its unit goes back to the cart.
    await toConfirmation();
    const first = await requestIdOf(page);
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: l.fail }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.failed }).waitFor(WAIT);
    expect(await stockOf(product.id)).toBe(before);

    // The confirmation page as first rendered (its requestId), now with konbini: 409 from the API.
    await toConfirmation();
    await page.locator('input[name="requestId"]').evaluate((input, id) => {
      (input as HTMLInputElement).value = id;
    }, first);
    await page.getByLabel(l.konbini).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.getByTestId('repriced-notice').waitFor(WAIT);
    expect(page.url()).toContain('repriced=1');
    expect(await page.getByTestId('repriced-notice').innerText()).toMatch(l.notice);
    expect(await page.getByTestId('checkout-error').count()).toBe(0);
    const fresh = await requestIdOf(page);
    expect(fresh).not.toBe(first);
    expect(fresh).toMatch(/\S/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await stockOf(product.id)).toBe(before);

    // Confirmed once more: one order, by konbini, one unit taken.
    await page.getByLabel(l.konbini).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    expect(await page.getByTestId('sandbox-method').innerText()).toBe(l.konbini);
    expect(await stockOf(product.id)).toBe(before - 1);
    await context.close();
  });
});
