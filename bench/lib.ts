import { randomBytes } from 'node:crypto';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export type LoadFigures = { reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

export type LoadOptions = {
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
  /** Sent with every request (a cart benchmark sends the shopper's session cookie). */
  headers?: Record<string, string>;
};

/** The part of autocannon's per-connection client that keeps each answer's body. */
type BodyKeepingClient = { pipelinedRequests: { addBody(data: Buffer): void } };

/**
 * The load client keeps no answer's body, only counts its bytes (autocannon counts them before
 * this). autocannon appends every chunk it reads to a string, so it decodes each answer as UTF-8;
 * a chunk that ends inside a multi-byte character sends V8's decoder down its slow path, about
 * 8× longer (123 against 16 µs for a 90 KB Japanese page). Whether a page's first 64 KB read ended
 * so was an accident of its headers' length and its text: `/items` and `/live/{id}` in Japanese
 * measured 6,000 answers a second with the client at 97 % of a core and the storefront at 24 %,
 * against 20,000 for every other page, and the bare server met the same accident on other pages
 * (docs/performance.md, "How it is measured"). Nothing here reads a body.
 */
const countBytesOnly = (client: autocannon.Client) => {
  (client as unknown as BodyKeepingClient).pipelinedRequests.addBody = () => {};
};

const load = (url: string, connections: number, duration: number, headers: Record<string, string> = {}) =>
  autocannon({ url, connections, duration, pipelining: 1, headers, setupClient: countBytesOnly });

const figuresOf = (result: autocannon.Result): LoadFigures => ({
  reqPerSec: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});

/** Warms the target up, then measures it with autocannon. */
export const measure = async (url: string, options: LoadOptions = {}): Promise<LoadFigures> => {
  const connections = options.connections ?? 10;
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await load(url, connections, warmup, options.headers);
  return figuresOf(await load(url, connections, options.durationSeconds ?? 10, options.headers));
};

/**
 * Measures several processes serving the same thing at once: the connections are split evenly
 * between the URLs (a client-side round robin, so no balancer process takes a share of the two
 * cores), the throughputs add up and the latency is the worse of the parts.
 */
export const measureSpread = async (urls: string[], options: LoadOptions = {}): Promise<LoadFigures> => {
  const connections = options.connections ?? 10;
  const each = Math.max(1, Math.floor(connections / urls.length));
  const all = (seconds: number) =>
    Promise.all(urls.map((url) => load(url, each, seconds, options.headers).then(figuresOf)));
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await all(warmup);
  const parts = await all(options.durationSeconds ?? 10);
  return {
    reqPerSec: parts.reduce((sum, part) => sum + part.reqPerSec, 0),
    p50Ms: Math.max(...parts.map((part) => part.p50Ms)),
    p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
  };
};

/** The same PostgreSQL server's URL with another database name (a bench's scratch database). */
export const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server to measure on (BENCH_DATABASE_URL or the local default), if it answers. */
export const reachableDatabaseServer = async (): Promise<string | undefined> => {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
};

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** Creates an empty database on `serverUrl` (the API migrates and seeds it on start); drop() removes it. */
export const createScratchDatabase = async (serverUrl: string, prefix: string): Promise<ScratchDatabase> => {
  const name = `hatake_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
};

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The Redis server to use (BENCH_REDIS_URL or the local default), if it answers PING. */
export const reachableRedis = (): Promise<string | undefined> => {
  const url = process.env.BENCH_REDIS_URL || DEFAULT_REDIS_URL;
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: string | undefined) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? url : undefined));
  });
};
