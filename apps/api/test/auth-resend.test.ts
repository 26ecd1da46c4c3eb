import type { ErrorResponse } from '@hatake/contract';
import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema/index.ts';
import { newMember, PASSWORD } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// POST /v1/users/me/verification-code (docs/accounts.md, "Sign-up"): a new code for a pending
// sign-up, at most one per address every SIGN_UP_CODE_RESEND_SECONDS; and what sign-up accepts
// (katakana kana, phone numbers as people write them). Runs on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL.

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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const resend = (id: string, headers: Record<string, string> = {}) =>
  post('/v1/users/me/verification-code', { id }, headers);

/** Pretends every code to `email` was sent `seconds` earlier than it was. */
const backdateCodes = async (email: string, seconds: number) => {
  await t.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.email, email));
};

/** Whole seconds since `at`, rounded up: the most of an interval the test has spent since then. */
const secondsSince = (at: number) => Math.ceil((Date.now() - at) / 1000);

const signUp = async (overrides: Record<string, string> = {}) => {
  const member = newMember(overrides);
  const since = smtp.messages.length;
  const created = await post('/v1/users/me', member);
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json<{ id: string }>();
  const code = await smtp.codeFor(member.email, since);
  return { member, id, code };
};

describe('POST /v1/users/me/verification-code', () => {
  it('is refused (429, Retry-After, contract body) within the interval of the sign-up code, then mails a new code once', async () => {
    const signedUpAt = Date.now();
    const { member, id, code: first } = await signUp();

    const early = await resend(id);
    expect(early.statusCode).toBe(429);
    expect(early.json<ErrorResponse>()).toEqual({
      status: 429,
      message: 'Too Many Requests',
      detail: `a new code can be sent ${SIGN_UP_CODE_RESEND_SECONDS} seconds after the previous one`,
    });
    // What is left of the interval: at least what this test has not yet spent of it, however slow
    // the machine (no time asserted), and never more than the interval.
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(SIGN_UP_CODE_RESEND_SECONDS - secondsSince(signedUpAt));
    expect(retryAfter).toBeLessThanOrEqual(SIGN_UP_CODE_RESEND_SECONDS);

    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const since = smtp.messages.length;
    const resentAt = Date.now();
    const sent = await resend(id, { 'accept-language': 'en' });
    expect(sent.statusCode, sent.body).toBe(204);
    const mail = await smtp.waitFor(member.email, since);
    expect(mail.subject).toMatch(/code/i);
    const second = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(second).toMatch(/^\d{6}$/);

    // Right after: refused again, with a full interval to wait.
    const again = await resend(id);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(
      SIGN_UP_CODE_RESEND_SECONDS - secondsSince(resentAt),
    );
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(SIGN_UP_CODE_RESEND_SECONDS);

    // The first code no longer works (it says so as a wrong code); the new one confirms.
    if (first !== second) {
      const old = await post('/v1/users/me/verified', { id, verifyCode: first });
      expect(old.statusCode).toBe(400);
      expect(old.json<ErrorResponse>().detail).toBe('verifyCode is incorrect');
    }
    expect((await post('/v1/users/me/verified', { id, verifyCode: second })).statusCode).toBe(204);
    const signIn = await post('/v1/auth', { username: member.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);

    // Confirmed: no more codes (412), whatever the clock says.
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const confirmed = await resend(id);
    expect(confirmed.statusCode).toBe(412);
    expect(confirmed.json<ErrorResponse>().detail).toContain('id');
  });

  it('counts per address: a second pending sign-up of the same address shares the wait', async () => {
    const { member } = await signUp();
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const other = await signUp({ email: member.email });
    expect((await resend(other.id)).statusCode).toBe(429);
  });

  it('parallel resends to one address mail one code', async () => {
    const { member, id } = await signUp();
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const since = smtp.messages.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([204, 429, 429, 429, 429]);
    await smtp.waitFor(member.email, since);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(member.email))).toHaveLength(1);
    const rows = await t.database.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, member.email));
    expect(rows).toHaveLength(2);
  });

  it('an unknown or deleted id is 400 naming id, and mails nothing', async () => {
    const since = smtp.messages.length;
    const unknown = await resend('nobody-has-this-id');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>()).toMatchObject({
      status: 400,
      detail: expect.stringContaining('id'),
    });

    const { member, id } = await signUp();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    expect((await resend(id)).statusCode).toBe(400);
    expect(smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(member.email))).toHaveLength(1);
  });

  it('a missing or empty id is 400 naming id', async () => {
    const missing = await post('/v1/users/me/verification-code', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorResponse>().detail).toContain('id');
    expect((await resend('')).statusCode).toBe(400);
  });
});

