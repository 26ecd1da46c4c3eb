import type { Logger } from 'drizzle-orm/logger';

/**
 * Tables no cached public read (`config: { publicRead: true }`) shows: a write to them leaves every
 * cached answer valid. Anything not listed counts as a change of public data — a table added later
 * is safe by default (it only costs answers that could have been kept). Marking a route as a public
 * read means checking it reads none of these (the comment lists, which show comments and their
 * authors, are not cached: a live's comments must not drop the catalogue's answers 20 times a second).
 */
const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'carts',
  'cart_items',
  'contacts',
  'addresses',
  'users',
  'refresh_tokens',
  'staff_accounts',
  'audit_log',
  'verification_codes',
  'oauth_states',
  'user_identities',
  'uploads',
  'sandbox_payment_sessions',
  'payment_events',
  'order_payments',
  'order_refunds',
  'order_fulfillments',
  'live_comments',
  'video_comments',
]);

/** `insert into "t"`, `update "t"`, `delete from "t"` (also after a `with …` prefix), quoted or not. */
const WRITE_STATEMENT = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?[a-z_]+"?\.)?"?([a-z_]+)"?/i;

/** The table a statement writes, if it writes (only the first target counts; enough to decide). */
export const writtenTable = (query: string): string | undefined => {
  // Most statements are reads: skip them without running the pattern.
  const head = query.trimStart().slice(0, 6).toLowerCase();
  if (head === 'select' || head === 'begin' || head === 'commit' || head.startsWith('set')) return undefined;
  return WRITE_STATEMENT.exec(query)?.[1]?.toLowerCase();
};

export const writesPublicData = (query: string): boolean => {
  const table = writtenTable(query);
  return table !== undefined && !PRIVATE_TABLES.has(table);
};

type Listener = () => void;

/**
 * Watches the statements of one database handle through Drizzle's query logger: it sees each
 * statement before it runs, whichever module issued it (a checkout, the expiry job, a review, a
 * script), so no write path can be forgotten.
 */
export class PublicWriteWatcher implements Logger {
  readonly #listeners = new Set<Listener>();
  #count = 0;

  logQuery(query: string): void {
    if (!writesPublicData(query)) return;
    this.#count += 1;
    for (const listener of this.#listeners) listener();
  }

  /** Statements writing public data seen so far (a request compares before and after). */
  get count(): number {
    return this.#count;
  }

  /** Calls `listener` at each statement writing public data; returns the function that stops it. */
  onWrite(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const watchers = new WeakMap<object, PublicWriteWatcher>();

/** Builds a database with a watcher as its query logger (db/client.ts opens every database so). */
export const watchedDatabase = <T extends object>(create: (logger: Logger) => T): T => {
  const watcher = new PublicWriteWatcher();
  const db = create(watcher);
  watchers.set(db, watcher);
  return db;
};

/** The watcher of a database opened by db/client.ts (a bare Drizzle instance has none). */
export const publicWritesOf = (db: object): PublicWriteWatcher | undefined => watchers.get(db);
