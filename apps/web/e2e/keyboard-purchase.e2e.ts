import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { BASE_URL } from './support/storefront.ts';

// A guest buys a product with the keyboard only, ja and en: from the item page (Tab to 買い物カゴに
// 入れる, Enter; Tab to the cart link in the announcement, Enter), the cart (Tab to the marche's
// checkout link), 'continue as a guest', the guest details (first submitted empty: the error must be
// announced, then filled by typing, the postal-code autofill by Enter), the confirmation page (the
// payment method chosen with the arrow keys), the sandbox payment page (Pay) and the completed order.
// The page is never clicked: only page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, typing).
// Every control that receives focus on the way must show it: a computed outline or focus ring.

const WAIT = { timeout: 20_000 };
const MAX_TABS = 200;

failOnCspViolations();

type ListedProduct = { id: string; name: string; nameEn: string; status: number; inventory: number };

const suite = sharedBrowser();
let products: ListedProduct[] = [];

beforeAll(async () => {
  products = await buyableProducts<ListedProduct>(10);
  expect(products.length).toBeGreaterThanOrEqual(2);
});

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    addToCart: '買い物カゴに入れる',
    viewCart: '買い物カゴを見る',
    checkout: '購入手続きへ',
    asGuest: 'ゲストとして購入する',
    autofill: '住所を自動入力',
    toConfirm: 'ご注文内容の確認へ',
    card: 'クレジットカード決済',
    place: '注文を確定する',
    pay: '支払う',
    paid: 'ご注文ありがとうございます！',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    addToCart: 'Add to cart',
    viewCart: 'View cart',
    checkout: 'Proceed to checkout',
    asGuest: 'Continue as a guest',
    autofill: 'Fill in address',
    toConfirm: 'Review your order',
    card: 'Credit card',
    place: 'Place order',
    pay: 'Pay',
    paid: 'Thank you for your order!',
  },
] as const;

/**
 * What has focus, and whether it shows it: an outline or a ring (a box-shadow spread of 2px or
 * more, as Tailwind's ring-2 draws) on the control, or a ring or outline of 2px or more on one of
 * its three nearest ancestors while it holds the focus (a search box's `focus-within` ring). A
 * plain drop shadow or a 1px ring is decoration that is there without focus too, so it does not count.
 */
type Focused = { description: string; visible: boolean };

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { description: 'body', visible: true };
    const ring = (style: CSSStyleDeclaration) =>
      [...style.boxShadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)].some((m) => Number(m[1]) >= 2);
    const outline = (style: CSSStyleDeclaration, min: number) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= min;
    const own = getComputedStyle(element);
    let visible = outline(own, 1) || ring(own);
    let ancestor = element.parentElement;
    for (let depth = 0; depth < 3 && ancestor && !visible; depth++) {
      const style = getComputedStyle(ancestor);
      visible = outline(style, 2) || ring(style);
      ancestor = ancestor.parentElement;
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    const type = element.getAttribute('type');
    return {
      description: `<${element.tagName.toLowerCase()}${id}${type ? ` type=${type}` : ''}> "${name}"`,
      visible,
    };
  });

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on every stop that the focus is
 * visible; the stops without a visible focus are added to `invisible`.
 */
async function tabTo(page: Page, target: Locator, invisible: Set<string>, backwards = false): Promise<void> {
  await target.waitFor({ state: 'attached', ...WAIT });
  if (await isFocused(target)) return;
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.visible) invisible.add(`${new URL(page.url()).pathname}: ${now.description}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target}`);
}

