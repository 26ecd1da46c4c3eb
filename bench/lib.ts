import autocannon from 'autocannon';

export type LoadFigures = { reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

export type LoadOptions = {
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
  /** Sent with every request (a cart benchmark sends the shopper's session cookie). */
  headers?: Record<string, string>;
};

const load = (url: string, connections: number, duration: number, headers: Record<string, string> = {}) =>
  autocannon({ url, connections, duration, pipelining: 1, headers });

/** Warms the target up, then measures it with autocannon. */
export const measure = async (url: string, options: LoadOptions = {}): Promise<LoadFigures> => {
  const connections = options.connections ?? 10;
  await load(url, connections, options.warmupSeconds ?? 2, options.headers);
  const result = await load(url, connections, options.durationSeconds ?? 10, options.headers);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

/** The same PostgreSQL server's URL with another database name (a bench's scratch database). */
export const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
