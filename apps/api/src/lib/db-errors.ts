import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The errors a caller sees, with the errors they wrap (Drizzle wraps the driver's in `cause`). */
const causeChain = function* (error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Object; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
};

/** True when `error` (or an error it wraps, as Drizzle does) is PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (const link of causeChain(error)) if ((link as { code?: unknown }).code === '23505') return true;
  return false;
};

/** True when `error` (or an error it wraps) is a check_violation (23514) of the CHECK constraint named `constraint`. */
export const isCheckViolation = (error: unknown, constraint: string): boolean => {
  for (const link of causeChain(error)) {
    const { code, constraint: name } = link as { code?: unknown; constraint?: unknown };
    if (code === '23514' && name === constraint) return true;
  }
  return false;
};

/**
 * A database failure that is not the request's fault (docs/adr/0020):
 * - `connection-lost`: the connection broke or could not be had (server restarted or failed over,
 *   backend terminated, network reset). Nothing on that connection was committed unless COMMIT had
 *   been sent, so a read or an uncommitted transaction may be tried once more on a fresh connection.
 * - `timeout`: the database did not answer in time (statement or query timeout, no free connection
 *   within the pool's wait). Not retried: trying again would add load to a database already slow.
 * - `conflict`: the server aborted the transaction to end a deadlock or a serialization conflict
 *   with another one. It rolled the whole transaction back, so it may be tried once more; the other
 *   transaction has gone on meanwhile.
 */
export type DatabaseFault = 'connection-lost' | 'timeout' | 'conflict';

/** SQLSTATEs of a lost connection: class 08 (connection exception) is matched by prefix. */
const CONNECTION_LOST_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout: the server closed the session
  '53300', // too_many_connections
]);
const CONFLICT_STATES = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);
const TIMEOUT_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
]);
/**
 * Socket errors of node's net module. Only counted behind a database call (a Drizzle query error,
 * or DatabaseUnreachableError): an S3 or SMTP call fails with the same codes.
 */
const CONNECTION_LOST_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres raises these as plain Errors without a code: "Connection terminated unexpectedly",
 * "Connection terminated", "Client has encountered a connection error and is not queryable",
 * "Client was closed and is not queryable".
 */
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed)/;
/** node-postgres: "timeout exceeded when trying to connect", "Query read timeout", "Connection terminated due to connection timeout". */
const TIMEOUT_MESSAGE =
  /^(timeout exceeded when trying to connect|Query read timeout|Connection terminated due to connection timeout)/;

/** A connection to the database could not be had (wraps the socket error of `pool.connect()`). */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super('could not connect to the database', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

const faultOf = (link: object, fromDatabase: boolean): DatabaseFault | null => {
  const code = (link as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TIMEOUT_STATES.has(code)) return 'timeout';
    if (CONFLICT_STATES.has(code)) return 'conflict';
    if (CONNECTION_LOST_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'connection-lost';
    if (fromDatabase && CONNECTION_LOST_ERRNOS.has(code)) return 'connection-lost';
  }
  const message = (link as { message?: unknown }).message;
  if (typeof message === 'string') {
    if (TIMEOUT_MESSAGE.test(message)) return 'timeout';
    if (CONNECTION_LOST_MESSAGE.test(message)) return 'connection-lost';
  }
  return null;
};

/** Which database fault `error` (or an error it wraps) is, or null for any other error. */
export const databaseFault = (error: unknown): DatabaseFault | null => {
  let fromDatabase = false;
  for (const link of causeChain(error)) {
    fromDatabase ||= link instanceof DrizzleQueryError || link instanceof DatabaseUnreachableError;
    const fault = faultOf(link, fromDatabase);
    if (fault) return fault;
  }
  return null;
};

export const isConnectionLoss = (error: unknown): boolean => databaseFault(error) === 'connection-lost';
