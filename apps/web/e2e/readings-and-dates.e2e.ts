import { type BookingSchedule, bookableDates, bookableTimes } from '@hatake/contract/values';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { BASE_URL } from './support/storefront.ts';

// A shopper who does not write Japanese checks out and books in English, and booking dates are
// real (docs/accounts.md "Name readings"; docs/rules/checkout-and-payments.md "Booking dates"), ja
// and en: the guest address form takes "Smith" / "Anna" as the reading in English and katakana in
// Japanese; the booking form's calendar is limited to the bookable days, offers the start times the
// day allows, and a date outside them is refused on the date field.

const WAIT = { timeout: 20_000 };
const ACCEPTING = 2;

failOnCspViolations();

const suite = sharedBrowser();

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    checkout: '購入手続きへ',
    asGuest: 'ゲストとして購入する',
    toConfirm: 'ご注文内容の確認へ',
    autofill: '住所を自動入力',
    place: '注文を確定する',
    card: 'クレジットカード決済',
    pay: '支払う',
    paid: 'ご注文ありがとうございます！',
    lastnameKana: 'ふりがな（姓）',
    reading: { lastname: '畑', firstname: '花子', lastnameKana: 'ハタ', firstnameKana: 'ﾊﾅｺ' },
    book: '申し込む',
    confirmBooking: '予約を確定する',
    dateError: /の日付を選んでください/,
    fees: '参加費合計',
    shipping: /発送|商品合計/,
    emptyCart: /このマルシェのカートには商品がありません/,
    fail: '支払いを失敗させる',
    failed: 'お支払いに失敗しました',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    checkout: 'Proceed to checkout',
    asGuest: 'Continue as a guest',
    toConfirm: 'Review your order',
    autofill: 'Fill in address',
    place: 'Place order',
    card: 'Credit card',
    pay: 'Pay',
    paid: 'Thank you for your order!',
    lastnameKana: 'Last name (reading)',
    reading: { lastname: 'Smith', firstname: 'Anna', lastnameKana: 'Smith', firstnameKana: 'Anna' },
    book: 'Apply',
    confirmBooking: 'Confirm booking',
    dateError: /Please choose a date from/,
    fees: 'Participation fees',
    shipping: /ships|Items subtotal/,
    emptyCart: /Your cart has nothing from this marche any more/,
    fail: 'Make the payment fail',
    failed: 'The payment failed',
  },
] as const;

type L = (typeof LOCALES)[number];

/** A Tokyo address with the locale's names and readings, found by the postal-code lookup. */
async function fillAddress(page: Page, l: L): Promise<void> {
  await page.getByLabel(l.lastnameKana, { exact: true }).first().waitFor(WAIT);
  await page.fill('#billing-lastname', l.reading.lastname);
  await page.fill('#billing-firstname', l.reading.firstname);
  await page.fill('#billing-lastnameKana', l.reading.lastnameKana);
  await page.fill('#billing-firstnameKana', l.reading.firstnameKana);
  await page.fill('#billing-postalCode', '1000001');
  await page.getByRole('button', { name: l.autofill }).click();
  await expect.poll(() => page.inputValue('#billing-prefectureCode'), WAIT).toBe('13');
  await page.fill('#billing-addressLine1', '1-1 Chiyoda');
  await page.fill('#billing-phoneNumber', '090-1234-5678');
}

