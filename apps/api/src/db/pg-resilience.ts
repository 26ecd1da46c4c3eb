/**
 * How a node-postgres pool is made to fail requests, not the process (docs/adr/0020): every call
 * bounded, reads sent again after a lost connection, a transaction aborted by a connection loss
 * reported as the database's fault, and a client whose BEGIN failed given back to the pool.
 * client.ts builds the pool with these.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type pg from 'pg';
import { DatabaseUnreachableError, databaseFault, isConnectionLoss } from '../lib/db-errors.ts';
import type { Database } from './types.ts';

/**
 * Bounds on every database call, in milliseconds (docs/adr/0020): no request waits for ever on a
 * database that stopped answering. Each can be changed with the query parameter of the same name in
 * DATABASE_URL (`connect_timeout` in seconds, as libpq's).
 */
export const DATABASE_TIMEOUTS = {
  /** Waiting for a connection: a new one to the server, or a free one of the pool. */
  connect: 5_000,
  /** The server cancels a statement running longer (57014). */
  statement_timeout: 15_000,
  /** The client gives up on a reply it has not received: a server gone silent without closing the socket. */
  query_timeout: 20_000,
  /** The server ends a session left inside a transaction doing nothing (25P03), releasing its locks. */
  idle_in_transaction_session_timeout: 30_000,
} as const;

const TIMEOUT_PARAMETERS = [
  'statement_timeout',
  'query_timeout',
  'idle_in_transaction_session_timeout',
] as const;

/** `connect_timeout` of DATABASE_URL (seconds), else the default; node-postgres only reads it for libpq. */
export const connectTimeoutOf = (databaseUrl: string): number => {
  const seconds = Number(URL.parse(databaseUrl)?.searchParams.get('connect_timeout') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DATABASE_TIMEOUTS.connect;
};

/** DATABASE_URL without the per-call timeouts, for the migration's connection (it may wait long on purpose). */
export const withoutTimeouts = (databaseUrl: string): string => {
  const url = URL.parse(databaseUrl);
  if (!url) return databaseUrl;
  for (const name of TIMEOUT_PARAMETERS) url.searchParams.delete(name);
  return url.toString();
};

/** Plain reads through the pool, which may be sent again on another connection after a lost one. */
const isReadOnlyQuery = (config: unknown): boolean => {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*\(?\s*select\b/i.test(text);
};

type PoolQuery = (...args: unknown[]) => unknown;

/**
 * `pool.query` that sends a read once more when its connection was lost (the server restarted or
 * failed over, the backend was terminated): a select changes nothing, so a second try is safe.
 * Writes outside a transaction are not retried: the lost connection may have committed them.
 */
export const retryReadsOnConnectionLoss = (pool: pg.Pool): void => {
  const query: PoolQuery = pool.query.bind(pool);
  const retrying: PoolQuery = (...args) => {
    const promised = args.length <= 2 && typeof args[1] !== 'function';
    if (!promised || !isReadOnlyQuery(args[0])) return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionLoss(error)) throw error;
      return query(...args);
    });
  };
  Object.defineProperty(pool, 'query', { value: retrying, configurable: true, writable: true });
};

/** How far one try of a transaction got: what decides whether its failure may be retried. */
export type TransactionProgress = { started: boolean; committing: boolean };

/**
 * Runs one try of a transaction and, by the rules of retryAbortedTransactions, once more: after a
 * conflict (deadlock, serialization), or a connection lost before COMMIT was sent (`committing`);
 * a failure before the transaction began is reported as DatabaseUnreachableError. The try marks
 * its progress. Also the rule of db/commit-with-last.ts, which runs its own transactions.
 */
export const retryingTransaction = async <T>(
  attempt: (progress: TransactionProgress) => Promise<T>,
): Promise<T> => {
  for (let tries = 1; ; tries++) {
    const progress: TransactionProgress = { started: false, committing: false };
    try {
      return await attempt(progress);
    } catch (error) {
      const failure =
        progress.started || error instanceof DrizzleQueryError ? error : new DatabaseUnreachableError(error);
      const fault = databaseFault(failure);
      const retryable = fault === 'conflict' || (fault === 'connection-lost' && !progress.committing);
      if (tries > 1 || !retryable) throw failure;
    }
  }
};

/**
 * `db.transaction` that tries a transaction once more on a fresh connection when its connection was
 * lost before COMMIT was sent: the server rolled the first attempt back, so nothing of it remains.
 * Once COMMIT is sent the outcome is unknown (committed, or not) and the error goes to the caller
 * (a 503; the client's retry meets what was committed, e.g. a repeated checkout's requestId).
 * A transaction the server aborted to end a deadlock or a serialization conflict (`conflict`) is
 * tried once more too, even from COMMIT: the server rolled it back, and the other transaction has
 * gone on (a checkout and the release of a failed order, taking one coupon and one product, met so:
 * the victim answered 500).
 * A connection that could not be had is reported as DatabaseUnreachableError, so its socket error
 * (ECONNREFUSED…) is told apart from other services' (lib/db-errors.ts).
 * A transaction's callback may therefore run twice: it must do nothing outside the database (a
 * provider call, a mail); those are steps of their own around it (docs/adr/0006).
 */
export const retryAbortedTransactions = (db: Database): void => {
  const transaction = db.transaction.bind(db);
  const retrying: Database['transaction'] = (body, config) =>
    retryingTransaction((progress) =>
      transaction(async (tx) => {
        progress.started = true;
        const result = await body(tx);
        progress.committing = true;
        return result;
      }, config),
    );
  Object.defineProperty(db, 'transaction', { value: retrying, configurable: true, writable: true });
};

const isBegin = (config: unknown): boolean => {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/**
 * Drizzle's node-postgres `transaction` sends BEGIN before the try/finally that releases the client:
 * a BEGIN that fails — the connection broke between the pool handing the client out and BEGIN, as
 * when backends are terminated — left the client checked out for good, one slot of the pool lost
 * each time until every call waited for a connection and failed. The failed BEGIN's client is
 * released here, with the error, so the pool drops it (nothing else releases it).
 */
export const releaseClientOnFailedBegin = (client: pg.PoolClient): void => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise && isBegin(args[0])) {
      result.catch((error: unknown) => {
        if (typeof client.release === 'function') client.release(error instanceof Error ? error : true);
      });
    }
    return result;
  };
  Object.defineProperty(client, 'query', { value: guarded, configurable: true, writable: true });
};

/** The process must outlive a connection: its error reaches the query in flight, if any, as a rejection. */
export const ignoreConnectionErrors = (): void => {};
