/**
 * Builds one migrated, seeded database per test run, which every test file then copies: a PGlite
 * data-dir tarball by default, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 * Creating and seeding a database takes seconds; copying it takes milliseconds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { LocalDiskStorage } from '../src/storage/local-disk.ts';
import { TEST_PUBLIC_URL, templateDatabaseName, withDatabaseName } from './helpers/database-names.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: path of the seeded data-dir tarball. PostgreSQL: name of the template database. */
    databaseTemplate: string;
    storageDir: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-api-test-'));
  const storageDir = path.join(workDir, 'storage');
  const storage = new LocalDiskStorage({ rootDir: storageDir, publicUrl: TEST_PUBLIC_URL });
  project.provide('storageDir', storageDir);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = templateDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, template), pgliteDir: '' });
    await migrateDatabase(handle);
    await seedIfEmpty(handle.db, storage);
    await handle.close();
    project.provide('databaseTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const pglite = new PGlite('memory://');
  const handle = fromPglite(pglite);
  await migrateDatabase(handle);
  await seedIfEmpty(handle.db, storage);
  const tarball = path.join(workDir, 'seeded.tar.gz');
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', tarball);
  return () => rmSync(workDir, { recursive: true, force: true });
}
