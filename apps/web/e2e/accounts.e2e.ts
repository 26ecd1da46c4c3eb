import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';
import { codeFor, latestMailBody } from './support/outbox.ts';
import { BASE_URL } from './support/storefront.ts';

// Accounts polish in a real browser, ja and en (docs/accounts.md): sign-up needs consent to the
// terms and the privacy policy; /verify shows the address the code went to, sends a new code (then
// refuses another for the interval, counting down; a minute in production, 15 s in these tests
// through CODE_RESEND_SECONDS, scripts/e2e.ts) and tells a wrong code apart; the right code
// confirms and the member signs in. Signed out, an account edit page goes to sign-in and back;
// signed in, /signin goes to /account. /account on a 390-px phone keeps names, user id and e-mail
// readable. The English sign-up takes katakana names and a +81 phone number.

const WAIT = { timeout: 15_000 };
/** The API's one-code-an-interval rule (CODE_RESEND_SECONDS, 15 s here), plus slack for a loaded machine. */
const RESEND_WAIT = { timeout: 45_000 };

failOnCspViolations();

const suite = sharedBrowser();

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    signUpSubmit: 'アカウントを作成',
    consentError: '利用規約とプライバシーポリシーへの同意が必要です',
    verifySubmit: '認証',
    sentTo: (email: string) => `${email} に6桁の認証コードを送信しました。`,
    resend: 'コードを再送信',
    resendWait: /コードを再送信（あと\d+秒）/,
    resent: '新しいコードを送信しました。前のコードは使えません。',
    limited: /続けて送信することはできません。\d+秒後にもう一度お試しください。/,
    incorrect: '認証コードが正しくありません',
    registered: 'ユーザー登録が完了しました',
    toSignIn: 'ログインする',
    signInTitle: 'ログイン',
    accountTitle: 'マイページ',
    names: { lastname: '山田', firstname: '花子', lastnameKana: 'やまだ', firstnameKana: 'はなこ' },
    phone: '090-1234-5678',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    signUpSubmit: 'Sign Up',
    consentError: 'Please agree to the Terms of Use and the Privacy Policy.',
    verifySubmit: 'Verify',
    sentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
    resend: 'Send a new code',
    resendWait: /Send a new code \(in \d+ s\)/,
    resent: 'We sent a new code. The previous code no longer works.',
    limited: /Please wait: you can send a new code in \d+ seconds\./,
    incorrect: 'That code is not correct.',
    registered: 'Registration complete',
    toSignIn: 'Log in',
    signInTitle: 'Log in to Your Account',
    accountTitle: 'My Account',
    // An overseas shopper: katakana (half-width for the first name) and an international number.
    names: { lastname: 'Yamada', firstname: 'Taro', lastnameKana: 'ヤマダ', firstnameKana: 'ﾀﾛｳ' },
    phone: '+81 90-1234-5678',
  },
] as const;

type Locale = (typeof LOCALES)[number];

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillSignUp(page: Page, l: Locale, account: { email: string; accountId: string }) {
  await page.fill('#signup-username', l.name === 'ja' ? '畑の花子' : 'Taro in the fields');
  await page.fill('#signup-accountId', account.accountId);
  await page.fill('#signup-lastname', l.names.lastname);
  await page.fill('#signup-firstname', l.names.firstname);
  await page.fill('#signup-lastnameKana', l.names.lastnameKana);
  await page.fill('#signup-firstnameKana', l.names.firstnameKana);
  await page.fill('#signup-email', account.email);
  await page.fill('#signup-phoneNumber', l.phone);
  await page.fill('#signup-password', 'hatake2026pass');
  await page.fill('#signup-passwordConfirmation', 'hatake2026pass');
}

