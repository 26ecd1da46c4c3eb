import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, fromPglite, openDatabase } from '../../src/db/client.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import type { StreamLimits } from '../../src/modules/schedules/comments/event-stream.ts';
import type { PaymentProvider } from '../../src/payments/payment-provider.ts';
import type { AccessTokenVerifier } from '../../src/plugins/auth.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { TEST_PUBLIC_URL, withDatabaseName } from './database-names.ts';

/** A private copy of the seeded template database, dropped again by `close()`. */
const copyTemplateDatabase = async (): Promise<DatabaseHandle> => {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([readFileSync(template)]);
    return fromPglite(new PGlite('memory://', { loadDataDir: dump }));
  }
  const name = `hatake_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, name), pgliteDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

export type TestApp = { app: App; database: DatabaseHandle; close(): Promise<void> };

/** Builds the real app on its own copy of the seeded database (HTTP → service → database). */
export const createTestApp = async (
  options: {
    verifyAccessToken?: AccessTokenVerifier;
    mailer?: Mailer;
    config?: Partial<Config>;
    logStream?: { write(line: string): void };
    /** The payment provider (a sandbox with a known secret, one that fails…); default the configured one. */
    payments?: PaymentProvider;
    /** Comment streams per client and per process (default the API's). */
    commentStreamLimits?: StreamLimits;
  } = {},
): Promise<TestApp> => {
  const database = await copyTemplateDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL }),
    storageDir: inject('storageDir'),
    ...options.config,
  };
  const storage = createStorage(config);
  const app = await buildApp(config, {
    database,
    storage,
    ...(options.verifyAccessToken ? { verifyAccessToken: options.verifyAccessToken } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.commentStreamLimits ? { commentStreamLimits: options.commentStreamLimits } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
