import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { codeFor, latestMailBody } from './support/outbox.ts';

// The account journey in a real browser: sign up, verify with the e-mailed code (read from the API's
// outbox, whose data dir scripts/e2e.ts passes as E2E_DATA_DIR), sign in, edit the display name, add
// an address with postal-code autofill, upload a thumbnail, sign out; the /account guard; axe.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

failOnCspViolations();
const WAIT = { timeout: 15_000 };

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
});

afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const user = {
  email: `hanako.${stamp}@example.com`,
  password: 'hatake2026pass',
  username: '畑の花子',
  accountId: `hanako_${stamp}`,
};

const shortTtl = Number(process.env.ACCESS_TOKEN_TTL ?? 0) > 0 && Number(process.env.ACCESS_TOKEN_TTL) <= 90;

describe('account', () => {
  it('/account while signed out goes to /signin and the sign-in page is accessible', async () => {
    const page = await context.newPage();
    await page.goto('/account');
    await page.waitForURL(/\/signin\?redirect=%2Faccount$/, WAIT);
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' }).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password shows the catalogue's auth error (docs/product.md#messages-for-api-errors) and moves the focus to it.
    await page.fill('#signin-email', 'nobody@example.com');
    await page.fill('#signin-password', 'wrongpass1');
    await page.click('main button[type=submit]');
    await page.getByText('認証エラー。再度ログインをしてください。').waitFor(WAIT);
    await page.close();
  });

  it('signs up, verifies the e-mailed code, signs in and edits the account', async () => {
    const page = await context.newPage();
    await page.goto('/signup');
    expect(await seriousViolations(page)).toEqual([]);

    // Problems are listed and tied to their inputs.
    // Kanji is no reading (hiragana, katakana or Latin letters are: docs/accounts.md#name-readings).
    await page.fill('#signup-lastnameKana', '山田');
    await page.click('main button[type=submit]');
    await page
      .getByText('ふりがな（姓）はひらがな・カタカナ、またはローマ字で入力してください')
      .first()
      .waitFor(WAIT);
    expect(await page.getAttribute('#signup-lastnameKana', 'aria-describedby')).toContain(
      'signup-lastnameKana-error',
    );

    await page.fill('#signup-username', user.username);
    await page.fill('#signup-accountId', user.accountId);
    await page.fill('#signup-lastname', '山田');
    await page.fill('#signup-firstname', '花子');
    await page.fill('#signup-lastnameKana', 'やまだ');
    await page.fill('#signup-firstnameKana', 'はなこ');
    await page.fill('#signup-email', user.email);
    await page.fill('#signup-phoneNumber', '09012345678');
    await page.fill('#signup-password', user.password);
    await page.fill('#signup-passwordConfirmation', user.password);
    await page.check('#signup-consent');
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/verify\?id=/, WAIT);

    await page.fill('#verify-verifyCode', await codeFor(user.email));
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/register$/, WAIT);
    await page.getByRole('link', { name: 'ログインする' }).click();
    await page.waitForURL(/\/signin/, WAIT);

    await page.fill('#signin-email', user.email);
    await page.fill('#signin-password', user.password);
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/account$/, WAIT);
    await page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor(WAIT);
    expect(await page.getByText(`@${user.accountId}`).isVisible()).toBe(true);
    // The header names the user instead of ログイン.
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`${user.username}\\s*さんのマイページ`) })
        .isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The tokens are not readable by page scripts.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('hatake_session');
    const cookie = (await context.cookies()).find((c) => c.name === 'hatake_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    // Display name.
    await page.getByRole('link', { name: /変更\s*:\s*ユーザー名/ }).click();
    await page.waitForURL(/\/account\/edit\/username$/, WAIT);
    await page.fill('#edit-username-username', '畑のはなちゃん');
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/account\/edit\/complete\?from=username$/, WAIT);
    await page.getByText('ユーザー名を変更しました。').waitFor(WAIT);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /畑のはなちゃん\s*さんのマイページ/ })
      .waitFor(WAIT);

    // Notification, user ID and e-mail (code sent to the new address).
    await page.goto('/account/edit/notification');
    await page.getByLabel('メール配信を停止する').check();
    await page.click('main button[type=submit]');
    await page.getByText('通知設定を変更しました。').waitFor(WAIT);
    await page.goto('/account/edit/id');
    await page.fill('#edit-id-accountId', `${user.accountId}_x`);
    await page.click('main button[type=submit]');
    await page.getByText('ユーザーIDを変更しました。').waitFor(WAIT);
    user.accountId = `${user.accountId}_x`;
    const newEmail = `hana.${stamp}@example.org`;
    await page.goto('/account/edit/email');
    await page.fill('#edit-email-email', newEmail);
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/account\/edit\/email\?step=verify/, WAIT);
    await page.fill('#edit-email-verifyCode', await codeFor(newEmail));
    await page.click('main button[type=submit]');
    await page.getByText('メールアドレスを変更しました。').waitFor(WAIT);
    user.email = newEmail;
    await page.goto('/account');
    await page.getByText('お知らせメールを受け取らない').waitFor(WAIT);
    expect(await page.getByText(`@${user.accountId}`).isVisible()).toBe(true);
    expect(await page.getByText(newEmail).isVisible()).toBe(true);

    // A new password containing the e-mail is refused on the field (the API's rule, mirrored).
    await page.goto('/account/edit/password');
    const local = newEmail.split('@')[0] ?? '';
    await page.fill('#edit-password-oldPassword', 'whatever1');
    await page.fill('#edit-password-newPassword', `X${local}9`);
    await page.fill('#edit-password-passwordConfirmation', `X${local}9`);
    await page.click('main button[type=submit]');
    await page
      .getByText('パスワードにメールアドレス（@より前の部分）を含めることはできません。')
      .first()
      .waitFor(WAIT);

    // Wrong current password → docs/product.md#messages-for-api-errors message.
    await page.goto('/account/edit/password');
    await page.fill('#edit-password-oldPassword', 'notmypass1');
    await page.fill('#edit-password-newPassword', 'another2026pass');
    await page.fill('#edit-password-passwordConfirmation', 'another2026pass');
    await page.click('main button[type=submit]');
    await page.getByText('現在のパスワードが正しくありません。').waitFor(WAIT);

    // Address with postal-code autofill.
    await page.goto('/account');
    await page.getByRole('link', { name: 'お届け先を追加' }).click();
    await page.waitForURL(/\/account\/addresses\/new$/, WAIT);
    await page.fill('#address-lastname', '山田');
    await page.fill('#address-firstname', '花子');
    await page.fill('#address-lastnameKana', 'やまだ');
    await page.fill('#address-firstnameKana', 'はなこ');
    await page.fill('#address-postalCode', '1000001');
    await page.getByRole('button', { name: '住所を自動入力' }).click();
    await page.getByText('住所を入力しました。').waitFor(WAIT);
    expect(await page.inputValue('#address-prefectureCode')).toBe('13');
    expect(await page.inputValue('#address-city')).toBe('千代田区');
    expect(await page.inputValue('#address-addressLine1')).toBe('千代田');
    await page.fill('#address-addressLine1', '千代田1-1');
    await page.fill('#address-phoneNumber', '090-1234-5678');
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/account(#addresses)?$/, WAIT);
    await page.getByText(/〒100-0001 東京都 千代田区 千代田1-1/).waitFor(WAIT);
    expect(await page.getByText('基本のお届け先', { exact: true }).isVisible()).toBe(true);

    // Thumbnail: pre-signed PUT, state polled until it succeeds, then saved.
    const png = path.join(tmpdir(), `hatake-avatar-${stamp}.png`);
    writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    await page.goto('/account/edit/thumbnail');
    // The server action that asks for the upload target fails on the network: the widget must not
    // stay in "preparing".
    const dropActions = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/account/edit/thumbnail', dropActions);
    await page.setInputFiles('#thumbnail-file', png);
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('alert').filter({ hasText: 'ファイルのアップロードに失敗しました。' }).waitFor(WAIT);
    await page.getByRole('button', { name: '保存する' }).waitFor(WAIT);
    await page.unroute('**/account/edit/thumbnail', dropActions);
    await page.getByRole('button', { name: '保存する' }).click();
    await page.waitForURL(/\/account\/edit\/complete\?from=thumbnail$/, WAIT);
    await page.getByText('サムネイルを変更しました。').waitFor(WAIT);
    await page.goto('/account');
    await page.getByRole('img', { name: 'プロフィール写真' }).waitFor(WAIT);

    // Sign out: the header offers ログイン again and /account is guarded.
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(`${BASE_URL}/`, WAIT);
    await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor(WAIT);
    await page.goto('/account');
    await page.waitForURL(/\/signin\?redirect=%2Faccount$/, WAIT);
    await page.close();
  });

  it('resets a forgotten password with the mailed code', async () => {
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
    await page.waitForURL(/\/forgot-password$/, WAIT);
    await page.fill('#forgot-email', user.email);
    const before = latestMailBody(user.email);
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/forgot-password\?step=reset/, WAIT);
    let code = '';
    for (let attempt = 0; attempt < 50 && !code; attempt++) {
      const body = latestMailBody(user.email);
      if (body !== before) code = /(?<!\d)(\d{6})(?!\d)/.exec(body ?? '')?.[1] ?? '';
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(code).toMatch(/^\d{6}$/);
    await page.fill('#reset-verifyCode', code);
    await page.fill('#reset-password', 'renewed2026pass');
    await page.fill('#reset-passwordConfirmation', 'renewed2026pass');
    await page.click('main button[type=submit]');
    await page.waitForURL(/\/signin\?reset=1$/, WAIT);
    await page.fill('#signin-email', user.email);
    await page.fill('#signin-password', 'renewed2026pass');
    await page.click('main button[type=submit]');
    await page.waitForURL(`${BASE_URL}/`, WAIT);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /さんのマイページ/ })
      .waitFor(WAIT);
    await page.close();
  });

  it('pages the address book and shows a refused delete with the catalogue message', async () => {
    // 11 more addresses through the API (the storefront forwards /v1): 12 in all, 10 per page.
    const signedIn = await fetch(`${BASE_URL}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, password: 'renewed2026pass' }),
    });
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    for (let i = 1; i <= 11; i++) {
      const created = await fetch(`${BASE_URL}/v1/addresses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          lastname: '畑',
          firstname: `太郎${i}`,
          lastnameKana: 'はた',
          firstnameKana: 'たろう',
          postalCode: '1000001',
          prefectureCode: 13,
          city: '千代田区',
          addressLine1: `千代田${i}`,
          addressLine2: '',
          phoneNumber: '090-1234-5678',
        }),
      });
      expect(created.status).toBeLessThan(300);
    }

    const page = await context.newPage();
    await page.goto('/account');
    await page.getByRole('heading', { level: 2, name: 'お届け先情報（12件）' }).waitFor(WAIT);
    const items = page.locator('#addresses > ul > li');
    expect(await items.count()).toBe(10);
    const pages = page.getByRole('navigation', { name: 'お届け先のページ送り' });
    expect(await pages.getByRole('link', { name: '1ページ' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await pages.getByRole('link', { name: '2ページ' }).click();
    await page.waitForURL(/\/account\?addressPage=2#addresses$/, WAIT);
    await page.getByRole('navigation', { name: 'お届け先のページ送り' }).waitFor(WAIT);
    expect(await items.count()).toBe(2);
    expect(
      await page
        .getByRole('navigation', { name: 'お届け先のページ送り' })
        .getByRole('link', { name: '2ページ' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // The same address deleted in another tab first: this tab's delete is refused (404).
    const other = await context.newPage();
    await other.goto('/account?addressPage=2');
    await other.getByRole('heading', { level: 2, name: 'お届け先情報（12件）' }).waitFor(WAIT);
    await other.locator('#addresses > ul > li').first().getByRole('button', { name: /^削除/ }).click();
    await other.getByRole('heading', { level: 2, name: 'お届け先情報（11件）' }).waitFor(WAIT);
    // The page the user was on is kept.
    expect(other.url()).toMatch(/\/account\?addressPage=2#addresses$/);
    await other.close();

    // The refusal re-renders the list without the gone address (so does any delete whose action
    // refreshes a due token): the message outlives the row it came from.
    await items.first().getByRole('button', { name: /^削除/ }).click();
    await page.getByRole('heading', { level: 2, name: 'お届け先情報（11件）' }).waitFor(WAIT);
    await page.getByRole('alert').filter({ hasText: '指定したリソースが見つかりません。' }).waitFor(WAIT);
    expect(await items.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // "Make default" is one PATCH with the address as the list shows it: that address becomes the
    // default (first in the book) and keeps every other field.
    await page.goto('/account');
    await page.getByRole('heading', { level: 2, name: 'お届け先情報（11件）' }).waitFor(WAIT);
    const defaultBefore = await items.first().locator('p').nth(1).innerText();
    await page.goto('/account?addressPage=2');
    await page.getByRole('heading', { level: 2, name: 'お届け先情報（11件）' }).waitFor(WAIT);
    const chosen = items.first();
    const place = await chosen.locator('p').nth(1).innerText();
    const phone = await chosen.locator('p').nth(2).innerText();
    expect(place).not.toBe(defaultBefore);
    const makeDefault = chosen.getByRole('button', { name: /^基本のお届け先にする/ });
    const label = (await makeDefault.textContent()) ?? '';
    await makeDefault.click();
    // Done when the page re-renders without that button (a default address has none).
    await page.getByRole('button', { name: label, exact: true }).waitFor({ ...WAIT, state: 'detached' });
    await page.goto('/account');
    const first = items.first();
    await first.getByText('基本のお届け先', { exact: true }).waitFor(WAIT);
    expect(await first.locator('p').nth(1).innerText()).toBe(place);
    expect(await first.locator('p').nth(2).innerText()).toBe(phone);
    expect(await page.getByText('基本のお届け先', { exact: true }).count()).toBe(1);
    await page.close();
  });

  // Only meaningful when the API issues short-lived tokens: ACCESS_TOKEN_TTL=62 node scripts/e2e.ts account
  it.skipIf(!shortTtl)(
    'refreshes a due access token before the page renders, rotating both tokens',
    async () => {
      const page = await context.newPage();
      const sealed = async () => (await context.cookies()).find((c) => c.name === 'hatake_session')?.value;
      await page.goto('/account');
      await page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor(WAIT);
      const first = await sealed();
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await page.goto('/account');
        await page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor(WAIT);
      }
      expect(await sealed()).not.toBe(first);
      await page.close();
    },
  );

  it('refreshes the tokens when the browser session starts, and resets a refused session', async () => {
    const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name);
    const page = await context.newPage();
    const openAccount = async () => {
      await page.goto('/account');
      await page.getByRole('heading', { level: 1, name: 'マイページ' }).waitFor(WAIT);
    };
    await openAccount();
    // Signing in started this browser session: the marker is a session cookie (no expiry), httpOnly.
    expect(await cookie('hatake_session_started')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      expires: -1,
    });
    const before = (await cookie('hatake_session'))?.value;
    expect(before).toBeTruthy();
    if (!shortTtl) {
      // A fresh token in a started browser session is left alone.
      await openAccount();
      expect((await cookie('hatake_session'))?.value).toBe(before);
    }

    // "Restart the browser": session cookies go, the 30-day session cookie stays.
    await context.clearCookies({ name: 'hatake_session_started' });
    await openAccount();
    const after = await cookie('hatake_session');
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before);
    expect(await cookie('hatake_session_started')).toBeDefined();

    // Sign out (the API revokes the tokens), then a new browser session brings the old cookie back:
    // the start-up refresh is refused, so the session is reset (the cookie is deleted).
    const stale = after as NonNullable<typeof after>;
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(`${BASE_URL}/`, WAIT);
    await context.clearCookies({ name: 'hatake_session_started' });
    await context.addCookies([stale]);
    await page.goto('/account');
    await page.waitForURL(/\/signin\?redirect=%2Faccount$/, WAIT);
    expect(await cookie('hatake_session')).toBeUndefined();
    await page.close();
  });

  it('an OAuth failure shows the catalogue message by code, in the locale the attempt started in', async () => {
    const page = await context.newPage();
    // A callback without a code (the provider sent an error back).
    await page.goto('/auth/google/signin');
    await page.waitForURL(/\/signin\?error=oauth$/, WAIT);
    await page.getByRole('alert').filter({ hasText: 'OAuthトークンの取得に失敗しました。' }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    // Text in ?error= is never shown.
    await page.goto(`/signin?error=${encodeURIComponent('サポート 0120-000-000 にお電話ください')}`);
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor(WAIT);
    expect(await page.getByText('0120-000-000').count()).toBe(0);
    expect(await page.getByText('OAuthトークンの取得に失敗しました。').count()).toBe(0);

    // An attempt started on /en comes back (on the locale-less callback path) to the English page.
    await context.addCookies([
      { name: 'hatake_oauth', value: 'google:e2e-state:%2Faccount:en', url: BASE_URL },
    ]);
    await page.goto('/auth/google/signin?code=not-a-real-code&state=e2e-state');
    await page.waitForURL(/\/en\/signin\?error=oauth$/, WAIT);
    await page.getByRole('alert').filter({ hasText: 'Failed to obtain the OAuth token.' }).waitFor(WAIT);
    await page.close();
  });

  it('open redirect after sign-in: a crafted ?redirect= stays on the site, a locale-prefixed one works', async () => {
    const signInVia = async (path: string): Promise<string> => {
      const fresh = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
      const page = await fresh.newPage();
      await page.goto(path);
      await page.fill('#signin-email', user.email);
      await page.fill('#signin-password', 'renewed2026pass');
      await page.click('main button[type=submit]');
      await page.waitForURL((url) => !url.pathname.endsWith('/signin'), WAIT);
      const landed = page.url();
      await fresh.close();
      return landed;
    };
    // The reported case: a tab that browsers drop turns `/\t/evil.example/` into `//evil.example/`.
    expect(await signInVia('/signin?redirect=/%09/evil.example/')).toBe(`${BASE_URL}/`);
    expect(await signInVia('/signin?redirect=/%5Cevil.example')).toBe(`${BASE_URL}/`);
    expect(await signInVia('/en/signin?redirect=%2Fen%2Faccount')).toBe(`${BASE_URL}/en/account`);
  });

  it('English: the sign-up page speaks English and is accessible', async () => {
    const page = await context.newPage();
    await page.goto('/en/signup');
    await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
