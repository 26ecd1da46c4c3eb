/**
 * The answers of public reads, kept in this process for reuse (docs/adr/0015). Correctness rests
 * on two rules, checked on every lookup:
 *
 * - **Data version.** Every write anywhere (this process or another, told through the realtime
 *   bus) bumps `version`. An answer is stored with the version current when its load *began*, so
 *   an answer that may have missed a write (the write landed while it was being read) is already
 *   outdated when stored, and one stored before a write is outdated by it.
 * - **Age.** An answer is never reused more than `maxAgeMs` (≤ 1 s) after its load began, whatever
 *   the version says: a write this process was not told about (the bus down, a write outside the
 *   API) is seen within that time.
 *
 * Concurrent misses of one key share one load (the others wait for it), and a request arriving
 * when the answer is past three quarters of its age refreshes it while the others keep being
 * answered: under load, an answer is rebuilt about once per `0.75 × maxAgeMs` (the last quarter is
 * the slack for that load) instead of a burst of identical loads
 * each time it expires.
 */

export type CachedAnswer = {
  /** The serialized body as sent (bytes: a string would be encoded again at every send). */
  readonly body: Buffer | string;
  readonly contentType: string;
  /** The strong entity tag of `body`. */
  readonly etag: string;
};

/** A load under way: what it is for and the data version it read against. */
export type LoadTicket = {
  readonly key: string;
  readonly version: number;
  readonly startedAt: number;
};

type Entry<A extends CachedAnswer> = A & {
  readonly version: number;
  readonly startedAt: number;
  readonly size: number;
};

export type ReadCacheOptions = {
  /** How long an answer may be reused after its load began; 0 stores nothing. */
  maxAgeMs: number;
  /** Bytes of bodies kept at most; the oldest entries go first. */
  maxBytes?: number;
  clock?: () => number;
};

/** What a request should do: answer with a stored answer, wait for a load under way, or load. */
export type Lookup<A extends CachedAnswer = CachedAnswer> =
  | { readonly kind: 'hit'; readonly answer: A }
  | { readonly kind: 'wait'; readonly done: Promise<void> }
  | { readonly kind: 'load'; readonly ticket: LoadTicket };

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The share of its age after which an answer is reloaded ahead of expiry. Each reload is the
 * database's work (on PGlite, on the API's own thread, delaying every request behind it): later
 * means fewer reloads; the remaining quarter (250 ms of 1 s) covers a slow reload on a busy machine.
 */
export const REFRESH_AT = 0.75;

/** `A`: what is stored per answer (a caller may keep more beside the body, e.g. its ready headers). */
export class ReadCache<A extends CachedAnswer = CachedAnswer> {
  readonly #maxAgeMs: number;
  readonly #maxBytes: number;
  readonly #clock: () => number;
  readonly #entries = new Map<string, Entry<A>>();
  readonly #loading = new Map<string, { ticket: LoadTicket; done: Promise<void>; finish: () => void }>();
  #bytes = 0;
  #version = 0;

  constructor(options: ReadCacheOptions) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#clock = options.clock ?? Date.now;
  }

  /** The current data version (for tests and diagnostics). */
  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Data changed somewhere: every answer stored so far, and every load under way, is outdated. */
  dataChanged(): void {
    this.#version += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * What to do for `key`. `hit`: answer with it. `wait`: another request is loading it; look up
   * again when `done` resolves (`allowWait: false` after having waited once, so nobody waits
   * forever behind loads that keep being outdated). `load`: run the handler and hand its answer
   * to `store` (or call `abandon`).
   */
  lookup(key: string, allowWait = true): Lookup<A> {
    if (this.#maxAgeMs <= 0) return { kind: 'load', ticket: this.#ticket(key) };
    const now = this.#clock();
    const entry = this.#entries.get(key);
    const fresh = entry && entry.version === this.#version && now - entry.startedAt < this.#maxAgeMs;
    let loading = this.#loading.get(key);
    if (loading && loading.ticket.version !== this.#version) {
      // That load may miss a write: its waiters look up again (and wait for the next load).
      this.#loading.delete(key);
      loading.finish();
      loading = undefined;
    }
    if (fresh) {
      // Past REFRESH_AT of its age, one request refreshes it; the others keep the stored answer.
      if (!loading && now - entry.startedAt >= this.#maxAgeMs * REFRESH_AT)
        return { kind: 'load', ticket: this.#begin(key) };
      return { kind: 'hit', answer: entry };
    }
    if (entry) this.#remove(key, entry);
    if (loading)
      return allowWait ? { kind: 'wait', done: loading.done } : { kind: 'load', ticket: this.#ticket(key) };
    return { kind: 'load', ticket: this.#begin(key) };
  }

  /**
   * The stored answer when `lookup` would answer `hit`, without any of lookup's effects (no load
   * begun, no waiter released, no entry dropped); undefined whenever lookup would do anything else.
   * For a path that can only answer hits and leaves everything else to `lookup`.
   */
  peek(key: string): A | undefined {
    if (this.#maxAgeMs <= 0) return undefined;
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== this.#version) return undefined;
    const age = this.#clock() - entry.startedAt;
    if (age < this.#maxAgeMs * REFRESH_AT) return entry;
    if (age >= this.#maxAgeMs) return undefined;
    // Due for a refresh: a hit only while one, against the current data, is under way.
    return this.#loading.get(key)?.ticket.version === this.#version ? entry : undefined;
  }

  /** Keeps the answer of a load unless data changed since it began (then it may be outdated). */
  store(ticket: LoadTicket, answer: A): void {
    if (this.#maxAgeMs > 0 && ticket.version === this.#version) {
      const previous = this.#entries.get(ticket.key);
      if (!previous || previous.startedAt <= ticket.startedAt) {
        if (previous) this.#remove(ticket.key, previous);
        const size = answer.body.length + ticket.key.length;
        this.#entries.set(ticket.key, {
          ...answer,
          version: ticket.version,
          startedAt: ticket.startedAt,
          size,
        });
        this.#bytes += size;
        this.#evict();
      }
    }
    this.#finish(ticket);
  }

  /** The load ended without an answer to keep (an error, a 404): waiting requests load themselves. */
  abandon(ticket: LoadTicket): void {
    this.#finish(ticket);
  }

  #ticket(key: string): LoadTicket {
    return { key, version: this.#version, startedAt: this.#clock() };
  }

  #begin(key: string): LoadTicket {
    const ticket = this.#ticket(key);
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.#loading.set(key, { ticket, done, finish });
    return ticket;
  }

  #finish(ticket: LoadTicket): void {
    const loading = this.#loading.get(ticket.key);
    if (loading?.ticket !== ticket) return;
    this.#loading.delete(ticket.key);
    loading.finish();
  }

  #remove(key: string, entry: Entry<A>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#remove(key, entry);
    }
  }
}
