import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../storage/local-disk.ts';
import { type DatabaseHandle, fromPglite, migrateDatabase } from '../client.ts';
import { seedIfEmpty } from './index.ts';
import { restoreDemoFiles } from './restore-files.ts';

const NOW = new Date('2026-06-10T03:00:00Z');

/** Every stored object's key under `root` (metadata files left out). */
const storedKeys = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.includes('.meta.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};

describe('restoreDemoFiles: a process with storage of its own on a seeded database', {
  timeout: 120_000,
}, () => {
  let workDir = '';
  let handle: DatabaseHandle;
  const seededRoot = () => path.join(workDir, 'seeded');

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'hatake-restore-'));
    const pglite = new PGlite('memory://');
    handle = fromPglite(pglite);
    await migrateDatabase(handle);
    const storage = new LocalDiskStorage({ rootDir: seededRoot(), publicUrl: 'http://localhost:3000' });
    expect(await seedIfEmpty(handle.db, storage, { now: NOW })).toEqual({ seeded: true });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('puts back every file the seed stored, then draws nothing on a second run', async () => {
    // Another process: another PUBLIC_URL, an empty storage, the database seeded at another time.
    const root = path.join(workDir, 'fresh');
    const storage = new LocalDiskStorage({ rootDir: root, publicUrl: 'http://shop.example' });
    expect(await storedKeys(root)).toEqual([]);

    const first = await restoreDemoFiles(handle.db, storage);
    const expected = await storedKeys(seededRoot());
    expect(expected.length).toBeGreaterThan(50);
    expect(await storedKeys(root)).toEqual(expected);
    expect(first).toEqual({
      seeded: true,
      drawn: expected.filter((key) => !key.startsWith('seed/hls/')).length,
      media: true,
    });

    const again = await restoreDemoFiles(handle.db, storage);
    expect(again).toEqual({ seeded: true, drawn: 0, media: false });
  });

  it('puts back a single lost picture and leaves the rest alone', async () => {
    const root = path.join(workDir, 'fresh');
    const storage = new LocalDiskStorage({ rootDir: root, publicUrl: 'http://shop.example' });
    const [lost] = (await storedKeys(root)).filter((key) => key.startsWith('seed/icon/'));
    if (!lost) throw new Error('no icon stored');
    await rm(path.join(root, lost));
    expect(await restoreDemoFiles(handle.db, storage)).toEqual({ seeded: true, drawn: 1, media: false });
    expect(await storage.get(lost)).toBeDefined();
  });

  it('leaves a database that was not seeded from the demo alone', async () => {
    const pglite = new PGlite('memory://');
    const other = fromPglite(pglite);
    try {
      await migrateDatabase(other);
      const root = path.join(workDir, 'operator');
      const storage = new LocalDiskStorage({ rootDir: root, publicUrl: 'http://shop.example' });
      expect(await restoreDemoFiles(other.db, storage)).toEqual({ seeded: false, drawn: 0, media: false });
      expect(await storedKeys(root)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
