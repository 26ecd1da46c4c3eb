/**
 * The cache policy of every call that reads or changes one member's data, or changes anything:
 * never cached by Next's fetch cache. Set inside the fetchers (lib/api/<domain>.ts), never by callers.
 */
const NO_STORE: RequestInit = { cache: 'no-store' };

/** Call options (lib/api/endpoints.ts CallOptions) with the no-store policy (a caller's `signal` and headers are kept). */
export function noStoreCall<T extends { init?: RequestInit }>(options: T): T {
  return { ...options, init: { ...options.init, ...NO_STORE } };
}