describe.each(LOCALES)('name readings and booking dates ($name)', (l) => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });
  afterEach(async () => {
    await context?.close();
  });

  /**
   * Puts `quantity` of a buyable product in the cart (from the end of the list: the checkout suite
   * picks from the start) and goes on a new page from the cart to the guest address step.
   */
  const guestAddressPage = async (quantity: number) => {
    const product = (await buyableProducts<{ id: string; status: number; inventory: number }>(20)).at(-1);
    if (!product) throw new Error('the demo data has no buyable product');
    const added = await context.request.post('/v1/carts/-/items', {
      data: { productId: product.id, quantity },
    });
    expect(added.status()).toBeLessThan(300);

    const page = await context.newPage();
    await page.goto(`${l.prefix}/purchase`);
    await page
      .getByTestId('cart-marche')
      .first()
      .getByRole('link', { name: new RegExp(l.checkout) })
      .click();
    await page.waitForURL(/\/v1\/purchase\/auth\?/, WAIT);
    await page.getByRole('link', { name: l.asGuest }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/address\?/, WAIT);
    return page;
  };

  it('a guest checks out with the name reading of the page language (Smith / Anna, or katakana)', async () => {
    const page = await guestAddressPage(1);
    const addressUrl = page.url();
    await page.fill('#guest-email', `reading.${l.name}.${Date.now()}@example.com`);
    await fillAddress(page, l);
    // The reading's hint is tied to both reading fields.
    const hint = await page.locator('#billing-lastnameKana').getAttribute('aria-describedby');
    expect(hint).toContain('kana-hint');
    expect(await seriousViolations(page)).toEqual([]);
    // A mistake elsewhere keeps the address as typed, prefecture included, so the next submit passes.
    await page.fill('#billing-phoneNumber', 'abc');
    await page.getByRole('button', { name: l.toConfirm }).click();
    await expect.poll(() => page.locator('#billing-phoneNumber-error').count(), WAIT).toBe(1);
    expect(await page.inputValue('#billing-prefectureCode')).toBe('13');
    expect(await page.inputValue('#billing-lastnameKana')).toBe(l.reading.lastnameKana);
    await page.fill('#billing-phoneNumber', '090-1234-5678');
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);

    // Back to the address step once paid (the draft left with the order): no form that can only
    // fail with "invalid input", but why there is nothing to order.
    await page.goto(addressUrl);
    await page.getByTestId('checkout-error').waitFor(WAIT);
    expect(await page.getByTestId('checkout-error').innerText()).toMatch(l.emptyCart);
    expect(await page.locator('#billing-lastname').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the booking calendar offers the bookable days and times only; another date is refused on its field', async () => {
    const listed = await fetch(`${BASE_URL}/v1/experiences?limit=200`);
    const { experiences } = (await listed.json()) as {
      experiences: (BookingSchedule & { id: string; status: number; priceAdult: number })[];
    };
    const experience = experiences.find(
      (e) => e.status === ACCEPTING && e.priceAdult > 0 && bookableDates(e, new Date()).length > 0,
    );
    if (!experience) throw new Error('the demo data has no experience with days left to book');
    const dates = bookableDates(experience, new Date());
    const first = dates[0] ?? '';
    const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

    const page = await context.newPage();
    await page.goto(`${l.prefix}/experiences/${experience.id}`);
    await page.locator('input[type=number]').nth(0).fill('1');
    await page.getByRole('link', { name: l.book, exact: true }).click();
    await page.waitForURL(/\/experiences\/purchase\/guest\?/, WAIT);
    const date = page.locator('#booking-requestedDate');
    await date.waitFor(WAIT);
    expect(await date.getAttribute('min')).toBe(iso(first));
    expect(await date.getAttribute('max')).toBe(iso(dates.at(-1) ?? ''));
    // A booking is not a parcel: its amounts and payment notes say nothing of shipping or items.
    expect(await page.getByText(l.fees, { exact: true }).count()).toBe(1);
    const form = page.locator('form').filter({ has: date });
    expect(await form.innerText()).not.toMatch(l.shipping);
    expect(await page.getByTestId('booking-subtotal').count()).toBe(1);

    // A date before the lead time, typed past the calendar: refused on the date field.
    await page.fill('#booking-email', `dates.${l.name}.${Date.now()}@example.com`);
    await fillAddress(page, l);
    await date.fill('2020-01-01');
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.confirmBooking }).click();
    await expect.poll(() => page.locator('#booking-requestedDate-error').count(), WAIT).toBe(1);
    expect(await page.locator('#booking-requestedDate-error').innerText()).toMatch(l.dateError);
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/experiences/purchase/guest');
    expect(await seriousViolations(page)).toEqual([]);

    // The first bookable day: the times offered are the ones that day allows.
    await date.fill(iso(first));
    const offered = await page
      .locator('#booking-requestedTime option:not([value=""])')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value.replace(':', '')),
      );
    expect(offered).toEqual(bookableTimes(experience, first));
    await page.selectOption(
      '#booking-requestedTime',
      offered.length > 0 ? `${offered[0]?.slice(0, 2)}:${offered[0]?.slice(2)}` : '',
    );
    // The address survived the refusal (prefecture included).
    expect(await page.inputValue('#billing-prefectureCode')).toBe('13');
    expect(await page.inputValue('#billing-firstnameKana')).toBe(l.reading.firstnameKana);
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.confirmBooking }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: l.pay, exact: true }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    await page.close();
  });

  it('after a failed payment the cart badge counts the units given back and step 4 is not the current one', async () => {
    const page = await guestAddressPage(3);
    await page.fill('#guest-email', `failed.${l.name}.${Date.now()}@example.com`);
    await fillAddress(page, l);
    await page.getByRole('button', { name: l.toConfirm }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await page.getByLabel(l.card).check();
    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);
    await page.getByRole('button', { name: l.fail }).click();
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.failed }).waitFor(WAIT);
    await expect
      .poll(
        async () =>
          (
            await page
              .getByTestId('cart-badge')
              .first()
              .innerText()
              .catch(() => '')
          ).trim(),
        WAIT,
      )
      .toBe('3');
    const current = page.locator('[aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('3');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
