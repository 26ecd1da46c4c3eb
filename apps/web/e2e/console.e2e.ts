import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { createMember, submitSignIn } from './support/members.ts';
import { latestMailBody } from './support/outbox.ts';
import { call, paidGuestOrder, paidOrder } from './support/paid-order.ts';
import { BASE_URL } from './support/storefront.ts';
import { authenticatorCode } from './support/totp.ts';

// The seller console in a real browser (docs/console.md, docs/console-orders.md): the demo
// coordinator adds a product with a photo and publishes it, a member buys it, the coordinator ships
// it from the order page and the member sees the tracking number; the demo administrator cancels
// and refunds an order in English; a shopper's session opens nothing of the console and a console
// session nothing of a shopper's. (a11y.e2e walks every console page with axe in ja and en, and
// finds none of the console's Japanese words on the English ones.)

const WAIT = { timeout: 30_000 };
const COORDINATOR = { email: 'coordinator@demo.hatake.local', password: 'tokachi-marche-2024' };
const ADMIN = { email: 'admin@demo.hatake.local', password: 'hatake-admin-2024' };
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

failOnCspViolations();
const suite = sharedBrowser();

const consolePage = async (
  account: { email: string; password: string },
  locale: 'ja' | 'en',
): Promise<Page> => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  const prefix = locale === 'en' ? '/en' : '';
  await page.goto(`${BASE_URL}${prefix}/console/orders`);
  await page.waitForURL((url) => url.pathname === `${prefix}/console/sign-in`, WAIT);
  await page.getByLabel(locale === 'en' ? 'E-mail address' : 'メールアドレス').fill(account.email);
  await page.getByLabel(locale === 'en' ? 'Password' : 'パスワード').fill(account.password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === `${prefix}/console/orders`, WAIT);
  return page;
};

