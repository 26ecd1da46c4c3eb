import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillAddress, OSAKA } from './support/address-fill.ts';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { createMember, submitSignIn } from './support/members.ts';
import { BASE_URL } from './support/storefront.ts';

// The last page before paying explains itself and takes a delivery preference (issue 24, item 5;
// docs/rules/checkout-and-payments.md, "Delivery date and time slot"), ja and en: a member sees
// when the order ships, the return terms linking the legal notice and the consent line linking the
// terms and the privacy policy; chooses a date among the 12 offered (3 to 14 days ahead) and the
// 18–20 slot; pays in the sandbox; and finds the same date and slot on the result page and on the
// order page /account/orders/{id}.

const WAIT = { timeout: 20_000 };

failOnCspViolations();

type ListedProduct = { id: string; coordinatorId: string; status: number; inventory: number };

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
    signIn: 'ログインして購入',
    autofill: '住所を自動入力',
    save: '保存する',
    timing: 'お届けの時期',
    shipWithin: /お支払いの確認後7日以内（\d{4}年\d{1,2}月\d{1,2}日\(.\)まで）/,
    terms: '返品・キャンセルについて',
    legalNotice: '特定商取引法に基づく表記',
    termsOfUse: '利用規約',
    privacy: 'プライバシーポリシー',
    date: '配送希望日',
    slot: '配送時間帯',
    noPreference: '指定なし',
    evening: '18時〜20時',
    card: 'クレジットカード決済',
    place: '注文を確定する',
    pay: '支払う',
    paid: 'ご注文ありがとうございます！',
    viewOrder: '注文の詳細を見る',
    orderTitle: '注文の詳細',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    signIn: 'Sign in and check out',
    autofill: 'Fill in address',
    save: 'Save',
    timing: 'When it arrives',
    shipWithin: /within 7 days of your payment being confirmed \(by \w{3}, \w+ \d{1,2}, \d{4}\)/,
    terms: 'Returns and cancellations',
    legalNotice: 'legal notice',
    termsOfUse: 'Terms of Use',
    privacy: 'Privacy Policy',
    date: 'Delivery date',
    slot: 'Delivery time',
    noPreference: 'No preference',
    evening: '6pm–8pm',
    card: 'Credit card',
    place: 'Place order',
    pay: 'Pay',
    paid: 'Thank you for your order!',
    viewOrder: 'View the order',
    orderTitle: 'Order details',
  },
] as const;

async function addToCart(context: BrowserContext, productId: string, quantity: number) {
  const answer = await context.request.post('/v1/carts/-/items', { data: { productId, quantity } });
  expect(answer.status()).toBeLessThan(300);
}

describe.each(LOCALES)('delivery date and time slot ($name)', (l) => {
  it('a member picks a date and a slot before paying and sees them on the result and order pages', async () => {
    const product = products[l.name === 'ja' ? 0 : 1];
    if (!product) throw new Error('the demo data has no two buyable products');
    const buyer = await createMember(`delivery${l.name}`, '配達日指定の客');
    const context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
    await addToCart(context, product.id, 1);
    const page = await context.newPage();
    await page.goto(`${l.prefix}/v1/purchase/auth?coordinatorId=${product.coordinatorId}`);
    await page.getByRole('link', { name: l.signIn }).click();
    await submitSignIn(page, buyer);
    await page.waitForURL(/\/v1\/purchase\/address\?/, WAIT);
    await fillAddress(page, 'address-', l.autofill, OSAKA);
    await page.getByRole('button', { name: l.save }).click();
    await page.waitForURL(/\/v1\/purchase\/confirmation\?/, WAIT);

    // The page explains itself before the button.
    const timing = page.getByRole('region', { name: l.timing });
    expect(await timing.innerText()).toMatch(l.shipWithin);
    const terms = page.getByRole('region', { name: l.terms });
    expect(await terms.getByRole('link', { name: l.legalNotice }).getAttribute('href')).toBe(
      `${l.prefix}/legal-notice`,
    );
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: l.place }) });
    expect(await form.getByRole('link', { name: l.termsOfUse }).getAttribute('href')).toBe(
      `${l.prefix}/terms-of-use`,
    );
    expect(await form.getByRole('link', { name: l.privacy }).getAttribute('href')).toBe(
      `${l.prefix}/privacy`,
    );

    // 指定なし by default; 12 dates from 3 to 14 days ahead; the carriers' five slots.
    const date = page.getByLabel(l.date, { exact: true });
    const slot = page.getByLabel(l.slot, { exact: true });
    expect(await date.inputValue()).toBe('');
    expect(await slot.inputValue()).toBe('0');
    const dates = await date
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(dates[0]).toBe('');
    expect(dates).toHaveLength(13);
    const day = (offset: number) =>
      new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
    expect(dates[1]).toBe(day(3));
    expect(dates[12]).toBe(day(14));
    expect(await slot.locator('option').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);

    const chosen = dates[5] ?? '';
    await date.selectOption(chosen);
    const dateLabel = (await date.locator(`option[value="${chosen}"]`).innerText()).trim();
    await slot.selectOption({ label: l.evening });
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    const resultLine = await page.getByTestId('delivery-preference-line').innerText();
    expect(resultLine).toContain(dateLabel);
    expect(resultLine).toContain(l.evening);
    expect(await seriousViolations(page)).toEqual([]);

    const orderId = (await page.getByTestId('order-id').innerText()).trim();
    await page.getByRole('link', { name: l.viewOrder }).click();
    await page.waitForURL(new RegExp(`/account/orders/${orderId}$`), WAIT);
    await page.getByRole('heading', { level: 1, name: l.orderTitle }).waitFor(WAIT);
    const orderLine = await page.getByTestId('delivery-preference-line').innerText();
    expect(orderLine).toContain(dateLabel);
    expect(orderLine).toContain(l.evening);
    expect(orderLine).not.toContain(l.noPreference);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
    await context.close();
  });
});