/** Tabs to a text field and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string, invisible: Set<string>) {
  await tabTo(page, target, invisible);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe.each(LOCALES)('keyboard-only purchase ($name)', (l) => {
  it('a guest adds a product and checks out with the keyboard alone', async () => {
    const product = products[l.name === 'ja' ? 0 : 1];
    if (!product) throw new Error('no product');
    const context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
    const page = await context.newPage();
    const invisible = new Set<string>();

    // The item page: add one to the cart, then follow the announcement's link to the cart.
    await page.goto(`${l.prefix}/items/${product.id}`);
    await page.waitForLoadState('load');
    await tabTo(page, page.getByRole('button', { name: l.addToCart }), invisible);
    await page.keyboard.press('Enter');
    const viewCart = page.getByRole('status').getByRole('link', { name: l.viewCart });
    await viewCart.waitFor(WAIT);
    await tabTo(page, viewCart, invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/purchase$/, WAIT);

    // The cart: the marche's checkout link, then continue as a guest.
    // The cart names the product in English on /en where an English name was written.
    const shown = l.name === 'en' && product.nameEn ? product.nameEn : product.name;
    const section = page.getByTestId('cart-marche').filter({ hasText: shown });
    await tabTo(page, section.getByRole('link', { name: new RegExp(l.checkout) }), invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v1\/purchase\/auth\?/, WAIT);
    await tabTo(page, page.getByRole('link', { name: l.asGuest }), invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v1\/purchase\/guest\/address\?/, WAIT);
    await page.waitForLoadState('load');

    // Submitted empty: the error is announced (a live region says so, or focus moves to the first
    // invalid field), and the e-mail field is marked invalid with its error linked to it.
    const submit = page.getByRole('button', { name: l.toConfirm });
    await tabTo(page, submit, invisible);
    await page.keyboard.press('Enter');
    const email = page.locator('#guest-email');
    await expect.poll(() => email.getAttribute('aria-invalid'), WAIT).toBe('true');
    const announcement = await page.evaluate(() => {
      const active = document.activeElement;
      const describedBy = (element: Element | null) =>
        (element?.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .filter(Boolean)
          .join(' ');
      const live = [...document.querySelectorAll('[role=alert], [role=status], [aria-live]')]
        .filter((region) => region.getAttribute('aria-live') !== 'off')
        .map((region) => region.textContent?.trim() ?? '')
        .filter(Boolean);
      const emailField = document.getElementById('guest-email');
      return {
        live,
        focusedInvalid: active?.getAttribute('aria-invalid') === 'true' && describedBy(active) !== '',
        emailError: describedBy(emailField),
      };
    });
    expect(announcement.emailError, 'the e-mail error linked by aria-describedby').not.toBe('');
    expect(
      announcement.live.length > 0 || announcement.focusedInvalid,
      `announced: live regions ${JSON.stringify(announcement.live)}, focus on an invalid field ${announcement.focusedInvalid}`,
    ).toBe(true);

    // Filled in by typing; the address by the postal-code autofill (Enter on its button).
    await typeInto(page, email, `keyboard.${l.name}.${Date.now()}@example.com`, invisible);
    await typeInto(page, page.locator('#billing-lastname'), '畑', invisible);
    await typeInto(page, page.locator('#billing-firstname'), '花子', invisible);
    await typeInto(page, page.locator('#billing-lastnameKana'), 'はた', invisible);
    await typeInto(page, page.locator('#billing-firstnameKana'), 'はなこ', invisible);
    await typeInto(page, page.locator('#billing-postalCode'), '1000001', invisible);
    await tabTo(page, page.getByRole('button', { name: l.autofill }), invisible);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.inputValue('#billing-prefectureCode'), WAIT).toBe('13');
    // The autofill moved focus on to the street line: type after what it filled.
    await tabTo(page, page.locator('#billing-addressLine1'), invisible, true);
    await page.keyboard.press('End');
    await page.keyboard.type('1-1');
    await typeInto(page, page.locator('#billing-phoneNumber'), '090-1234-5678', invisible);
    await tabTo(page, submit, invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v1\/purchase\/guest\/confirmation\?/, WAIT);
    await page.getByTestId('checkout-total').waitFor(WAIT);

    // The payment method with the arrow keys inside the radio group (Tab lands on the chosen one).
    const card = page.getByLabel(l.card);
    const methods = page.locator('fieldset').filter({ has: card });
    await tabTo(page, methods.getByRole('radio', { checked: true }), invisible);
    for (let presses = 0; presses < 12 && !(await card.isChecked()); presses++) {
      await page.keyboard.press('ArrowDown');
      const now = await focused(page);
      if (!now.visible) invisible.add(`${new URL(page.url()).pathname}: ${now.description}`);
    }
    expect(await card.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: l.place }), invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v1\/purchase\/sandbox\//, WAIT);

    // The sandbox payment page, then the completed order.
    await page.waitForLoadState('load');
    await tabTo(page, page.getByRole('button', { name: l.pay, exact: true }), invisible);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v1\/purchase\/guest\/complete\?/, WAIT);
    await page.getByRole('heading', { name: l.paid }).waitFor(WAIT);
    expect(await page.getByTestId('order-id').innerText()).toMatch(/\S/);

    expect([...invisible], 'focused controls without a visible focus indicator').toEqual([]);
    await context.close();
  }, 120_000);
});