describe('the seller console', () => {
  it('a coordinator adds a product with a photo; a guest and a member buy it; the coordinator ships both; the guest gets the number by mail, the member sees it on the order page', async () => {
    const page = await consolePage(COORDINATOR, 'ja');
    expect(await page.getByRole('banner').innerText()).toContain('とかち大地のマルシェ');

    await page.goto(`${BASE_URL}/console/products/new`);
    const name = `e2e 朝採りアスパラ ${Date.now().toString(36)}`;
    await page.locator('#product-name').fill(name);
    await page.locator('#product-description').fill('朝に採ったアスパラガスです。');
    await page.locator('#product-nameEn').fill('Morning asparagus');
    await page.locator('#product-price').fill('1800');
    await page.locator('#product-weightGrams').fill('1000');
    await page.locator('#product-box60Rate').fill('50');
    await page.locator('#product-box80Rate').fill('25');
    await page.locator('#product-box100Rate').fill('10');
    await page.locator('#product-inventory').fill('5');
    const png = path.join(tmpdir(), `hatake-console-${Date.now().toString(36)}.png`);
    writeFileSync(png, Buffer.from(PNG, 'base64'));
    await page.getByLabel('画像を追加').setInputFiles(png);
    await page
      .locator('input[name="mediaUrl"]')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '商品を登録' }).click();
    // The new product's page (the form's own URL, /console/products/new, must not count).
    await page.waitForURL((url) => url.searchParams.get('created') === '1', WAIT);
    const productId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByText('商品を登録しました').waitFor(WAIT);

    // A draft is not on the storefront; published, it is (the API's read cache lasts under 1 s).
    expect((await fetch(`${BASE_URL}/v1/products/${productId}`)).status).toBe(404);
    await page.getByRole('button', { name: '公開する' }).click();
    await page.getByRole('button', { name: '非公開にする' }).waitFor(WAIT);
    const deadline = Date.now() + 5_000;
    let listed: Response = await fetch(`${BASE_URL}/v1/products/${productId}`);
    while (listed.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = await fetch(`${BASE_URL}/v1/products/${productId}`);
    }
    expect(listed.status).toBe(200);
    const { product } = (await listed.json()) as {
      product: { coordinatorId: string; media: { url: string; isThumbnail: boolean }[] };
    };
    expect(product.media).toHaveLength(1);
    expect(product.media[0]?.url).toMatch(/\.png$/);

    // A guest and a member buy it; the coordinator ships both from the order page.
    const guestEmail = `e2e-console-guest-${Date.now().toString(36)}@example.com`;
    const guestOrderId = await paidGuestOrder(guestEmail, {
      id: productId,
      coordinatorId: product.coordinatorId,
    });
    const member = await createMember('console', '管理 購入');
    const orderId = await paidOrder(member, { id: productId, coordinatorId: product.coordinatorId });
    const ship = async (id: string, tracking: string) => {
      await page.goto(`${BASE_URL}/console/orders?q=${encodeURIComponent(id)}`);
      await page.getByRole('link', { name: id }).click();
      await page.waitForURL((url) => url.pathname === `/console/orders/${id}`, WAIT);
      expect(await page.getByRole('main').innerText()).toContain(name);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('input[name^="tracking-"]').first().fill(tracking);
      await page.getByRole('button', { name: '発送済みにする' }).click();
      // The order is complete with its one box: the page now lists the box as shipped, with the number.
      const digits = tracking.replace(/-/g, '');
      await page
        .getByText(new RegExp(`発送済み（.+）\\s*ヤマト運輸\\s*${digits}`))
        .first()
        .waitFor(WAIT);
      expect(await page.getByRole('main').innerText()).toContain('完了（発送済み）');
    };
    await ship(guestOrderId, '1111-2222-3333');
    // The guest sees the number in the shipping notice.
    expect(latestMailBody(guestEmail)).toContain('111122223333');
    await ship(orderId, '4321-8765-2109');
    await page.context().close();

    const shopper = await (await newContext(suite.browser)).newPage();
    await shopper.goto(`${BASE_URL}/signin`);
    await submitSignIn(shopper, member);
    await shopper.waitForURL((url) => !url.pathname.startsWith('/signin'), WAIT);
    await shopper.goto(`${BASE_URL}/account/orders/${orderId}`);
    await shopper.getByTestId('order-tracking').first().waitFor(WAIT);
    expect(await shopper.getByTestId('order-tracking').first().innerText()).toContain('432187652109');
    // The shopper's session opens nothing of the console.
    await shopper.goto(`${BASE_URL}/console/orders`);
    await shopper.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await shopper.context().close();
  });

  it('an administrator cancels and refunds an order, in English', async () => {
    const member = await createMember('refund', '返金 確認');
    const orderId = await paidOrder(member);
    const page = await consolePage(ADMIN, 'en');
    await page.goto(`${BASE_URL}/en/console/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor(WAIT);
    // Without the confirmation the browser keeps the form; with it, the refund is made once.
    await page.getByLabel('Reason (shown to the customer)').fill('Out of season');
    await page.getByLabel(/I confirm cancelling/).check();
    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    await page
      .getByText(/Cancelled\. Refunded: ¥/)
      .first()
      .waitFor(WAIT);
    const staff = await call<{ accessToken: string }>('POST', '/v1/console/auth', {}, ADMIN);
    const { order } = await call<{ order: { status: number } }>('GET', `/v1/console/orders/${orderId}`, {
      authorization: `Bearer ${staff.accessToken}`,
    });
    expect(order.status).toBe(5);
    // A console session opens nothing of a shopper's.
    await page.goto(`${BASE_URL}/en/account`);
    await page.waitForURL((url) => url.pathname.startsWith('/en/signin'), WAIT);
    await page.context().close();
  });

  it('a staff member changes their password in the settings and signs in with the new one', async () => {
    const admin = await call<{ accessToken: string }>('POST', '/v1/console/auth', {}, ADMIN);
    const account = { email: `e2e-staff-${Date.now().toString(36)}@example.com`, password: 'harvest2024' };
    await call(
      'POST',
      '/v1/console/staff',
      { authorization: `Bearer ${admin.accessToken}` },
      {
        ...account,
        displayName: 'e2e 担当',
        role: 'administrator',
      },
    );
    const page = await consolePage(account, 'ja');
    await page.goto(`${BASE_URL}/console/settings`);
    await page.locator('#settings-oldPassword').fill(account.password);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('autumn2025rice');
    await page.getByLabel('新しいパスワード（確認）').fill('autumn2025rice');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.getByText('パスワードを変更しました。').waitFor(WAIT);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/console/sign-in', WAIT);
    await page.context().close();
    const again = await consolePage({ email: account.email, password: 'autumn2025rice' }, 'ja');
    await again.context().close();
  });

  it('a staff member turns two-step verification on with the password asked again, then signs in with a code', async () => {
    const admin = await call<{ accessToken: string }>('POST', '/v1/console/auth', {}, ADMIN);
    const account = { email: `e2e-totp-${Date.now().toString(36)}@example.com`, password: 'harvest2024' };
    await call(
      'POST',
      '/v1/console/staff',
      { authorization: `Bearer ${admin.accessToken}` },
      {
        ...account,
        displayName: 'e2e 二段階',
        role: 'administrator',
      },
    );
    const page = await consolePage(account, 'en');
    await page.goto(`${BASE_URL}/en/console/settings`);
    // A wrong password is refused before any secret is shown.
    await page.locator('#totp-enrol-password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    await page.getByText(/password is incorrect/).waitFor(WAIT);
    expect(await page.getByTestId('totp-secret').count()).toBe(0);
    await page.locator('#totp-enrol-password').fill(account.password);
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText({ timeout: 30_000 })).trim();
    await page.getByLabel('Verification code (6 digits)').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-step verification is on.').first().waitFor(WAIT);
    await page.context().close();

    // Signing in now asks for the code after the password.
    const context = await newContext(suite.browser);
    const signIn = await context.newPage();
    await signIn.goto(`${BASE_URL}/en/console/sign-in`);
    await signIn.getByLabel('E-mail address').fill(account.email);
    await signIn.getByLabel('Password').fill(account.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    // The next step's code (the one just used is refused as a replay).
    const code = signIn.getByLabel('Verification code (6 digits)');
    await code.waitFor(WAIT);
    await code.fill(authenticatorCode(secret, new Date(Date.now() + 30_000)));
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL((url) => url.pathname === '/en/console', WAIT);
    await signIn.getByRole('heading', { name: 'Today' }).waitFor(WAIT);
    await context.close();
  });
});
