import type { AuthUserResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema/index.ts';
import { bearer, PASSWORD, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

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

const me = async (headers: Record<string, string>) => {
  const response = await inject('GET', '/v1/users/me', undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuthUserResponse>();
};

describe('PATCH /v1/users/me/*', () => {
  it('requires a signed-in user', async () => {
    for (const [url, payload] of [
      ['/v1/users/me/username', { username: 'x' }],
      ['/v1/users/me/account-id', { accountId: 'x' }],
      ['/v1/users/me/notification', { enabled: true }],
      ['/v1/users/me/thumbnail', { thumbnailUrl: '' }],
      ['/v1/users/me/email', { email: 'x@example.jp' }],
    ] as const) {
      const response = await inject('PATCH', url, payload, { authorization: 'Bearer undefined' });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await inject('POST', '/v1/users/me/email/verified', { verifyCode: '123456' })).statusCode).toBe(
      401,
    );
    expect((await inject('DELETE', '/v1/users/me')).statusCode).toBe(401);
  });

  it('changes the username, notification flag and thumbnail', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    expect(
      (await inject('PATCH', '/v1/users/me/username', { username: '  畑の太郎  ' }, headers)).statusCode,
    ).toBe(204);
    expect((await inject('PATCH', '/v1/users/me/notification', { enabled: false }, headers)).statusCode).toBe(
      204,
    );
    const uploads = uploadClient(t.app, headers);
    const target = await uploads.requestTarget('image/png');
    expect((await uploads.put(target.url, await png(64, 64), 'image/png')).statusCode).toBe(204);
    const { url } = await uploads.state(target.key);
    expect(url).not.toBe('');
    expect((await inject('PATCH', '/v1/users/me/thumbnail', { thumbnailUrl: url }, headers)).statusCode).toBe(
      204,
    );
    expect(await me(headers)).toMatchObject({
      username: '畑の太郎',
      notificationEnabled: false,
      thumbnailUrl: url,
    });

    expect((await inject('PATCH', '/v1/users/me/thumbnail', {}, headers)).statusCode).toBe(204);
    expect((await me(headers)).thumbnailUrl).toBe('');
    const badUrl = await inject(
      'PATCH',
      '/v1/users/me/thumbnail',
      { thumbnailUrl: 'javascript:alert(1)' },
      headers,
    );
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().detail).toContain('thumbnailUrl');
    const blank = await inject('PATCH', '/v1/users/me/username', { username: '' }, headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('username');
  });

  it('changes the account id; one in use is 409', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    const taken = await inject('PATCH', '/v1/users/me/account-id', { accountId: 'hanako_kitchen' }, headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain('accountId');
    // Letters, digits, _ and - only (docs/accounts.md), 4 to 32 of them.
    for (const bad of ['has space', 'has.dot', 'abc', 'x'.repeat(33)]) {
      const invalid = await inject('PATCH', '/v1/users/me/account-id', { accountId: bad }, headers);
      expect(invalid.statusCode, bad).toBe(400);
      expect(invalid.json().detail).toContain('accountId');
    }
    const accountId = `new_${Date.now()}`;
    expect((await inject('PATCH', '/v1/users/me/account-id', { accountId }, headers)).statusCode).toBe(204);
    expect((await me(headers)).accountId).toBe(accountId);
  });

  it('changes the e-mail after the code sent to the new address is confirmed', async () => {
    const { member, headers } = await signUpAndSignIn(t.app, smtp);
    const other = await signUpAndSignIn(t.app, smtp);
    const same = await inject('PATCH', '/v1/users/me/email', { email: member.email }, headers);
    expect(same.statusCode).toBe(412);
    const taken = await inject('PATCH', '/v1/users/me/email', { email: other.member.email }, headers);
    expect(taken.statusCode).toBe(409);

    const newEmail = `moved.${Date.now()}@example.jp`;
    const since = smtp.messages.length;
    const requested = await inject('PATCH', '/v1/users/me/email', { email: newEmail }, headers);
    expect(requested.statusCode, requested.body).toBe(204);
    const mail = await smtp.waitFor(newEmail, since);
    expect(mail.subject).toBe('【hatake】メールアドレス変更の確認コード');
    expect(smtp.messages.slice(since).some((m) => m.envelopeTo.includes(member.email))).toBe(false);
    // Not applied until confirmed.
    expect((await me(headers)).email).toBe(member.email);

    const wrong = await inject('POST', '/v1/users/me/email/verified', { verifyCode: 'abcdef' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toContain('verifyCode');
    const verifyCode = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const confirmed = await inject('POST', '/v1/users/me/email/verified', { verifyCode }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await me(headers)).email).toBe(newEmail);
    expect((await inject('POST', '/v1/auth', { username: newEmail, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /v1/users/me', () => {
  it('soft-deletes the account, signs it out and frees the e-mail', async () => {
    const { id, member, headers, tokens } = await signUpAndSignIn(t.app, smtp);
    const deleted = await inject('DELETE', '/v1/users/me', undefined, headers);
    expect(deleted.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await inject('GET', '/v1/users/me', undefined, headers)).statusCode).toBe(401);
    expect(
      (await inject('POST', '/v1/auth/refresh-token', { refreshToken: tokens.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/v1/auth', { username: member.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    // Signing up again after the interval between two code mails to one address (dated back).
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(verificationCodes.email, member.email));
    const again = await signUpAndSignIn(t.app, smtp, { email: member.email });
    expect(again.id).not.toBe(id);
    expect((await me(bearer(again.tokens.accessToken))).email).toBe(member.email);
  });
});
