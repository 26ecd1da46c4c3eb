import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

// The database's types, apart from client.ts (which opens it) so that what client.ts builds on
// (pg-resilience.ts) can name them without importing client.ts back.

export type Schema = typeof schema;

/** One database type for both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what repository functions should accept. */
export type Executor = Database | Transaction;
