import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Set by .ci/run to this machine's Redis; a fresh machine has none, so the shared-store case waits for it. */
const redisUrl = process.env.TEST_REDIS_URL ?? '';

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
});

/** A client address of its own per run, so counters left in Redis by an earlier run never interfere. */
const freshAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth',
    payload: { username: 'nobody@example.jp', password: 'wrong-password' },
    remoteAddress,
  });

describe('rate limits with REDIS_URL', () => {
  it.skipIf(redisUrl === '')('shares one count between API processes', async () => {
    const config = { rateLimit: { max: 2, windowSeconds: 60 }, redisUrl };
    const first = await createTestApp({ mailer: smtp.mailer, config });
    const second = await createTestApp({ mailer: smtp.mailer, config });
    try {
      const client = freshAddress();
      expect((await signIn(first, client)).statusCode).toBe(401);
      expect((await signIn(second, client)).statusCode).toBe(401);
      // The third attempt is over the limit on either process.
      expect((await signIn(first, client)).statusCode).toBe(429);
      expect((await signIn(second, client)).statusCode).toBe(429);
      // Another client still has its own allowance.
      expect((await signIn(second, freshAddress())).statusCode).toBe(401);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('rate limits switch off when Redis is unreachable: no longer — each process counts on its own (429 after max)', async () => {
    const t = await createTestApp({
      mailer: smtp.mailer,
      config: { rateLimit: { max: 2, windowSeconds: 60 }, redisUrl: 'redis://127.0.0.1:1' },
    });
    try {
      const client = freshAddress();
      expect((await signIn(t, client)).statusCode).toBe(401);
      expect((await signIn(t, client)).statusCode).toBe(401);
      const limited = await signIn(t, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 429, detail: expect.stringContaining('too many') });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another client still has its own allowance.
      expect((await signIn(t, freshAddress())).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
