/**
 * Wraps a loader so its result is reused for `ttlMs`, and concurrent callers share one load
 * (no stampede when the entry expires under traffic). A failed load is not cached. `ttlMs <= 0`
 * disables caching.
 */
export const cacheFor = <T>(ttlMs: number, load: () => Promise<T>, clock: () => number = Date.now) => {
  let entry: { value: T; expiresAt: number } | undefined;
  let inflight: Promise<T> | undefined;
  return (): Promise<T> => {
    if (ttlMs <= 0) return load();
    if (entry && entry.expiresAt > clock()) return Promise.resolve(entry.value);
    inflight ??= load()
      .then((value) => {
        entry = { value, expiresAt: clock() + ttlMs };
        return value;
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };
};
