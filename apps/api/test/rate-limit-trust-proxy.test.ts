import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
});

const withApp = async (config: Partial<Config>, run: (t: TestApp) => Promise<void>) => {
  const t = await createTestApp({ mailer: smtp.mailer, config });
  try {
    await run(t);
  } finally {
    await t.close();
  }
};

const signIn = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth',
    payload: { username: 'nobody@example.jp', password: 'wrong-password' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const limit = { rateLimit: { max: 2, windowSeconds: 60 } };

describe('rate limits behind proxies (TRUST_PROXY)', () => {
  it('trust proxy: a private-network peer rotating X-Forwarded-For is counted by its own address by default', async () => {
    // The test app reads the default TRUST_PROXY (empty).
    await withApp(limit, async (t) => {
      for (const peer of ['10.0.0.5', '192.168.10.20', 'fd00::5', '169.254.1.1']) {
        expect((await signIn(t, peer, '198.51.100.1')).statusCode).toBe(401);
        expect((await signIn(t, peer, '198.51.100.2')).statusCode).toBe(401);
        // A third invented address does not open a new allowance: the peer itself is counted.
        const third = await signIn(t, peer, '198.51.100.3');
        expect(third.statusCode, peer).toBe(429);
      }
    });
  });

  it('believes X-Forwarded-For from loopback (the storefront on the same machine)', async () => {
    await withApp(limit, async (t) => {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await signIn(t, '127.0.0.1', client)).statusCode).toBe(401);
      }
      expect((await signIn(t, '127.0.0.1', '198.51.100.1')).statusCode).toBe(401);
      expect((await signIn(t, '127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    });
  });

  it('believes a proxy named in TRUST_PROXY, and only that one', async () => {
    await withApp({ ...limit, trustProxy: ['loopback', '10.0.0.7'] }, async (t) => {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await signIn(t, '10.0.0.7', client)).statusCode).toBe(401);
      }
      expect((await signIn(t, '10.0.0.8', '198.51.100.4')).statusCode).toBe(401);
      expect((await signIn(t, '10.0.0.8', '198.51.100.5')).statusCode).toBe(401);
      expect((await signIn(t, '10.0.0.8', '198.51.100.6')).statusCode).toBe(429);
    });
  });
});
