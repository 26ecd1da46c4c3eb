/**
 * `compute` remembered for the `max` keys used most recently (a failed computation is forgotten,
 * so the next call tries again). Concurrent calls for one key share one computation.
 */
export function recentlyUsed<T>(
  max: number,
  compute: (key: string) => Promise<T>,
): (key: string) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key) => {
    const hit = kept.get(key);
    if (hit) {
      // Map keeps insertion order: moving the key to the end marks it the most recently used.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = compute(key);
    kept.set(key, value);
    value.catch(() => {
      if (kept.get(key) === value) kept.delete(key);
    });
    for (const oldest of kept.keys()) {
      if (kept.size <= max) break;
      kept.delete(oldest);
    }
    return value;
  };
}
