import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase, pingDatabase } from './client.ts';
import { newId } from './id.ts';
import { DEFAULT_SHIPPING_ID, paymentSystems, shippings } from './schema/index.ts';

describe('newId', () => {
  it('returns 22 URL-safe characters, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('openDatabase with PGlite on disk', { timeout: 60_000 }, () => {
  let workDir = '';
  let handle: DatabaseHandle;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'hatake-db-'));
    handle = await openDatabase({ databaseUrl: '', pgliteDir: path.join(workDir, 'nested', 'db') });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('creates the data directory and answers a ping', async () => {
    expect(handle.driver).toBe('pglite');
    expect(existsSync(path.join(workDir, 'nested', 'db', 'PG_VERSION'))).toBe(true);
    await pingDatabase(handle.db);
  });

  it('applies the migrations once, also through a copy of the handle', async () => {
    await migrateDatabase({ ...handle });
    await migrateDatabase(handle);
    await handle.db.insert(paymentSystems).values({ methodType: 2, status: 1 });
    expect(await handle.db.select().from(paymentSystems)).toHaveLength(1);
  });

  it('enforces the schema constraints', async () => {
    await handle.db.insert(shippings).values({ id: DEFAULT_SHIPPING_ID, name: '標準配送料' });
    await expect(
      handle.db.insert(shippings).values({ id: DEFAULT_SHIPPING_ID, name: 'dup' }),
    ).rejects.toThrow();
  });

  it('refuses handles it did not create', async () => {
    const foreign = { db: handle.db, driver: 'pg' as const, close: async () => {} };
    await expect(migrateDatabase({ ...foreign, db: Object.create(handle.db) })).rejects.toThrow(
      /not created/,
    );
  });
});