/** The whole sign-up of one locale, from the form to the first sign-in. */
async function signUpJourney(l: Locale) {
  const context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  const page = await context.newPage();
  const id = `${l.name}acc${stamp()}`;
  const account = { email: `${id}@example.com`, accountId: id };
  try {
    await page.goto(`${l.prefix}/signup`);
    expect(await seriousViolations(page)).toEqual([]);
    // The kana and phone hints are tied to their inputs.
    for (const field of ['lastnameKana', 'firstnameKana', 'phoneNumber'])
      expect(await page.getAttribute(`#signup-${field}`, 'aria-describedby')).toContain(
        `signup-${field}-hint`,
      );
    // The documents open in a new tab and say so.
    const terms = page.locator('a[href$="/terms-of-use"][target="_blank"]');
    expect(await terms.count()).toBe(1);
    expect(await page.locator('a[href$="/privacy"][target="_blank"]').count()).toBe(1);

    // Without consent: refused by the storefront before the API is asked (no account, no mail),
    // announced in the focused summary and tied to the checkbox.
    await fillSignUp(page, l, account);
    await page.getByRole('button', { name: l.signUpSubmit }).click();
    await page.getByRole('link', { name: l.consentError }).waitFor(WAIT);
    expect(latestMailBody(account.email)).toBeUndefined();
    expect(await page.getAttribute('#signup-consent', 'aria-describedby')).toContain('signup-consent-error');
    expect(await page.getAttribute('#signup-consent', 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-live'))).toBe('polite');
    expect(page.url()).toMatch(/\/signup$/);

    // With consent (passwords are never refilled) → /verify, which names the address.
    await page.fill('#signup-password', 'hatake2026pass');
    await page.fill('#signup-passwordConfirmation', 'hatake2026pass');
    await page.check('#signup-consent');
    await page.getByRole('button', { name: l.signUpSubmit }).click();
    await page.waitForURL(/\/verify\?id=/, WAIT);
    await page.getByText(l.sentTo(account.email)).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    const verifyUrl = new URL(page.url());
    const firstCode = await codeFor(account.email);

    // The resend button counts down from the sign-up's own code.
    const waiting = page.getByRole('button', { name: l.resendWait });
    await waiting.waitFor(WAIT);
    expect(await waiting.isDisabled()).toBe(true);

    // The same page without the countdown (an old tab): asking now is refused by the API and the
    // page says how long to wait.
    verifyUrl.searchParams.delete('sent');
    const oldTab = await context.newPage();
    await oldTab.goto(verifyUrl.toString());
    await oldTab.getByRole('button', { name: l.resend, exact: true }).click();
    await oldTab.getByRole('status').filter({ hasText: l.limited }).waitFor(WAIT);
    expect(await oldTab.getByRole('button', { name: l.resendWait }).isDisabled()).toBe(true);
    await oldTab.close();

    // A wrong code typed meanwhile is refused…
    await page.fill('#verify-verifyCode', firstCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: l.verifySubmit, exact: true }).click();
    await page.getByRole('link', { name: l.incorrect }).waitFor(WAIT);

    // Once the interval is over, a new code is sent; then the button counts down again.
    const resend = page.getByRole('button', { name: l.resend, exact: true });
    await resend.waitFor({ ...RESEND_WAIT, state: 'visible' });
    await page.waitForFunction(
      (label) => [...document.querySelectorAll('button')].some((b) => b.textContent === label && !b.disabled),
      l.resend,
      RESEND_WAIT,
    );
    const before = latestMailBody(account.email);
    await resend.click();
    await page.getByRole('status').filter({ hasText: l.resent }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: l.resendWait }).isDisabled()).toBe(true);
    // …and "wrong code" no longer stands beside "a new code was sent".
    await expect.poll(() => page.getByRole('link', { name: l.incorrect }).count()).toBe(0);
    expect(await page.inputValue('#verify-verifyCode')).toBe('');
    const secondCode = await codeFor(account.email, before);
    // The API refuses another one right away too.
    const again = await fetch(`${BASE_URL}/v1/users/me/verification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: verifyUrl.searchParams.get('id') }),
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    // A wrong code says so specifically (the first code no longer works: it is wrong now).
    const wrong = firstCode === secondCode ? (firstCode === '000000' ? '111111' : '000000') : firstCode;
    await page.fill('#verify-verifyCode', wrong);
    await page.getByRole('button', { name: l.verifySubmit, exact: true }).click();
    await page.getByRole('link', { name: l.incorrect }).waitFor(WAIT);
    expect(await page.getAttribute('#verify-verifyCode', 'aria-describedby')).toContain(
      'verify-verifyCode-error',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The right code confirms the account, and the member signs in.
    await page.fill('#verify-verifyCode', secondCode);
    await page.getByRole('button', { name: l.verifySubmit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: l.registered }).waitFor(WAIT);
    await page.getByRole('link', { name: l.toSignIn }).click();
    await page.waitForURL(/\/signin/, WAIT);
    await submitSignIn(page, { email: account.email, password: 'hatake2026pass', username: '' });
    await page.waitForURL(new RegExp(`${l.prefix}/account$`), WAIT);
    await page.getByRole('heading', { level: 1, name: l.accountTitle }).waitFor(WAIT);
    // The kana were stored as hiragana, whatever was typed.
    await page.getByText(/（やまだ (はなこ|たろう)）/).waitFor(WAIT);
  } finally {
    await context.close();
  }
}

describe('accounts', () => {
  it('ja and en: consent, /verify with the address, resend then its limit, a wrong code, the right code signs in (English: katakana and +81)', async () => {
    // Both locales at once: each waits out the API's interval between two codes.
    await Promise.all(LOCALES.map((l) => signUpJourney(l)));
  }, 150_000);

  describe.each(LOCALES)('redirects and the phone layout ($name)', (l) => {
    let member: Member;
    let context: BrowserContext;

    beforeAll(async () => {
      // A long display name and address: what a phone must still show readably.
      member = await createMember(`rd${l.name}`, '畑のはなちゃんと仲間たちの週末マルシェ便り');
      context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
    });

    afterAll(async () => {
      await context?.close();
    });

    it('signed out, /account/edit/email → sign-in → back; signed in, /signin and /signup → /account', async () => {
      const page = await context.newPage();
      await page.goto(`${l.prefix}/account/edit/email`);
      await page.waitForURL(/\/signin\?redirect=%2Faccount%2Fedit%2Femail$/, WAIT);
      expect(new URL(page.url()).pathname).toBe(`${l.prefix}/signin`);
      await page.getByRole('heading', { level: 1, name: l.signInTitle }).waitFor(WAIT);
      await submitSignIn(page, member);
      await page.waitForURL(new RegExp(`${l.prefix}/account/edit/email$`), WAIT);
      await page.locator('#edit-email-email').waitFor(WAIT);

      await page.goto(`${l.prefix}/signin`);
      await page.waitForURL(new RegExp(`${l.prefix}/account$`), WAIT);
      await page.getByRole('heading', { level: 1, name: l.accountTitle }).waitFor(WAIT);
      await page.goto(`${l.prefix}/signup`);
      await page.waitForURL(new RegExp(`${l.prefix}/account$`), WAIT);
      await page.close();
    });

    it('/account at 390×844: no line of the names, user id or e-mail is a single character wide', async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${l.prefix}/account`);
      await page.getByRole('heading', { level: 1, name: l.accountTitle }).waitFor(WAIT);
      const lines = await page.evaluate(() => {
        const targets = [...document.querySelectorAll<HTMLElement>('[data-profile], [data-profile-value]')];
        return targets.map((element) => {
          // One rectangle per line box of the text; a line narrower than two characters is what
          // "one character per line" looks like.
          const range = document.createRange();
          range.selectNodeContents(element);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const rows = new Map<number, number>();
          for (const rect of rects)
            rows.set(Math.round(rect.top), (rows.get(Math.round(rect.top)) ?? 0) + rect.width);
          const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
          const widths = [...rows.values()];
          return {
            text: element.textContent ?? '',
            lines: widths.length,
            // Every line but the last must hold more than two characters' width.
            narrow: widths.slice(0, -1).filter((width) => width < fontSize * 2.5).length,
            overflow: element.scrollWidth > element.clientWidth + 1,
          };
        });
      });
      expect(lines.length).toBeGreaterThanOrEqual(5);
      const texts = lines.map((line) => line.text);
      expect(texts.some((text) => text.includes(member.email))).toBe(true);
      expect(texts.some((text) => text.includes(member.username))).toBe(true);
      for (const line of lines) {
        expect(line, line.text).toMatchObject({ narrow: 0, overflow: false });
        expect(line.lines, line.text).toBeLessThanOrEqual(3);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  });
});
