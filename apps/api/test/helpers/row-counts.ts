/**
 * Snapshots of the whole `public` schema, to prove that a request changed nothing: the row count of
 * every table (`tableRowCounts`) and, stricter, a digest of every table's contents (`tableDigests`),
 * which also catches an UPDATE that leaves the counts alone. Tables are read from
 * information_schema, so a table added by a later migration is covered without touching this file.
 * Works on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';

/** `t.database` (the handle) or `t.database.db` / `app.db` (the Drizzle database): either works. */
export type DatabaseLike = Database | DatabaseHandle;

const drizzleOf = (source: DatabaseLike): Database => ('driver' in source ? source.db : source);

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string): string => `'${value.replaceAll("'", "''")}'`;

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** The base tables of the `public` schema, sorted by name. */
export const publicTables = async (source: DatabaseLike): Promise<string[]> => {
  const result = await drizzleOf(source).execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
};

/** One `select <name>, <expression>` per table, glued with UNION ALL: one round trip for the schema. */
const perTable = async (source: DatabaseLike, expression: string): Promise<Record<string, string>> => {
  const tables = await publicTables(source);
  if (tables.length === 0) return {};
  const query = tables
    .map(
      (table) =>
        `select ${quoteLiteral(table)} as name, (${expression})::text as value from public.${quoteIdentifier(table)} as t`,
    )
    .join('\nunion all\n');
  const result = await drizzleOf(source).execute(sql.raw(query));
  const values: Record<string, string> = {};
  for (const row of rowsOf<{ name: string; value: string }>(result)) values[row.name] = row.value;
  return values;
};

/** The number of rows of every table in the `public` schema: `{ users: 12, addresses: 3, … }`. */
export const tableRowCounts = async (db: DatabaseLike): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const [table, value] of Object.entries(await perTable(db, 'count(*)'))) counts[table] = Number(value);
  return counts;
};

/**
 * An MD5 digest of the contents of every table in the `public` schema (rows in a stable order, so
 * two equal tables always digest alike): equal digests mean no row was added, removed or changed.
 */
export const tableDigests = async (db: DatabaseLike): Promise<Record<string, string>> =>
  perTable(db, `md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), ''))`);

/** The tables whose entries differ between two snapshots: `['addresses: 3 → 2']`, empty when equal. */
export const snapshotChanges = <Value>(
  before: Record<string, Value>,
  after: Record<string, Value>,
): string[] => {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${String(before[name] ?? '(none)')} → ${String(after[name] ?? '(none)')}`);
};
