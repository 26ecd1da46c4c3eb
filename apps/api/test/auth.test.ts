import type { AuthResponse, AuthUserResponse } from '@hatake/contract';
import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users, verificationCodes } from '../src/db/schema/index.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/auth/sessions.ts';
import { hashRefreshToken } from '../src/modules/auth/tokens.ts';
import { bearer, newMember, PASSWORD, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers });

describe('sign-up → verify → sign-in → refresh → reuse → sign-out', () => {
  it('runs the whole chain with the code from a real SMTP message', async () => {
    const member = newMember();
    const since = smtp.messages.length;
    const created = await inject('POST', '/v1/users/me', member);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const mail = await smtp.waitFor(member.email, since);
    expect(mail.subject).toBe('【hatake】会員登録の確認コード');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored.
    const [stored] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, id));
    expect(stored?.codeHash).not.toContain(code);

    // Not verified yet: sign-in is refused.
    const early = await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD });
    expect(early.statusCode).toBe(401);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await inject('POST', '/v1/users/me/verified', { id, verifyCode: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toContain('verifyCode');

    const verified = await inject('POST', '/v1/users/me/verified', { id, verifyCode: code });
    expect(verified.statusCode, verified.body).toBe(204);
    expect(verified.body).toBe('');

    const signIn = await inject('POST', '/v1/auth', {
      username: member.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const first = signIn.json<AuthResponse>();
    expect(first).toMatchObject({ userId: id, expiresIn: 3600, tokenType: 'Bearer' });
    expect(first.accessToken.split('.')).toHaveLength(3);
    expect(first.refreshToken.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
    expect(row?.tokenHash).not.toBe(first.refreshToken);

    const me = await inject('GET', '/v1/users/me', undefined, bearer(first.accessToken));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<AuthUserResponse>()).toEqual({
      id,
      accountId: member.accountId,
      username: member.username,
      lastname: member.lastname,
      firstname: member.firstname,
      lastnameKana: member.lastnameKana,
      firstnameKana: member.firstnameKana,
      email: member.email,
      phoneNumber: member.phoneNumber,
      notificationEnabled: true,
      thumbnailUrl: '',
    });

    const info = await inject('GET', '/v1/auth', undefined, bearer(first.accessToken));
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ userId: id, accessToken: first.accessToken, tokenType: 'Bearer' });
    expect(info.json<AuthResponse>().expiresIn).toBeGreaterThan(3500);

    const refreshed = await inject('POST', '/v1/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json<AuthResponse>();
    expect(second.userId).toBe(id);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await inject('GET', '/v1/users/me', undefined, bearer(second.accessToken))).statusCode).toBe(200);

    // Reusing the retired token after the grace window revokes the whole family: the successor and
    // its access tokens too.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    const reuse = await inject('POST', '/v1/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    const successor = await inject('POST', '/v1/auth/refresh-token', { refreshToken: second.refreshToken });
    expect(successor.statusCode).toBe(401);
    expect((await inject('GET', '/v1/users/me', undefined, bearer(second.accessToken))).statusCode).toBe(401);

    // A new sign-in, then sign-out.
    const again = (
      await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD })
    ).json<AuthResponse>();
    expect((await inject('GET', '/v1/users/me', undefined, bearer(again.accessToken))).statusCode).toBe(200);
    const signOut = await inject('DELETE', '/v1/auth', undefined, bearer(again.accessToken));
    expect(signOut.statusCode).toBe(204);
    expect((await inject('GET', '/v1/users/me', undefined, bearer(again.accessToken))).statusCode).toBe(401);
    expect(
      (await inject('POST', '/v1/auth/refresh-token', { refreshToken: again.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('writes the code mail in English when Accept-Language prefers it', async () => {
    const member = newMember();
    const since = smtp.messages.length;
    const created = await inject('POST', '/v1/users/me', member, {
      'accept-language': 'en-US,en;q=0.9,ja;q=0.5',
    });
    expect(created.statusCode).toBe(200);
    const mail = await smtp.waitFor(member.email, since);
    expect(mail.subject).toBe('[hatake] Your sign-up code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });
});

describe('sign-up rules', () => {
  it('answers 409 for the e-mail of a verified member, any case', async () => {
    const { member } = await signUpAndSignIn(t.app, smtp);
    const again = await inject('POST', '/v1/users/me', newMember({ email: member.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: 'Conflict' });
    expect(again.json().detail).toContain('email');
  });

  it('answers 409 for the account id of a verified member', async () => {
    const response = await inject('POST', '/v1/users/me', newMember({ accountId: 'hanako_kitchen' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('accountId');
  });

  it('gives a repeated pending sign-up its own id and code, never changing the first', async () => {
    const member = newMember();
    const since = smtp.messages.length;
    const first = (await inject('POST', '/v1/users/me', member)).json<{ id: string }>();
    const firstCode = await smtp.codeFor(member.email, since);
    // Someone else submits the same address with another password, after the interval between two
    // code mails to one address (dated back rather than waited for).
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - SIGN_UP_CODE_RESEND_SECONDS * 1000) })
      .where(eq(verificationCodes.email, member.email));
    const since2 = smtp.messages.length;
    const intruder = await inject('POST', '/v1/users/me', {
      ...member,
      accountId: `${member.accountId}x`,
      password: 'intruder2024',
      passwordConfirmation: 'intruder2024',
    });
    expect(intruder.statusCode).toBe(200);
    expect(intruder.json().id).not.toBe(first.id);
    await smtp.codeFor(member.email, since2);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.id));
    expect(row?.username).toBe(member.username);

    // The owner confirms theirs: their password works, the intruder's does not.
    expect(
      (await inject('POST', '/v1/users/me/verified', { id: first.id, verifyCode: firstCode })).statusCode,
    ).toBe(204);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: 'intruder2024' })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['short', { password: 'abc123', passwordConfirmation: 'abc123' }, 'password'],
    ['letters only', { password: 'abcdefghij', passwordConfirmation: 'abcdefghij' }, 'password'],
    [
      'the e-mail local part',
      { email: 'farmer42@example.jp', password: 'farmer42', passwordConfirmation: 'farmer42' },
      'password',
    ],
    ['a different confirmation', { passwordConfirmation: 'other2024pass' }, 'passwordConfirmation'],
    ['kanji as the reading', { lastnameKana: '畑' }, 'lastnameKana'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
  ])('answers 400 for %s, naming the field', async (_name, overrides, field) => {
    const response = await inject('POST', '/v1/users/me', newMember(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain(field);
  });

  it('answers 400 for an unknown id or a wrong code, and locks the code after 5 wrong guesses', async () => {
    expect(
      (await inject('POST', '/v1/users/me/verified', { id: 'nope', verifyCode: '123456' })).statusCode,
    ).toBe(400);
    const member = newMember();
    const since = smtp.messages.length;
    const { id } = (await inject('POST', '/v1/users/me', member)).json<{ id: string }>();
    const code = await smtp.codeFor(member.email, since);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await inject('POST', '/v1/users/me/verified', { id, verifyCode: wrong })).statusCode).toBe(400);
    }
    const locked = await inject('POST', '/v1/users/me/verified', { id, verifyCode: code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().detail).toContain('expired');
  });
});

describe('sign-in and tokens', () => {
  it('answers 401 for a wrong password or an unknown address', async () => {
    const { member } = await signUpAndSignIn(t.app, smtp);
    const wrong = await inject('POST', '/v1/auth', { username: member.email, password: 'wrong2024pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401, message: 'Unauthorized' });
    const unknown = await inject('POST', '/v1/auth', { username: 'nobody@example.jp', password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('answers 401 for a missing, empty or unknown refresh token', async () => {
    for (const payload of [{}, { refreshToken: '' }, { refreshToken: 'made-up' }]) {
      const response = await inject('POST', '/v1/auth/refresh-token', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe(401);
    }
    const missing = await inject('POST', '/v1/auth/refresh-token', {});
    expect(missing.json().detail).toBe('refresh token is missing');
    // No body at all is a missing token too (docs/accounts.md: rejected as unauthorised).
    const bodiless = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh-token' });
    expect(bodiless.statusCode).toBe(401);
    expect(bodiless.json().detail).toBe('refresh token is missing');
  });

  it('answers 401 for an expired refresh token and 400 for an expired code', async () => {
    const { id, tokens } = await signUpAndSignIn(t.app, smtp);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, id));
    const expired = await inject('POST', '/v1/auth/refresh-token', { refreshToken: tokens.refreshToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toContain('expired');
    // The session is over, so its access token is too.
    expect((await inject('GET', '/v1/users/me', undefined, bearer(tokens.accessToken))).statusCode).toBe(401);

    const member = newMember();
    const since = smtp.messages.length;
    const pending = (await inject('POST', '/v1/users/me', member)).json<{ id: string }>();
    const verifyCode = await smtp.codeFor(member.email, since);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, pending.id));
    const late = await inject('POST', '/v1/users/me/verified', { id: pending.id, verifyCode });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toContain('expired');
  });

  it('protects GET and DELETE /v1/auth and ignores bad tokens on public routes', async () => {
    expect((await inject('GET', '/v1/auth')).statusCode).toBe(401);
    expect((await inject('DELETE', '/v1/auth', undefined, bearer('garbage'))).statusCode).toBe(401);
    expect(
      (await inject('GET', '/v1/users/me', undefined, { authorization: 'Bearer undefined' })).statusCode,
    ).toBe(401);
    const publicRoute = await inject('GET', '/v1/products?limit=1', undefined, bearer('garbage.token.here'));
    expect(publicRoute.statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the e-mailed code, signing out every session', async () => {
    const { member, tokens } = await signUpAndSignIn(t.app, smtp);
    const unknown = await inject('POST', '/v1/auth/forgot-password', { email: 'nobody@example.jp' });
    expect(unknown.statusCode).toBe(204);

    const since = smtp.messages.length;
    const forgot = await inject('POST', '/v1/auth/forgot-password', { email: member.email });
    expect(forgot.statusCode).toBe(204);
    const mail = await smtp.waitFor(member.email, since);
    expect(mail.subject).toBe('【hatake】パスワード再設定の確認コード');
    const verifyCode = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

    const weak = await inject('POST', '/v1/auth/forgot-password/verified', {
      email: member.email,
      verifyCode,
      password: 'onlyletters',
      passwordConfirmation: 'onlyletters',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toContain('password');

    const reset = await inject('POST', '/v1/auth/forgot-password/verified', {
      email: member.email,
      verifyCode,
      password: 'newharvest2025',
      passwordConfirmation: 'newharvest2025',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: 'newharvest2025' })).statusCode,
    ).toBe(200);
    expect((await inject('GET', '/v1/users/me', undefined, bearer(tokens.accessToken))).statusCode).toBe(401);

    // The code is single-use.
    const replay = await inject('POST', '/v1/auth/forgot-password/verified', {
      email: member.email,
      verifyCode,
      password: 'another2026pw',
      passwordConfirmation: 'another2026pw',
    });
    expect(replay.statusCode).toBe(400);
  });

  it('changes the password: wrong old one 401, weak new one 400, then the new one works', async () => {
    const { member, headers } = await signUpAndSignIn(t.app, smtp);
    const wrongOld = await inject(
      'PATCH',
      '/v1/auth/password',
      { oldPassword: 'wrong2024pass', newPassword: 'fresh2025pass', passwordConfirmation: 'fresh2025pass' },
      headers,
    );
    expect(wrongOld.statusCode).toBe(401);
    expect(wrongOld.json().detail).toContain('oldPassword');
    const weak = await inject(
      'PATCH',
      '/v1/auth/password',
      { oldPassword: PASSWORD, newPassword: '12345678', passwordConfirmation: '12345678' },
      headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toContain('newPassword');
    const ok = await inject(
      'PATCH',
      '/v1/auth/password',
      { oldPassword: PASSWORD, newPassword: 'fresh2025pass', passwordConfirmation: 'fresh2025pass' },
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(204);
    // This session stays signed in.
    expect((await inject('GET', '/v1/users/me', undefined, headers)).statusCode).toBe(200);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: 'fresh2025pass' })).statusCode,
    ).toBe(200);
    expect(
      (
        await inject('PATCH', '/v1/auth/password', {
          oldPassword: 'x',
          newPassword: 'y',
          passwordConfirmation: 'y',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with the error body once the configured limit is exceeded', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer,
      config: { rateLimit: { max: 3, windowSeconds: 60 } },
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/auth',
          payload: { username: 'x@example.jp', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, message: 'Too Many Requests' });
      expect(blocked.json().detail).toContain('too many requests');
      expect(blocked.headers['retry-after']).toBeDefined();
      // Other routes have their own counters; unlimited routes are not counted.
      const refresh = await limited.app.inject({
        method: 'POST',
        url: '/v1/auth/refresh-token',
        payload: {},
      });
      expect(refresh.statusCode).toBe(401);
      const products = await limited.app.inject({ method: 'GET', url: '/v1/products?limit=1' });
      expect(products.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts per client address: forwarded by a trusted proxy, never chosen by the client', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer,
      config: { rateLimit: { max: 1, windowSeconds: 60 } },
    });
    try {
      const attempt = (remoteAddress: string, forwardedFor?: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/auth',
          payload: { username: 'x@example.jp', password: 'nope' },
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      // Behind the storefront's proxy (loopback), each forwarded client has its own counter.
      expect((await attempt('127.0.0.1', '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '198.51.100.2')).statusCode).toBe(401);
      expect((await attempt('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
      // A client on the internet cannot escape by inventing X-Forwarded-For.
      expect((await attempt('203.0.113.9', '192.0.2.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.9', '192.0.2.2')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
