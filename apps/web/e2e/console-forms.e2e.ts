import { describe, expect, it } from 'vitest';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { createMember } from './support/members.ts';
import { paidOrder } from './support/paid-order.ts';
import { BASE_URL } from './support/storefront.ts';

// The seller console's forms keep what was typed when the API refuses it (docs/console.md): a
// coordinator fixes the one field the refusal names instead of typing the whole product again.

const WAIT = { timeout: 30_000 };
const COORDINATOR = { email: 'coordinator@demo.hatake.local', password: 'tokachi-marche-2024' };
const ADMIN = { email: 'admin@demo.hatake.local', password: 'hatake-admin-2024' };

failOnCspViolations();
const suite = sharedBrowser();

describe('console forms after a refusal', () => {
  it('the new-product form keeps every typed field when the API answers 400', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/console/products/new`);
    await page.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await page.getByLabel('メールアドレス').fill(COORDINATOR.email);
    await page.getByLabel('パスワード').fill(COORDINATOR.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/console/products/new', WAIT);

    const name = `e2e 売り切れ注意のかぼちゃ ${Date.now().toString(36)}`;
    await page.locator('#product-name').fill(name);
    await page.locator('#product-description').fill('ほくほくのかぼちゃです。');
    await page.locator('#product-price').fill('1200');
    await page.locator('#product-weightGrams').fill('2000');
    await page.locator('#product-box60Rate').fill('50');
    await page.locator('#product-box80Rate').fill('25');
    await page.locator('#product-box100Rate').fill('10');
    // The sale ends before it starts: the API refuses it, naming endAt.
    await page.locator('#product-startAt').fill('2030-05-02T10:00');
    await page.locator('#product-endAt').fill('2030-05-01T10:00');
    await page.getByRole('button', { name: '商品を登録' }).click();

    await page.getByRole('alert').filter({ hasText: 'endAt' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/console/products/new');
    expect(await page.locator('#product-name').inputValue()).toBe(name);
    expect(await page.locator('#product-description').inputValue()).toBe('ほくほくのかぼちゃです。');
    expect(await page.locator('#product-price').inputValue()).toBe('1200');
    expect(await page.locator('#product-startAt').inputValue()).toBe('2030-05-02T10:00');
    await context.close();
  }, 90_000);

  it('the order list answers a reversed date range with the API’s reason beside the filters kept, not an error page', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/console/orders?from=2026-11-30&to=2026-11-01`);
    await page.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await page.getByLabel('メールアドレス').fill(COORDINATOR.email);
    await page.getByLabel('パスワード').fill(COORDINATOR.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/console/orders', WAIT);
    await page.goto(`${BASE_URL}/console/orders?from=2026-11-30&to=2026-11-01`);

    await page.getByRole('alert').filter({ hasText: 'to must not be before from' }).waitFor(WAIT);
    expect(await page.locator('#orders-from').inputValue()).toBe('2026-11-30');
    expect(await page.locator('#orders-to').inputValue()).toBe('2026-11-01');
    await context.close();
  }, 90_000);

  it('signing in (or the hourly token refresh) brings a filtered order list back with its filters', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/console/orders?status=2&from=2026-11-01&to=2026-11-30`);
    await page.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await page.getByLabel('メールアドレス').fill(COORDINATOR.email);
    await page.getByLabel('パスワード').fill(COORDINATOR.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/console/orders', WAIT);
    const back = new URL(page.url()).searchParams;
    expect([back.get('status'), back.get('from'), back.get('to')]).toEqual(['2', '2026-11-01', '2026-11-30']);
    expect(await page.locator('#orders-from').inputValue()).toBe('2026-11-01');
    await context.close();
  }, 90_000);

  it('refunding a shipped order does not offer to put the shipped goods back in stock by default', async () => {
    const member = await createMember('console-restock', '返金 確認');
    const orderId = await paidOrder(member);
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/console/orders/${orderId}`);
    await page.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await page.getByLabel('メールアドレス').fill(ADMIN.email);
    await page.getByLabel('パスワード').fill(ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === `/console/orders/${orderId}`, WAIT);
    // Not shipped yet: the units go back unless the shop says otherwise.
    expect(await page.locator('input[name="restock"]').isChecked()).toBe(true);
    for (const box of await page.locator('input[name^="tracking-"]').all()) await box.fill('4321-8765-2109');
    await page.getByRole('button', { name: '発送済みにする' }).click();
    await page.getByText('完了（発送済み）').first().waitFor(WAIT);
    // Shipped: the goods are with the buyer, so the box starts unticked.
    expect(await page.locator('input[name="restock"]').isChecked()).toBe(false);
    await context.close();
  }, 90_000);
});
