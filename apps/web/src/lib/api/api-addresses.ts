/**
 * Where the storefront's server reaches the API: one or several addresses (`API_URL`, comma-separated),
 * used round robin among those that are up. An address is down after a connection error or a failed
 * health check (`GET /health` not 2xx), and up again after a passing one; checks run every
 * `API_HEALTH_INTERVAL_MS` (default 2 s) in the background. The storefront's HTTP layer
 * (lib/server/api-proxy.ts) and the server components' API client (default-client.ts) share one
 * set per process, so both follow the same health.
 *
 * No Node-only imports: default-client.ts is also bundled for the browser (where it never gets here).
 */

export const DEFAULT_API_URL = 'http://127.0.0.1:4000';
const DEFAULT_CHECK_INTERVAL_MS = 2_000;
const CHECK_TIMEOUT_MS = 1_500;

/**
 * The API addresses in a setting: comma- or space-separated http(s) URLs, each reduced to its origin
 * plus path without the trailing slash (`http://api:4000/` → `http://api:4000`). Anything that is
 * not an http(s) URL is an error: a typo must not silently leave one address out.
 */
export function parseApiUrls(setting: string | undefined): string[] {
  const entries = (setting ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [DEFAULT_API_URL];
  const urls = entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`API_URL: "${entry}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`API_URL: "${entry}" is not an http(s) URL`);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });
  return [...new Set(urls)];
}

export type ApiAddressOptions = {
  /** Between two background rounds of health checks; 0 turns them off (tests drive `checkAll`). */
  checkIntervalMs?: number;
  /** The health check's request (fetch by default). */
  probe?: (url: string, signal: AbortSignal) => Promise<number>;
};

const fetchStatus = async (url: string, signal: AbortSignal): Promise<number> => {
  const response = await fetch(url, { signal, cache: 'no-store' });
  await response.body?.cancel();
  return response.status;
};

export class ApiAddresses {
  readonly urls: readonly string[];
  readonly #up: Set<string>;
  readonly #checking = new Set<string>();
  readonly #probe: NonNullable<ApiAddressOptions['probe']>;
  #turn = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(urls: readonly string[], options: ApiAddressOptions = {}) {
    if (urls.length === 0) throw new Error('ApiAddresses needs at least one address');
    this.urls = urls;
    // Up until shown otherwise: the first requests after a start must not wait for a check.
    this.#up = new Set(urls);
    this.#probe = options.probe ?? fetchStatus;
    const interval = options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
    if (interval > 0) {
      // A dead address is known within milliseconds of the start, not after the first interval:
      // the server components' calls (default-client.ts) are not retried elsewhere.
      void this.checkAll();
      this.#timer = setInterval(() => void this.checkAll(), interval);
      // Never what keeps a process (or a build) alive.
      this.#timer.unref?.();
    }
  }

  /** Whether the address is taken as up. */
  isUp(url: string): boolean {
    return this.#up.has(url);
  }

  /**
   * The addresses in the order to try them for one request: those up, starting with the next in
   * turn, then those down (a refused connection costs little, and an API that came back between
   * two checks is found at once). Empty only if `exclude` holds them all.
   */
  order(exclude: ReadonlySet<string> = new Set()): string[] {
    const start = this.#turn;
    this.#turn = (this.#turn + 1) % this.urls.length;
    const rotated = this.urls.map((_, index) => this.urls[(start + index) % this.urls.length] as string);
    const candidates = rotated.filter((url) => !exclude.has(url));
    return [
      ...candidates.filter((url) => this.#up.has(url)),
      ...candidates.filter((url) => !this.#up.has(url)),
    ];
  }

  /** The address for a request that is not retried elsewhere (the server components' client). */
  choose(): string {
    return this.order()[0] as string;
  }

  /** A request to `url` could not connect: down until a health check passes, checked at once. */
  reportFailure(url: string): void {
    this.#up.delete(url);
    void this.check(url);
  }

  /** A request to `url` got an answer: it is up, whatever the last check said. */
  reportSuccess(url: string): void {
    this.#up.add(url);
  }

  /** One health check of one address; at most one runs per address at a time. */
  async check(url: string): Promise<boolean> {
    if (this.#checking.has(url)) return this.#up.has(url);
    this.#checking.add(url);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
    try {
      const status = await this.#probe(`${url}/health`, controller.signal);
      const up = status >= 200 && status < 300;
      if (up) this.#up.add(url);
      else this.#up.delete(url);
      return up;
    } catch {
      this.#up.delete(url);
      return false;
    } finally {
      clearTimeout(timeout);
      this.#checking.delete(url);
    }
  }

  checkAll(): Promise<boolean[]> {
    return Promise.all(this.urls.map((url) => this.check(url)));
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

/** Whether a fetch failure means the request never reached the API (so any method may go elsewhere). */
const neverReached = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(cause.code);
};

/**
 * A fetch for the server components' API client: a request to one of the addresses that fails to
 * connect marks it down and, for a read (GET, HEAD) or a refused connection, is sent again to the
 * next address, as the storefront's proxy does (lib/server/api-proxy.ts). An answer of any status
 * is the API's and is returned as it is.
 */
export function failoverFetch(
  addresses: ApiAddresses,
  inner: typeof fetch = (i, o) => globalThis.fetch(i, o),
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const base = addresses.urls.find((candidate) => url.startsWith(`${candidate}/`));
    if (base === undefined || (typeof input !== 'string' && !(input instanceof URL)))
      return inner(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const tried = new Set<string>();
    let current = base;
    for (;;) {
      tried.add(current);
      try {
        const answer = await inner(`${current}${url.slice(base.length)}`, init);
        addresses.reportSuccess(current);
        return answer;
      } catch (error) {
        const refused = neverReached(error);
        if (refused || error instanceof TypeError) addresses.reportFailure(current);
        const next = addresses.order(tried)[0];
        const retry = refused || method === 'GET' || method === 'HEAD';
        if (!retry || next === undefined || init?.signal?.aborted) throw error;
        current = next;
      }
    }
  };
}

/**
 * The process's one set for its `API_URL`, kept on globalThis: server.ts and the Next.js bundle each
 * load their own copy of this module, and both must see the same health. A changed `API_URL`
 * (tests) gets a new set.
 */
const SHARED = Symbol.for('hatake.apiAddresses');
type Shared = { setting: string; addresses: ApiAddresses };
type WithShared = typeof globalThis & { [SHARED]?: Shared };

export function processApiAddresses(env: Record<string, string | undefined> = process.env): ApiAddresses {
  const holder = globalThis as WithShared;
  const setting = env.API_URL ?? '';
  const current = holder[SHARED];
  if (current && current.setting === setting) return current.addresses;
  current?.addresses.close();
  const raw = env.API_HEALTH_INTERVAL_MS?.trim();
  const interval = raw ? Number(raw) : Number.NaN;
  const addresses = new ApiAddresses(parseApiUrls(setting), {
    checkIntervalMs: Number.isFinite(interval) && interval >= 0 ? interval : DEFAULT_CHECK_INTERVAL_MS,
  });
  holder[SHARED] = { setting, addresses };
  return addresses;
}
