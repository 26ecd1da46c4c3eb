import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, databaseFault, isConnectionLoss, isUniqueViolation } from './db-errors.ts';

const withCode = (code: string, message = 'error'): Error => Object.assign(new Error(message), { code });
/** As Drizzle hands a driver error to the caller. */
const fromQuery = (cause: Error): DrizzleQueryError => new DrizzleQueryError('select 1', [], cause);

describe('databaseFault', () => {
  it.each([
    ['57P01 admin_shutdown (pg_terminate_backend)', withCode('57P01')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['25P03 idle-in-transaction timeout', withCode('25P03')],
    ['"Connection terminated unexpectedly"', new Error('Connection terminated unexpectedly')],
    [
      '"Client has encountered a connection error…"',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ECONNRESET behind a query', fromQuery(withCode('ECONNRESET', 'read ECONNRESET'))],
    [
      'ECONNREFUSED on connect',
      new DatabaseUnreachableError(withCode('ECONNREFUSED', 'connect ECONNREFUSED')),
    ],
  ])('calls %s a lost connection, also wrapped', (_name, error) => {
    expect(databaseFault(error)).toBe('connection-lost');
    expect(databaseFault(fromQuery(error))).toBe('connection-lost');
    expect(isConnectionLoss(new Error('outer', { cause: error }))).toBe(true);
  });

  it.each([
    ['57014 statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['55P03 lock timeout', withCode('55P03')],
    ['the pool’s connect wait', new Error('timeout exceeded when trying to connect')],
    ['the client’s read timeout', new Error('Query read timeout')],
  ])('calls %s a timeout, not retried', (_name, error) => {
    expect(databaseFault(fromQuery(error))).toBe('timeout');
    expect(isConnectionLoss(error)).toBe(false);
  });

  it.each([
    ['40P01 deadlock_detected', withCode('40P01', 'deadlock detected')],
    ['40001 serialization_failure', withCode('40001', 'could not serialize access')],
  ])(
    'calls %s a conflict (the server rolled the transaction back), not a lost connection',
    (_name, error) => {
      expect(databaseFault(fromQuery(error))).toBe('conflict');
      expect(databaseFault(new Error('outer', { cause: fromQuery(error) }))).toBe('conflict');
      expect(isConnectionLoss(fromQuery(error))).toBe(false);
    },
  );

  it('leaves other errors alone: constraint violations, bugs, and socket errors of other services', () => {
    expect(databaseFault(fromQuery(withCode('23505')))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
    // An S3 or SMTP call fails with the same socket codes; only a database call's count.
    expect(databaseFault(withCode('ECONNRESET'))).toBeNull();
    expect(databaseFault(new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }))).toBeNull();
    // An unreachable database because of wrong credentials is a configuration fault, not an outage.
    expect(databaseFault(new DatabaseUnreachableError(withCode('28P01')))).toBeNull();
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 in the cause chain', () => {
    expect(isUniqueViolation(fromQuery(withCode('23505')))).toBe(true);
    expect(isUniqueViolation(withCode('57P01'))).toBe(false);
  });
});