describe('one code mail per address and interval, whatever call causes it', () => {
  /**
   * Each sign-up from its own client address (the proxy's X-Forwarded-For; loopback is trusted), so
   * the per-client limit — what slows enumeration — is not what this test measures.
   */
  const fromClient = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
  /** Mails to `email` received since `since`, once the server has had time to send any more. */
  const mailsTo = async (email: string, since: number) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return smtp.messages.slice(since).filter((mail) => mail.envelopeTo.includes(email));
  };

  it('ten sign-ups of one unverified address with different accountIds mail one code within the interval', async () => {
    const { member } = await signUp();
    const since = smtp.messages.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          '/v1/users/me',
          newMember({ email: member.email, accountId: `${member.accountId}${i}` }),
          fromClient(i),
        ),
      ),
    );
    // Each is still a pending sign-up of its own (the answer does not tell whether a mail went).
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await mailsTo(member.email, since)).toHaveLength(0);
    // The resend call keeps its 429 for those sign-ups too.
    expect((await resend(answers[0]?.json<{ id: string }>().id ?? '')).statusCode).toBe(429);

    // Once the interval has passed (the codes dated back instead of waiting a minute): one more.
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const later = smtp.messages.length;
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(
          '/v1/users/me',
          newMember({ email: member.email, accountId: `${member.accountId}l${i}` }),
          fromClient(20 + i),
        ),
      ),
    );
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(await mailsTo(member.email, later)).toHaveLength(1);
  });

  it('a registered address keeps its 409 and gets no mail', async () => {
    const { member, id, code } = await signUp();
    expect((await post('/v1/users/me/verified', { id, verifyCode: code })).statusCode).toBe(204);
    await backdateCodes(member.email, SIGN_UP_CODE_RESEND_SECONDS);
    const since = smtp.messages.length;
    const taken = await post('/v1/users/me', newMember({ email: member.email }), fromClient(40));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorResponse>().detail).toContain('email');
    expect(await mailsTo(member.email, since)).toHaveLength(0);
  });
});

describe('POST /v1/users/me/verified tells a wrong code from an expired one', () => {
  it('wrong → "verifyCode is incorrect"; expired → "verifyCode has expired"', async () => {
    const { id, code } = await signUp();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/v1/users/me/verified', { id, verifyCode: wrongCode });
    expect(wrong.json<ErrorResponse>().detail).toBe('verifyCode is incorrect');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, id));
    const expired = await post('/v1/users/me/verified', { id, verifyCode: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorResponse>().detail).toBe('verifyCode has expired; request a new code');
  });
});

describe('CODE_RESEND_SECONDS sets the interval (the browser tests shorten it)', () => {
  it('refuses within the configured interval, naming it, and mails once it has passed', async () => {
    const short = await createTestApp({ mailer: smtp.mailer, config: { codeResendSeconds: 5 } });
    try {
      const member = newMember();
      const since = smtp.messages.length;
      const created = await short.app.inject({ method: 'POST', url: '/v1/users/me', payload: member });
      expect(created.statusCode, created.body).toBe(200);
      await smtp.codeFor(member.email, since);
      const { id } = created.json<{ id: string }>();
      const ask = () =>
        short.app.inject({ method: 'POST', url: '/v1/users/me/verification-code', payload: { id } });

      const early = await ask();
      expect(early.statusCode).toBe(429);
      expect(early.json<ErrorResponse>().detail).toBe(
        'a new code can be sent 5 seconds after the previous one',
      );
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(5);

      // 5 seconds on, not 60: a code goes out.
      await short.database.db
        .update(verificationCodes)
        .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => 5)` })
        .where(eq(verificationCodes.email, member.email));
      expect((await ask()).statusCode).toBe(204);
    } finally {
      await short.close();
    }
  });
});

describe('POST /v1/users/me accepts kana and phone numbers as people type them', () => {
  it.each([
    ['ヤマダ', 'ﾀﾛｳ', '+81 90-1234-5678', 'やまだ', 'たろう', '+819012345678'],
    ['やまだ', 'たろう', '090-1234-5678', 'やまだ', 'たろう', '+819012345678'],
    ['ヤマダ', 'タロウ', '+1 (415) 555-0100', 'やまだ', 'たろう', '+14155550100'],
  ])('%s %s %s → %s %s %s', async (lastKana, firstKana, phone, storedLast, storedFirst, storedPhone) => {
    const { id } = await signUp({ lastnameKana: lastKana, firstnameKana: firstKana, phoneNumber: phone });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      lastnameKana: storedLast,
      firstnameKana: storedFirst,
      phoneNumber: storedPhone,
    });
  });

  it.each([
    ['lastnameKana', 'Yamada やまだ'],
    ['firstnameKana', '太郎'],
    ['phoneNumber', '090-1234'],
    ['phoneNumber', 'call me'],
  ])('still refuses %s %j, naming the field', async (field, value) => {
    const refused = await post('/v1/users/me', newMember({ [field]: value }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().detail).toContain(field);
  });
});
