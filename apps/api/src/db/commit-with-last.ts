/**
 * A transaction whose last statements travel with its COMMIT, in one message to the server
 * (docs/performance.md, target 5; docs/adr/0020). Checkout takes the product's row last, and every
 * buyer of that product queues for it until the COMMIT releases it: sent apart, the row stayed
 * locked across a round trip to the API — the UPDATE's reply waiting its turn in a busy event loop,
 * then the COMMIT sent back — on top of the update and the commit's flush. Sent together, the
 * server runs the update and commits at once; a failing last statement (a CHECK refusing stock
 * below zero) skips the COMMIT, and the transaction is rolled back as any other failure.
 *
 * The last statements go in the simple query protocol (several statements in one message take no
 * parameters): the caller builds them from literals it has checked (`sqlLiteral`, integers).
 *
 * On node-postgres the transaction runs on a pooled client of its own, with the same guarantees as
 * `db.transaction` there (pg-resilience.ts): tried once more after a deadlock or serialization
 * conflict, or a connection lost before COMMIT was sent — never after (its outcome is unknown), and
 * a failed BEGIN's client is released by the pool's guard. Its statements go through the database
 * handle's query logger, so the read cache sees its writes (lib/read-cache/database-writes.ts).
 * On PGlite (in-process, no round trips) the last statements simply run before the commit.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { publicWritesOf } from '../lib/read-cache/database-writes.ts';
import { retryingTransaction, type TransactionProgress } from './pg-resilience.ts';
import * as schema from './schema/index.ts';
import type { Database, Executor } from './types.ts';

/** What a transaction's body answers: its value, and the statements to send with the COMMIT. */
export type EndedWith<T> = { value: T; last: readonly string[] };

/** A string as an SQL literal, for the last statements (which travel without parameters). */
export const sqlLiteral = (value: string): string => pg.escapeLiteral(value);

// The pool behind each node-postgres database handle (client.ts registers it).
const pools = new WeakMap<Database, pg.Pool>();

/** Lets `transactionEndingWith` run `db`'s transactions on `pool`'s clients (db/client.ts). */
export const registerPool = (db: Database, pool: pg.Pool): void => {
  pools.set(db, pool);
};

// One Drizzle handle per pooled connection, built once (the pool keeps at most `max` of them).
const handles = new WeakMap<pg.PoolClient, Database>();
const handleOf = (client: pg.PoolClient, logger: Logger | undefined): Database => {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzle({ client, schema, ...(logger ? { logger } : {}) });
    handles.set(client, handle);
  }
  return handle;
};

const once = async <T>(
  pool: pg.Pool,
  logger: Logger | undefined,
  body: (tx: Executor) => Promise<EndedWith<T>>,
  progress: TransactionProgress,
): Promise<T> => {
  const client = await pool.connect();
  const tx = handleOf(client, logger);
  // BEGIN before the try, as Drizzle's own transaction: a failed BEGIN's client is released with
  // its error by the pool's guard (pg-resilience.ts releaseClientOnFailedBegin), not here again.
  await tx.execute(sql`begin`);
  progress.started = true;
  try {
    const { value, last } = await body(tx);
    progress.committing = true;
    await tx.execute(sql.raw([...last, 'commit'].join(';\n')));
    client.release();
    return value;
  } catch (error) {
    // A failed statement left the transaction aborted: roll it back. If even that fails (the
    // connection is gone), the client is released with the error so the pool drops it.
    try {
      await tx.execute(sql`rollback`);
      client.release();
    } catch (rollbackError) {
      client.release(rollbackError instanceof Error ? rollbackError : true);
    }
    throw error;
  }
};

/**
 * Runs `body` in a transaction and sends the statements it answers as `last` with the COMMIT, in
 * one message on node-postgres. Answers the body's value; a failing last statement rejects as a
 * statement of the body would, and nothing of the transaction is kept.
 */
export const transactionEndingWith = async <T>(
  db: Database,
  body: (tx: Executor) => Promise<EndedWith<T>>,
): Promise<T> => {
  const pool = pools.get(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      const { value, last } = await body(tx);
      for (const statement of last) await tx.execute(sql.raw(statement));
      return value;
    });
  }
  const logger = publicWritesOf(db);
  return retryingTransaction((progress) => once(pool, logger, body, progress));
};
