import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { buyableProducts } from './support/buyable.ts';
import { createMember, submitSignIn } from './support/members.ts';
import { BASE_URL } from './support/storefront.ts';

// The address forms, ja and en: a signed-in member's new address at checkout (products and
// bookings) starts with the account's name, reading and phone (the account has +819012345678: the
// form shows 09012345678);
// the account's address form and the guest checkout's are one component, with the same fields,
// lengths and autofill tokens (the checkout's in its billing section); the account form keeps the
// prefecture the postal-code look-up chose after a refused submit.

const WAIT = { timeout: 20_000 };

failOnCspViolations();

type ListedProduct = { id: string; coordinatorId: string; status: number; inventory: number };

/** ExperienceStatus.ACCEPTING (packages/contract). */
const ACCEPTING = 2;

const FIELDS = [
  'lastname',
  'firstname',
  'lastnameKana',
  'firstnameKana',
  'postalCode',
  'prefectureCode',
  'city',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
] as const;

const TOKENS: Record<(typeof FIELDS)[number], string> = {
  lastname: 'family-name',
  firstname: 'given-name',
  lastnameKana: 'off',
  firstnameKana: 'off',
  postalCode: 'postal-code',
  prefectureCode: 'address-level1',
  city: 'address-level2',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  phoneNumber: 'tel',
};

const suite = sharedBrowser();
let products: ListedProduct[] = [];

beforeAll(async () => {
  products = await buyableProducts<ListedProduct>(20);
});

const LOCALES = [
  { name: 'ja', browserLocale: 'ja-JP', prefix: '', autofill: '住所を自動入力', save: '保存する' },
  { name: 'en', browserLocale: 'en-US', prefix: '/en', autofill: 'Fill in address', save: 'Save' },
] as const;

/** Each field's autocomplete and maxlength under an id prefix. */
async function attributesOf(page: Page, idPrefix: string) {
  const out: Record<string, [string | null, string | null]> = {};
  for (const field of FIELDS) {
    const element = page.locator(`#${idPrefix}${field}`);
    await element.waitFor(WAIT);
    out[field] = [await element.getAttribute('autocomplete'), await element.getAttribute('maxlength')];
  }
  return out;
}

describe.each(LOCALES)('address forms ($name)', (l) => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('a member checkout starts the new address with the account name, reading and phone', async () => {
    const product = products[l.name === 'ja' ? 0 : 1];
    if (!product) throw new Error('the demo data has no two buyable products');
    const member = await createMember(`prefill${l.name}`, '畑の買い物客');
    const page = await context.newPage();
    await page.goto(`${l.prefix}/signin`);
    await submitSignIn(page, member);
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'), WAIT);
    const added = await context.request.post('/v1/carts/-/items', {
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBeLessThan(300);
    await page.goto(`${l.prefix}/v1/purchase/address?coordinatorId=${product.coordinatorId}`);
    await page.locator('#address-lastname').waitFor(WAIT);
    expect(await page.inputValue('#address-lastname')).toBe('畑');
    expect(await page.inputValue('#address-firstname')).toBe('花子');
    expect(await page.inputValue('#address-lastnameKana')).toBe('はた');
    expect(await page.inputValue('#address-firstnameKana')).toBe('はなこ');
    expect(await page.inputValue('#address-phoneNumber')).toBe('09012345678');
    // The address itself is the shopper's to give.
    expect(await page.inputValue('#address-postalCode')).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    // The booking form's new address starts the same way (the member has no saved address yet).
    const listed = await fetch(`${BASE_URL}/v1/experiences?limit=200`);
    const { experiences } = (await listed.json()) as { experiences: { id: string; status: number }[] };
    const experience = experiences.find((e) => e.status === ACCEPTING);
    if (!experience) throw new Error('the demo data has no experience taking bookings');
    await page.goto(`${l.prefix}/experiences/purchase?id=${experience.id}&adultCount=1`);
    await page.locator('#billing-lastname').waitFor(WAIT);
    expect(await page.inputValue('#billing-lastname')).toBe('畑');
    expect(await page.inputValue('#billing-firstnameKana')).toBe('はなこ');
    expect(await page.inputValue('#billing-phoneNumber')).toBe('09012345678');

    // Completing the checkout's address saves it and goes on to the confirmation.
    await page.goto(`${l.prefix}/v1/purchase/address?coordinatorId=${product.coordinatorId}`);
    await page.locator('#address-lastname').waitFor(WAIT);
    await page.fill('#address-postalCode', '1000001');
    await page.getByRole('button', { name: l.autofill }).click();
    await expect.poll(() => page.inputValue('#address-prefectureCode'), WAIT).toBe('13');
    await page.fill('#address-addressLine1', '千代田1-1');
    await page.getByRole('button', { name: l.save }).click();
    await page.waitForURL(/\/v1\/purchase\/confirmation\?/, WAIT);
    await page.close();
  });

  it('the account and checkout address forms have the same fields, lengths and autofill tokens', async () => {
    const product = products[2];
    if (!product) throw new Error('the demo data has no three buyable products');
    const added = await context.request.post('/v1/carts/-/items', {
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBeLessThan(300);
    const page = await context.newPage();
    await page.goto(`${l.prefix}/v1/purchase/guest/address?coordinatorId=${product.coordinatorId}`);
    const checkout = await attributesOf(page, 'billing-');

    const member = await createMember(`forms${l.name}`, '畑の買い物客');
    await page.goto(`${l.prefix}/signin?redirect=/account/addresses/new`);
    await submitSignIn(page, member);
    await page.waitForURL(/\/account\/addresses\/new$/, WAIT);
    const account = await attributesOf(page, 'address-');

    for (const field of FIELDS) {
      expect(account[field], field).toEqual([TOKENS[field], checkout[field]?.[1]]);
      expect(checkout[field]?.[0], field).toBe(TOKENS[field] === 'off' ? 'off' : `billing ${TOKENS[field]}`);
    }
    // The API's lengths (ADDRESS_LIMITS): names 16, readings 32, city 32, lines 64, phone 16.
    expect(FIELDS.map((field) => account[field]?.[1])).toEqual([
      '16',
      '16',
      '32',
      '32',
      '8',
      null,
      '32',
      '64',
      '64',
      '16',
    ]);

    // A refused submit (no phone) keeps the prefecture the look-up chose.
    await page.fill('#address-lastname', '畑');
    await page.fill('#address-firstname', '花子');
    await page.fill('#address-postalCode', '5300001');
    await page.getByRole('button', { name: l.autofill }).click();
    await expect.poll(() => page.inputValue('#address-prefectureCode'), WAIT).toBe('27');
    await page.fill('#address-addressLine1', '梅田1-1');
    await page.getByRole('button', { name: l.save }).click();
    await page.locator('#address-phoneNumber-error').waitFor(WAIT);
    expect(await page.inputValue('#address-prefectureCode')).toBe('27');
    expect(await page.inputValue('#address-city')).not.toBe('');
    await page.close();
  });
});
