/**
 * The page cache's store (docs/adr/0016): rendered catalogue pages by key, each served only while it
 * is younger than `maxAgeMs` counted from the moment its render *started* (its data can be no older),
 * so no visitor sees a price, a stock or a publication state older than that. Concurrent misses of
 * one key share one render (single flight); a page past `refreshAfterMs` — earlier when its render
 * was slow, so that the next one is ready before this one expires — is rendered again in the
 * background while it is still served, so under steady traffic nobody waits for a render.
 */

/** A rendered page as it left Next.js, before any nonce is swapped in. */
export type RenderedPage = {
  status: number;
  /** Header name (lower case) and value pairs, hop-by-hop headers removed. */
  headers: [string, string][];
  body: Buffer;
  /** When the render was asked for: the page's data is at most this old. */
  startedAt: number;
};

export type PageStoreOptions = {
  maxAgeMs: number;
  refreshAfterMs: number;
  maxEntries: number;
  maxBytes: number;
  now: () => number;
};

export const DEFAULT_PAGE_STORE_OPTIONS: PageStoreOptions = {
  // The freshness promise is 1 s; 900 ms leaves the time to write the answer out.
  maxAgeMs: 900,
  // About 1.4 renders a second per busy page (each render holds the event loop for tens of
  // milliseconds that every answer queued behind it waits), earlier when renders are slow.
  refreshAfterMs: 700,
  maxEntries: 2000,
  maxBytes: 128 * 1024 * 1024,
  now: () => performance.now(),
};

/**
 * Whether a rendered page may be kept and given to other visitors: a 200 whose only cookie is the
 * language choice (next-intl writes it from the path's locale, the same for everyone).
 */
export function isShareable(page: Pick<RenderedPage, 'headers'>): boolean {
  return page.headers.every(([name, value]) => name !== 'set-cookie' || value.startsWith('NEXT_LOCALE='));
}

/** Never refresh a page younger than this, however slow its renders: one render at a time is enough. */
const MIN_REFRESH_AFTER_MS = 100;

export type StoreAnswer<P extends RenderedPage = RenderedPage> = { page: P; source: 'hit' | 'miss' };

/** A render in flight, with the moment it was asked for: its data can be no older. */
type InFlightRender<P> = { startedAt: number; page: Promise<P | undefined> };

/**
 * Also the storefront door's store of public API reads (lib/server/door-read-cache.ts, docs/adr/0022):
 * an answer there is a "page" whose `shareable` test is the API's `Cache-Control: public`.
 */
export class PageStore<P extends RenderedPage = RenderedPage> {
  private readonly pages = new Map<string, P>();
  /** How long each kept page took to render: its next render starts early enough to finish in time. */
  private readonly renderMs = new Map<string, number>();
  private readonly renders = new Map<string, InFlightRender<P>>();
  private bytes = 0;
  /** The last `clear()`: a render that started before it is answered to its waiters, never kept. */
  private clearedAt = Number.NEGATIVE_INFINITY;

  private readonly options: PageStoreOptions;
  private readonly shareable: (page: P) => boolean;

  /** `shareable`: whether a render's answer may be given to other requests (and kept, if a 200). */
  constructor(
    options: PageStoreOptions = DEFAULT_PAGE_STORE_OPTIONS,
    shareable: (page: P) => boolean = isShareable,
  ) {
    this.options = options;
    this.shareable = shareable;
  }

  /**
   * The page for `key`: a stored one young enough, else the render in flight for it if that render
   * started less than `maxAgeMs` ago (the same bound as a stored page: a render that started before
   * a write and is still running a second later would show the old data), else a new render.
   * `undefined` when the render's answer may not be shared (it set a visitor's cookie): every
   * waiting request must then be rendered for itself.
   */
  async get(key: string, render: () => Promise<P>): Promise<StoreAnswer<P> | undefined> {
    const now = this.options.now();
    const stored = this.pages.get(key);
    if (stored && now - stored.startedAt < this.options.maxAgeMs) {
      if (now - stored.startedAt >= this.refreshAfter(key) && !this.renders.has(key))
        this.renderOnce(key, render).catch(() => undefined);
      return { page: stored, source: 'hit' };
    }
    if (stored) this.forget(key);
    const page = await this.renderOnce(key, render);
    return page ? { page, source: 'miss' } : undefined;
  }

  /**
   * Forgets every kept page and every render in flight (the data may have changed): the next request
   * of any key renders anew, and no render that started before now is kept.
   */
  clear(): void {
    this.clearedAt = this.options.now();
    this.pages.clear();
    this.renderMs.clear();
    this.renders.clear();
    this.bytes = 0;
  }

  /** How many pages are kept (for tests and diagnostics). */
  get size(): number {
    return this.pages.size;
  }

  /** `refreshAfterMs`, or earlier by twice the last render's time when that would not finish in time. */
  private refreshAfter(key: string): number {
    const last = this.renderMs.get(key) ?? 0;
    return Math.max(
      MIN_REFRESH_AFTER_MS,
      Math.min(this.options.refreshAfterMs, this.options.maxAgeMs - 2 * last),
    );
  }

  private renderOnce(key: string, render: () => Promise<P>): Promise<P | undefined> {
    const now = this.options.now();
    const inFlight = this.renders.get(key);
    if (inFlight && now - inFlight.startedAt < this.options.maxAgeMs) return inFlight.page;
    const entry: InFlightRender<P> = {
      startedAt: now,
      page: render()
        .then((page) => {
          if (!this.shareable(page)) return undefined;
          if (page.status === 200) this.keep(key, page);
          return page;
        })
        .finally(() => {
          // A render given up on for a younger one must not take the younger one's place away.
          if (this.renders.get(key) === entry) this.renders.delete(key);
        }),
    };
    this.renders.set(key, entry);
    return entry.page;
  }

  private keep(key: string, page: P): void {
    const now = this.options.now();
    // A render slower than the whole budget is answered once and not kept, nor one begun before a clear.
    if (now - page.startedAt >= this.options.maxAgeMs || page.startedAt <= this.clearedAt) return;
    const older = this.pages.get(key);
    // A refresh that started before the stored page's render must not replace it.
    if (older && older.startedAt > page.startedAt) return;
    this.forget(key);
    this.pages.set(key, page);
    this.renderMs.set(key, now - page.startedAt);
    this.bytes += page.body.length;
    this.evict(now);
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.renderMs.delete(key);
    this.bytes -= page.body.length;
  }

  /** Oldest first (Map order is insertion order, and a refreshed page is inserted again). */
  private evict(now: number): void {
    for (const [key, page] of this.pages) {
      const over = this.pages.size > this.options.maxEntries || this.bytes > this.options.maxBytes;
      if (!over && now - page.startedAt < this.options.maxAgeMs) break;
      this.forget(key);
    }
  }
}
