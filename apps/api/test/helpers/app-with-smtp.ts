import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type TestAppWithSmtp = TestApp & { readonly smtp: TestSmtp };

/**
 * The setup most HTTP test files share: one test app per file, mailing to its own test SMTP server,
 * with the rate limit off (tests that check the limit build their own app), built in `beforeAll`
 * and closed in `afterAll`. Read its fields inside hooks and tests, once the app is built.
 */
export const testAppWithSmtp = (config: Partial<Config> = {}): TestAppWithSmtp => {
  let smtp: TestSmtp | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      mailer: smtp.mailer,
      config: { rateLimit: { max: 0, windowSeconds: 60 }, ...config },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const ready = () => {
    if (!t || !smtp) throw new Error('the test app is built in beforeAll: read it inside hooks and tests');
    return { t, smtp };
  };
  return {
    get app() {
      return ready().t.app;
    },
    get database() {
      return ready().t.database;
    },
    get smtp() {
      return ready().smtp;
    },
    close: () => ready().t.close(),
  };
};
