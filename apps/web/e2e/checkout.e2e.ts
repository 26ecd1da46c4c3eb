import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillAddress, fillGuestDetails, OSAKA, TOKYO } from './support/address-fill.ts';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { createMember, submitSignIn } from './support/members.ts';
import { BASE_URL } from './support/storefront.ts';

// Checkout in a real browser, ja and en, through the sandbox provider's payment page (a storefront
// page, /v1/purchase/sandbox/{id}): a guest buys one marche's boxes out of a cart of two marches
// (double-clicking 注文を確定する), pays and sees the completed order, the other marche still in the
// cart and the back button landing on a closed payment; a member signs in from the checkout, adds an
// address with postal-code autofill, applies HATAKE10, pays and finds the order under
// /account/orders/{id} and on /account; a failed payment says so and gives the stock back; a guest
// books an experience. Stock and prices are read through the API (forwarded by the storefront).

const WAIT = { timeout: 20_000 };

failOnCspViolations();

type ListedProduct = {
  id: string;
  name: string;
  nameEn: string;
  coordinatorId: string;
  status: number;
  inventory: number;
  price: number;
};

const ACCEPTING = 2;

const suite = sharedBrowser();
let products: ListedProduct[] = [];

beforeAll(async () => {
  products = await buyableProducts<ListedProduct>(20);
});

/** Two buyable products of different marches, never used before, so the tests do not share stock. */
const used = new Set<string>();
function pickPair(): [ListedProduct, ListedProduct] {
  const fresh = products.filter((p) => !used.has(p.id));
  for (const a of fresh) {
    const b = fresh.find((p) => p.coordinatorId !== a.coordinatorId);
    if (b) {
      used.add(a.id);
      used.add(b.id);
      return [a, b];
    }
  }
  throw new Error('the demo data has no two more buyable products of different marches');
}

