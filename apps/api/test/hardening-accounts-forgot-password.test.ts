/**
 * Regression test of the hostile review's finding "account enumeration by timing": forgot-password
 * answered a member's address after issuing and mailing a code, an unknown address at once. Timing
 * is never asserted; the test proves structurally that the answer waits for none of the work that
 * depends on the address, and that this work is the same for both (one `issueCode`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProviderType, VerificationPurpose } from '../src/db/enums.ts';
import { users, verificationCodes } from '../src/db/schema/index.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { issueCode } from '../src/modules/auth/codes.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The real issueCode, watched: the service module imports this spy.
vi.mock('../src/modules/auth/codes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/auth/codes.ts')>();
  return { ...actual, issueCode: vi.fn(actual.issueCode) };
});

let t: TestApp;
let smtp: TestSmtp;
/** While closed, every message waits before reaching the SMTP server. */
let gate: { promise: Promise<void>; open(): void };
const newGate = () => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  gate = newGate();
  gate.open();
  const gated: Mailer = {
    send: async (message) => {
      await gate.promise;
      return smtp.mailer.send(message);
    },
    close: async () => {},
  };
  t = await createTestApp({ mailer: gated, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
});

afterAll(async () => {
  gate.open();
  await t.close();
  await smtp.close();
});

beforeEach(() => {
  vi.mocked(issueCode).mockClear();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });

/** A signed-in member; the sign-up's own code (issued through the same `issueCode`) is forgotten. */
const newMember = async () => {
  const signedUp = await signUpAndSignIn(t.app, smtp);
  vi.mocked(issueCode).mockClear();
  return signedUp;
};

const codesOf = (userId: string) =>
  t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));

describe('account enumeration by timing (POST /v1/auth/forgot-password)', () => {
  /** The `issueCode` calls made so far, once `count` of them have finished. */
  const issued = async (count: number) => {
    await vi.waitFor(() => expect(vi.mocked(issueCode).mock.settledResults).toHaveLength(count));
    return Promise.all(
      vi.mocked(issueCode).mock.calls.map(async (call, i) => ({
        target: call[1],
        result: await vi.mocked(issueCode).mock.results[i]?.value,
      })),
    );
  };

  it('member and unknown address: the same code-issuing work, none of it before the answer', async () => {
    const { id, member } = await newMember();
    const unknownEmail = `nobody.${Date.now()}@example.jp`;

    expect((await forgot(member.email.toUpperCase())).statusCode).toBe(204);
    expect((await forgot(unknownEmail)).statusCode).toBe(204);

    const calls = await issued(2);
    const memberCall = calls.find((call) => call.target.email === member.email.toLowerCase());
    const unknownCall = calls.find((call) => call.target.email === unknownEmail);
    expect(memberCall).toEqual({
      target: { userId: id, purpose: VerificationPurpose.PASSWORD_RESET, email: member.email.toLowerCase() },
      result: { code: expect.stringMatching(/^\d{6}$/), stored: true },
    });
    expect(unknownCall).toEqual({
      target: {
        userId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        purpose: VerificationPurpose.PASSWORD_RESET,
        email: unknownEmail,
      },
      result: { code: expect.stringMatching(/^\d{6}$/), stored: false },
    });
    const unknownUserId = unknownCall?.target.userId ?? '';
    expect(await t.database.db.select().from(users).where(eq(users.id, unknownUserId))).toEqual([]);
    expect(await codesOf(unknownUserId)).toEqual([]);
    const stored = (await codesOf(id)).filter((row) => row.purpose === VerificationPurpose.PASSWORD_RESET);
    expect(stored).toHaveLength(1);
  });

  it('answers before the code is issued or mailed: a stuck database or mail server changes nothing', async () => {
    const { id, member } = await newMember();
    const since = smtp.messages.length;
    const issuing = newGate();
    const actual = await vi.importActual<typeof import('../src/modules/auth/codes.ts')>(
      '../src/modules/auth/codes.ts',
    );
    vi.mocked(issueCode).mockImplementationOnce(async (...args) => {
      await issuing.promise;
      return actual.issueCode(...args);
    });
    gate = newGate();

    expect((await forgot(member.email)).statusCode).toBe(204);
    expect((await codesOf(id)).filter((row) => row.purpose === VerificationPurpose.PASSWORD_RESET)).toEqual(
      [],
    );
    issuing.open();
    await issued(1);
    // The code is stored now, the mail server still stuck: nothing has been sent.
    expect(
      (await codesOf(id)).filter((row) => row.purpose === VerificationPurpose.PASSWORD_RESET),
    ).toHaveLength(1);
    expect(smtp.messages.slice(since).some((mail) => mail.envelopeTo.includes(member.email))).toBe(false);
    gate.open();
    const mail = await smtp.waitFor(member.email, since);
    expect(mail.subject).toBe('【hatake】パスワード再設定の確認コード');
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });

  it('a member who signs in with Google takes the unknown-address path: same work, no code, no mail', async () => {
    const { id, member } = await newMember();
    await t.database.db.update(users).set({ providerType: AuthProviderType.GOOGLE }).where(eq(users.id, id));
    const since = smtp.messages.length;
    expect((await forgot(member.email)).statusCode).toBe(204);
    const [call] = await issued(1);
    expect(call?.target.userId).not.toBe(id);
    expect(call?.result.stored).toBe(false);
    expect((await codesOf(id)).filter((row) => row.purpose === VerificationPurpose.PASSWORD_RESET)).toEqual(
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.slice(since).some((mail) => mail.envelopeTo.includes(member.email))).toBe(false);
  });
});
