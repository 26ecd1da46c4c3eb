/**
 * Statements built once per database handle and sent by name (docs/performance.md, target 5).
 * Drizzle builds a statement's SQL text on every call, and an unnamed statement is parsed and
 * planned by PostgreSQL on every call too: on the checkout's path, both showed in the profiles
 * (Drizzle's builders on the API's side, the parser and planner on the server's). A statement
 * prepared here is built once per handle, with placeholders for its values, and node-postgres
 * parses it once per connection. Each handle gets its own: a transaction's `tx` on PGlite is new
 * per transaction, and the handle of a pooled connection (db/commit-with-last.ts) lasts as long
 * as the connection. A name must always name the same text.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Executor } from './types.ts';

/** `build(db)`, made once per database handle (a WeakMap: handles of closed pools go with them). */
export const onePerHandle = <H extends Executor, T>(build: (db: H) => T): ((db: H) => T) => {
  const made = new WeakMap<H, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
};

const dialect = new PgDialect();

type RowsResult<R> = PreparedQueryConfig & { execute: { rows: R[] } };

/**
 * A statement of raw SQL (its values as `sql.placeholder`s) prepared under `name` on `db`'s
 * session: `execute(values)` answers its rows as objects, on node-postgres as on PGlite (both
 * answer `{ rows }`). Its writes go through the handle's query logger like any other statement.
 */
export const prepareSql = <R>(db: Executor, name: string, query: SQL) =>
  db._.session.prepareQuery<RowsResult<R>>(dialect.sqlToQuery(query), undefined, name, false);