async function stockOf(productId: string): Promise<number> {
  const answer = await fetch(`${BASE_URL}/v1/products/${productId}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { product: { inventory: number } }).product.inventory;
}

async function addToCart(context: BrowserContext, productId: string, quantity: number) {
  const answer = await context.request.post('/v1/carts/-/items', { data: { productId, quantity } });
  expect(answer.status()).toBeLessThan(300);
}

function yen(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    checkout: '購入手続きへ',
    asGuest: 'ゲストとして購入する',
    signIn: 'ログインして購入',
    toConfirm: 'ご注文内容の確認へ',
    autofill: '住所を自動入力',
    save: '保存する',
    place: '注文を確定する',
    paypay: 'QR決済（PayPay）',
    card: 'クレジットカード決済',
    bank: '銀行振込決済',
    konbini: 'コンビニ決済',
    pay: '支払う',
    fail: '支払いを失敗させる',
    paid: 'ご注文ありがとうございます！',
    failed: 'お支払いに失敗しました',
    badLink: 'お支払いページのリンクが正しくありません',
    instructions: 'ご注文を受け付けました。お支払いをお願いします',
    closed: '支払い済み',
    promotion: 'クーポンコード',
    apply: '適用する',
    applied: 'クーポン「',
    viewOrder: '注文の詳細を見る',
    orderTitle: '注文の詳細',
    preparing: '配送対応中',
    history: '注文履歴',
    book: '申し込む',
    bookingTitle: '体験の申し込み',
    confirmBooking: '予約を確定する',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    checkout: 'Proceed to checkout',
    asGuest: 'Continue as a guest',
    signIn: 'Sign in and check out',
    toConfirm: 'Review your order',
    autofill: 'Fill in address',
    save: 'Save',
    place: 'Place order',
    paypay: 'QR payment (PayPay)',
    card: 'Credit card',
    bank: 'Bank transfer',
    konbini: 'Convenience store',
    pay: 'Pay',
    fail: 'Make the payment fail',
    paid: 'Thank you for your order!',
    failed: 'The payment failed',
    badLink: 'This payment link is not valid',
    instructions: 'Order received — please pay',
    closed: 'paid',
    promotion: 'Coupon code',
    apply: 'Apply',
    applied: 'Coupon "',
    viewOrder: 'View the order',
    orderTitle: 'Order details',
    preparing: 'Preparing',
    history: 'Order history',
    book: 'Apply',
    bookingTitle: 'Book an experience',
    confirmBooking: 'Confirm booking',
  },
] as const;

type L = (typeof LOCALES)[number];

/** The product's name as the cart, checkout and order pages show it: English on /en where written. */
function shownName(l: L, product: ListedProduct): string {
  return l.name === 'en' && product.nameEn ? product.nameEn : product.name;
}

/** Places the order on the confirmation page with `method`, double-clicking the button. */
async function placeOrder(page: Page, l: L, method: string): Promise<number> {
  await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
  await page.getByLabel(method).check();
  const total = yen(await page.getByTestId('checkout-total').innerText());
  await page.getByRole('button', { name: l.place }).dblclick();
  await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
  return total;
}

describe.each(LOCALES)('checkout ($name)', (l) => {
  // A fresh browser (cookies, cart) per test.
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('a guest buys from two marches through the sandbox page, one checkout each', async () => {
    const [bought, kept] = pickPair();
    const before = await stockOf(bought.id);
    await addToCart(context, bought.id, 2);
    await addToCart(context, kept.id, 1);

    const page = await context.newPage();
    await page.goto(`${l.prefix}/purchase`);
    const section = page.getByTestId('cart-marche').filter({ hasText: shownName(l, bought) });
    await section.getByRole('link', { name: new RegExp(l.checkout) }).click();
    await page.waitForURL(/\/v1\/purchase\/auth\?/, WAIT);
    expect(page.url()).toContain(`${l.prefix}/v1/purchase/auth?coordinatorId=${bought.coordinatorId}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: l.asGuest }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/address\?/, WAIT);
    expect(await page.getByTestId('checkout-summary').innerText()).toContain(shownName(l, bought));
    await fillGuestDetails(page, l.autofill, `guest.${l.name}.${Date.now()}@example.com`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);

    // The total is the API's price for the shipping address's prefecture (Tokyo, 13).
    const calc = await context.request.get(`/v1/carts/${bought.coordinatorId}?prefecture=13`);
    const expected = ((await calc.json()) as { total: number }).total;
    expect(yen(await page.getByTestId('checkout-total').innerText())).toBe(expected);
    expect(await page.getByTestId('checkout-summary').innerText()).not.toContain(shownName(l, kept));
    expect(await seriousViolations(page)).toEqual([]);

    const total = await placeOrder(page, l, l.paypay);
    expect(yen(await page.getByTestId('sandbox-amount').innerText())).toBe(total);
    expect(await page.getByTestId('sandbox-method').innerText()).toBe(l.paypay);
    expect(await seriousViolations(page)).toEqual([]);
    // One order, however often the button was clicked: the stock went down by the two units once.
    expect(await stockOf(bought.id)).toBe(before - 2);

    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    expect(page.url()).toContain(`${l.prefix}/v1/purchase/guest/complete?`);
    expect(page.url()).toContain('session_id=');
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    expect(await page.getByTestId('order-id').innerText()).toMatch(/\S/);
    expect(await seriousViolations(page)).toEqual([]);

    // Back: the payment page left the history; the confirmation page, even submitted again with its
    // old requestId, leads to the same, closed payment and never to a second order.
    await page.goBack();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('/sandbox/');
    const again = page.getByRole('button', { name: l.place });
    if ((await again.count()) > 0 && (await again.isEnabled())) {
      await again.click();
      // The guest's details left with the first order: the page says so, or the same payment answers.
      await Promise.race([
        page.getByTestId('checkout-error').waitFor(WAIT),
        page.getByTestId('sandbox-closed').waitFor(WAIT),
      ]);
    }
    expect(await stockOf(bought.id)).toBe(before - 2);

    // The bought boxes left the cart; the other marche's stayed.
    await page.goto(`${l.prefix}/purchase`);
    const sections = page.getByTestId('cart-marche');
    await sections.first().waitFor(WAIT);
    expect(await sections.count()).toBe(1);
    expect(await sections.first().innerText()).toContain(shownName(l, kept));

    // Then the second marche, by card: two orders from two marches, and the cart is empty.
    const keptBefore = await stockOf(kept.id);
    await sections
      .first()
      .getByRole('link', { name: new RegExp(l.checkout) })
      .click();
    await page.waitForURL(/\/v1\/purchase\/auth\?/, WAIT);
    await page.getByRole('link', { name: l.asGuest }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/address\?/, WAIT);
    await fillGuestDetails(page, l.autofill, `guest2.${l.name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await placeOrder(page, l, l.card);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    expect(await stockOf(kept.id)).toBe(keptBefore - 1);
    await page.goto(`${l.prefix}/purchase`);
    await page.waitForLoadState('load');
    expect(await page.getByTestId('cart-marche').count()).toBe(0);
    await page.close();
  });

  it('a failed payment says so and gives the stock back', async () => {
    const [product] = pickPair();
    const before = await stockOf(product.id);
    await addToCart(context, product.id, 3);
    const page = await context.newPage();
    await page.goto(`${l.prefix}/v1/purchase/guest/address?coordinatorId=${product.coordinatorId}`);
    await fillGuestDetails(page, l.autofill, `failed.${l.name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await placeOrder(page, l, l.card);
    expect(await stockOf(product.id)).toBe(before - 3);

    // The session id alone (the payment URL without its token) neither shows the amount nor settles.
    const paymentUrl = new URL(page.url());
    const bare = await context.newPage();
    await bare.goto(`${paymentUrl.origin}${paymentUrl.pathname}`);
    await bare.getByText(l.badLink).waitFor(WAIT);
    expect(await bare.getByTestId('sandbox-amount').count()).toBe(0);
    expect(await bare.getByRole('button', { name: l.fail }).count()).toBe(0);
    await bare.close();

    await page.getByRole('button', { name: l.fail }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.failed }).waitFor(WAIT);
    expect(await page.getByTestId('checkout-result').getAttribute('data-outcome')).toBe('failed');
    expect(await stockOf(product.id)).toBe(before);
    // The units are back in the cart.
    await page.goto(`${l.prefix}/purchase`);
    await page
      .getByTestId('cart-marche')
      .filter({ hasText: shownName(l, product) })
      .waitFor(WAIT);
    await page.close();
  });

  it('a member signs in from the checkout, applies a coupon and finds the order in the account', async () => {
    const [product] = pickPair();
    const buyer = await createMember(`buyer${l.name}`, '畑の買い物客');

    const member = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
    await addToCart(member, product.id, 2);
    const page = await member.newPage();
    await page.goto(`${l.prefix}/v1/purchase/auth?coordinatorId=${product.coordinatorId}`);
    await page.getByRole('link', { name: l.signIn }).click();
    await submitSignIn(page, buyer);
    // The sign-in page comes back to the checkout, which goes on to the address step.
    await page.waitForURL(/\/v1\/purchase\/address\?/, WAIT);
    expect(page.url()).toContain(`${l.prefix}/v1/purchase/address?`);

    await fillAddress(page, 'address-', l.autofill, { ...OSAKA, firstname: '太郎', firstnameKana: 'たろう' });
    await page.getByRole('button', { name: l.save }).click();
    await page.waitForURL(/\/v1\/purchase\/confirmation\?/, WAIT);

    await page.getByLabel(l.promotion).fill('HATAKE10');
    await page.getByRole('button', { name: l.apply, exact: true }).click();
    await page.getByTestId('promotion-message').filter({ hasText: l.applied }).waitFor(WAIT);
    const subtotal = yen(await page.getByTestId('checkout-subtotal').innerText());
    const discount = yen(await page.getByTestId('checkout-discount').innerText());
    const shipping = yen(await page.getByTestId('checkout-shipping').innerText());
    expect(discount).toBe(Math.floor(subtotal / 10));
    // Shipping is charged unless the marche ships free from this subtotal (before the coupon).
    const marche = await fetch(`${BASE_URL}/v1/coordinators/${product.coordinatorId}`);
    const { shipping: rules } = (await marche.json()) as {
      shipping: { hasFreeShipping: boolean; freeShippingRates: number };
    };
    const free = rules.hasFreeShipping && subtotal >= rules.freeShippingRates;
    if (free) expect(shipping).toBe(0);
    else expect(shipping).toBeGreaterThan(0);
    expect(yen(await page.getByTestId('checkout-total').innerText())).toBe(subtotal - discount + shipping);
    expect(await seriousViolations(page)).toEqual([]);

    const total = await placeOrder(page, l, l.card);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    const orderId = (await page.getByTestId('order-id').innerText()).trim();

    await page.getByRole('link', { name: l.viewOrder }).click();
    await page.waitForURL(new RegExp(`/account/orders/${orderId}$`), WAIT);
    await page.getByRole('heading', { level: 1, name: l.orderTitle }).waitFor(WAIT);
    const detail = await page.getByRole('main').innerText();
    expect(detail).toContain(shownName(l, product));
    expect(detail).toContain(l.preparing);
    expect(detail).toContain('HATAKE10');
    expect(yen(await page.getByTestId('order-total').innerText())).toBe(total);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${l.prefix}/account`);
    const history = page.getByRole('region', { name: new RegExp(l.history) });
    await history.getByRole('link', { name: new RegExp(orderId.slice(0, 8)) }).waitFor(WAIT);
    // An old link past the history's end shows its last page, not an empty list.
    await page.goto(`${l.prefix}/account?orderPage=999`);
    await history.getByRole('link', { name: new RegExp(orderId.slice(0, 8)) }).waitFor(WAIT);
    await page.close();
    await member.close();
  });

  it.each(['bank', 'konbini'] as const)('a deferred payment (%s) shows how to pay', async (method) => {
    const [product] = pickPair();
    await addToCart(context, product.id, 1);
    const page = await context.newPage();
    await page.goto(`${l.prefix}/v1/purchase/guest/address?coordinatorId=${product.coordinatorId}`);
    await fillGuestDetails(page, l.autofill, `${method}.${l.name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await placeOrder(page, l, l[method]);
    await page.getByRole('button', { name: /払込番号|payment slip/ }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.instructions }).waitFor(WAIT);
    await page.close();
  });

  it('a guest books an experience for 2 adults and 1 preschooler', async () => {
    const answer = await fetch(`${BASE_URL}/v1/experiences?limit=200`);
    const { experiences } = (await answer.json()) as {
      experiences: {
        id: string;
        title: string;
        status: number;
        priceAdult: number;
        pricePreschool: number;
      }[];
    };
    const experience = experiences.find((e) => e.status === ACCEPTING && e.priceAdult > 0);
    if (!experience) throw new Error('the demo data has no experience taking bookings');
    const page = await context.newPage();
    await page.goto(`${l.prefix}/experiences/${experience.id}`);
    const counts = page.locator('input[type=number]');
    await counts.nth(0).fill('2');
    await counts.nth(3).fill('1');
    await page.getByRole('link', { name: l.book, exact: true }).click();
    // Signed out, the booking continues as a guest with the same counts.
    await page.waitForURL(/\/experiences\/purchase\/guest\?/, WAIT);
    expect(page.url()).toContain(`${l.prefix}/experiences/purchase/guest?`);
    await page.getByRole('heading', { level: 1, name: l.bookingTitle }).waitFor(WAIT);
    const expected = 2 * experience.priceAdult + experience.pricePreschool;
    expect(yen(await page.getByTestId('booking-total').innerText())).toBe(expected);

    await page.fill('#booking-email', `booking.${l.name}.${Date.now()}@example.com`);
    // The calendar offers the bookable days only (docs/rules/checkout-and-payments.md, "Booking
    // dates"): its first day, then the first start time that day allows.
    const dateInput = page.locator('#booking-requestedDate');
    await dateInput.fill((await dateInput.getAttribute('min')) ?? '');
    const firstTime = await page
      .locator('#booking-requestedTime option:not([value=""])')
      .first()
      .getAttribute('value');
    await page.selectOption('#booking-requestedTime', firstTime ?? '');
    await page.fill('#booking-transportation', 'car');
    await fillAddress(page, 'billing-', l.autofill, TOKYO);
    await page.getByLabel(l.paypay).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: l.confirmBooking }).dblclick();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    expect(yen(await page.getByTestId('sandbox-amount').innerText())).toBe(expected);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    await page.close();
  });
});
