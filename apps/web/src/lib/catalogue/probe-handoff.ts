/**
 * Hands the proxy's 404 probe answer (docs/adr/0009) to the page of the same request, so a detail
 * view asks the API for its resource once, not twice. The proxy and the pages run in one Node.js
 * process (Next 16 loads `proxy.ts` with a plain `require`, no sandbox), but in separate bundles:
 * the store lives on `globalThis`. The proxy puts the answer under a fresh random token and passes
 * the token on in the {@link PROBE_HANDOFF_HEADER} request header; the page takes it once, for the
 * same URL only. Whatever is not taken expires after {@link HANDOFF_TTL_MS}; at most
 * {@link HANDOFF_MAX} answers are kept. Without an answer (another process, expired, other URL)
 * the page simply fetches, so the handoff only ever saves a call.
 */

/** Request header carrying the token from the proxy to the page. */
export const PROBE_HANDOFF_HEADER = 'x-hatake-probe';
export const HANDOFF_TTL_MS = 10_000;
export const HANDOFF_MAX = 100;

/** One API answer as the probe read it. */
export type ProbeAnswer = { url: string; status: number; contentType: string; body: string };

type Entry = ProbeAnswer & { expires: number };

export class ProbeHandoff {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #newToken: () => string;

  constructor(options: { now?: () => number; newToken?: () => string } = {}) {
    this.#now = options.now ?? Date.now;
    this.#newToken = options.newToken ?? (() => crypto.randomUUID());
  }

  /** Keeps `answer` for the page and returns its token. */
  put(answer: ProbeAnswer): string {
    const now = this.#now();
    for (const [token, entry] of this.#entries) if (entry.expires <= now) this.#entries.delete(token);
    // Oldest first (insertion order): drop them while full.
    for (const token of this.#entries.keys()) {
      if (this.#entries.size < HANDOFF_MAX) break;
      this.#entries.delete(token);
    }
    const token = this.#newToken();
    this.#entries.set(token, { ...answer, expires: now + HANDOFF_TTL_MS });
    return token;
  }

  /** The answer kept under `token` for exactly `url`, once; `undefined` otherwise. */
  take(token: string, url: string): ProbeAnswer | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    this.#entries.delete(token);
    if (entry.expires <= this.#now() || entry.url !== url) return undefined;
    const { expires: _, ...answer } = entry;
    return answer;
  }

  get size(): number {
    return this.#entries.size;
  }
}

const STORE = Symbol.for('hatake.probeHandoff');

/** This process's store, shared by the proxy bundle and the page bundles. */
export function processHandoff(): ProbeHandoff {
  const holder = globalThis as typeof globalThis & { [STORE]?: ProbeHandoff };
  holder[STORE] ??= new ProbeHandoff();
  return holder[STORE];
}

/**
 * A `fetch` that answers a GET of the handed-off URL from the store (once) and sends anything else
 * on to `fetchImpl`.
 */
export function handoffFetch(
  token: string | null | undefined,
  handoff: ProbeHandoff = processHandoff(),
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = token && method === 'GET' ? handoff.take(token, url) : undefined;
    if (!answer) return fetchImpl(input, init);
    return Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }),
    );
  };
}
