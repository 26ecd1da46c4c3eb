import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/domain-error.ts';
import { OutageNotice } from '../lib/outage-notice.ts';
import { RedisResponsiveness } from '../lib/redis-responsiveness.ts';

export type RateLimitOptions = {
  /** Redis that holds the counters, shared by every API process (REDIS_URL); empty = process memory. */
  redisUrl: string;
};

/** Prefix of the counter keys in Redis, so other users of the same Redis are not disturbed. */
export const RATE_LIMIT_NAMESPACE = 'hatake:rate-limit:';

/**
 * How long a limit check waits for Redis before counting in memory. Redis answers in a millisecond
 * or two; a check is on the path of every limited request, and a stalled Redis must not add more
 * than this to one of them (after it, RedisResponsiveness skips Redis until a PING is answered).
 */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 150;

/** Keys one route's in-memory counters hold at most (as @fastify/rate-limit's own local store). */
const LOCAL_CAPACITY = 5000;

type Count = { current: number; ttl: number };

/**
 * Fixed-window request counters in process memory: the first request of a key opens a window of
 * `timeWindow` ms, later ones count within it. At most `capacity` keys are kept; the least recently
 * counted is dropped first, so a flood of invented keys costs bounded memory.
 */
export class WindowCounters {
  readonly #capacity: number;
  readonly #windows = new Map<string, { current: number; startedAt: number }>();

  constructor(capacity = LOCAL_CAPACITY) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#windows.size;
  }

  incr(key: string, timeWindow: number, now: number = Date.now()): Count {
    const open = this.#windows.get(key);
    const window =
      open && open.startedAt + timeWindow > now
        ? { current: open.current + 1, startedAt: open.startedAt }
        : { current: 1, startedAt: now };
    // Re-inserting moves the key to the end of the Map's order: the first key is the least recent.
    this.#windows.delete(key);
    this.#windows.set(key, window);
    if (this.#windows.size > this.#capacity) {
      const oldest = this.#windows.keys().next();
      if (!oldest.done) this.#windows.delete(oldest.value);
    }
    return { current: window.current, ttl: window.startedAt + timeWindow - now };
  }
}

/** What the rate limit's outage means, as the log tells it (lib/outage-notice.ts). */
export const RATE_LIMIT_OUTAGE = {
  down: 'rate-limit store unavailable: counting per API process until Redis is back',
  back: 'rate-limit store available again: counting in Redis',
};

/**
 * INCR with the window's expiry set by the first request, as one atomic step. A key that somehow
 * has no expiry gets one, so it cannot block a client for ever.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const isCount = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number');

type StoreCallback = (error: Error | null, result?: Count) => void;

/** The route a child store counts for, from what @fastify/rate-limit passes to `child`. */
const routePrefix = (routeOptions: unknown): string => {
  const info =
    typeof routeOptions === 'object' && routeOptions !== null && 'routeInfo' in routeOptions
      ? (routeOptions.routeInfo as { method?: unknown; url?: unknown } | undefined)
      : undefined;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}-`;
};

/**
 * The counters behind the rate limits. With Redis, every API process shares one count per client
 * and route; whenever Redis cannot answer (unreachable, reconnecting, a command timed out) the
 * request is counted in this process's memory instead — after a timeout, every request until a
 * probe finds Redis answering again, so a stalled Redis costs one timeout, not one per request — so the limits still hold per process rather
 * than switching off. Without Redis, memory is all there is. Keys in Redis are those of
 * @fastify/rate-limit's own Redis store (`<namespace><method><url>-<client>`).
 */
export class FallbackRateLimitStore implements FastifyRateLimitStore {
  readonly #redis: Redis | undefined;
  readonly #outage: OutageNotice;
  readonly #responsiveness: RedisResponsiveness | undefined;
  readonly #prefix: string;
  readonly #local = new WindowCounters();

  constructor(shared: {
    redis?: Redis | undefined;
    outage: OutageNotice;
    /** Shared by the stores of every route; by default one of this store's own (and its children's). */
    responsiveness?: RedisResponsiveness | undefined;
    prefix?: string;
  }) {
    this.#redis = shared.redis;
    this.#outage = shared.outage;
    this.#responsiveness = shared.responsiveness ?? (shared.redis && stallWatch(shared.redis, shared.outage));
    this.#prefix = shared.prefix ?? RATE_LIMIT_NAMESPACE;
  }

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    void this.count(key, timeWindow).then((count) => callback(null, count));
  }

  /** Counts one request of `key`; never fails (a Redis failure falls back to process memory). */
  async count(key: string, timeWindow: number): Promise<Count> {
    const redis = this.#redis;
    if (!redis) return this.#local.incr(key, timeWindow);
    // While disconnected, do not even try: the command would only fail (no offline queue).
    if (redis.status !== 'ready') {
      this.#outage.begin(new Error(`Redis connection is ${redis.status}`));
      return this.#local.incr(key, timeWindow);
    }
    // Connected but silent (a command timed out): do not wait again until a probe is answered.
    if (this.#responsiveness?.stalled) return this.#local.incr(key, timeWindow);
    try {
      const result = await redis.eval(INCR_SCRIPT, 1, this.#prefix + key, timeWindow);
      if (!isCount(result)) throw new Error('unexpected reply of the rate-limit script');
      this.#outage.end();
      return { current: result[0], ttl: result[1] };
    } catch (error) {
      this.#outage.begin(error);
      this.#responsiveness?.failed(error);
      return this.#local.incr(key, timeWindow);
    }
  }

  child(routeOptions: unknown): FallbackRateLimitStore {
    return new FallbackRateLimitStore({
      redis: this.#redis,
      outage: this.#outage,
      responsiveness: this.#responsiveness,
      prefix: this.#prefix + routePrefix(routeOptions),
    });
  }
}

/** Watches `redis` for a stall; its end closes the outage (the counts go back to Redis). */
const stallWatch = (redis: Redis, outage: OutageNotice): RedisResponsiveness =>
  new RedisResponsiveness(redis, {
    onStalled: (cause) => outage.begin(cause),
    onAnswering: () => outage.end(),
  });

/**
 * Per-route, per-IP limits for the calls worth guessing at (sign-in, sign-up, codes, password
 * reset, refresh). Routes opt in with `config: rateLimited(app.config)`. The counters live in
 * process memory, or in Redis when REDIS_URL is set so that several API processes share one count;
 * while Redis is unreachable each process counts on its own (FallbackRateLimitStore), so an outage
 * multiplies the allowance by the number of processes instead of lifting it.
 * Exceeding the limit is 429 with the usual error body and `Retry-After`.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app: FastifyInstance, { redisUrl }) => {
    const outage = new OutageNotice(app.log, RATE_LIMIT_OUTAGE);
    const redis = redisUrl
      ? new Redis(redisUrl, {
          // A limit check must not hold a sign-in for long: give up quickly and count in memory.
          connectTimeout: 1000,
          commandTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
          // While disconnected, fail the check at once instead of queueing it until a reconnect.
          enableOfflineQueue: false,
          lazyConnect: true,
        })
      : undefined;
    const responsiveness = redis && stallWatch(redis, outage);
    if (redis) {
      // ioredis emits an error for every failed (re)connect; one warning per outage is enough.
      redis.on('error', (error: unknown) => outage.begin(error));
      redis.on('ready', () => outage.end());
      await redis.connect().catch((error: unknown) => outage.begin(error));
      app.addHook('onClose', async () => {
        responsiveness?.close();
        redis.disconnect();
      });
    }
    // A class, as @fastify/rate-limit constructs the store itself; this one closes over the client.
    class Store extends FallbackRateLimitStore {
      constructor() {
        super({ redis, outage, responsiveness });
      }
    }
    await app.register(rateLimit, {
      global: false,
      store: Store,
      errorResponseBuilder: (_request, context) =>
        new DomainError('ResourceExhausted', `too many requests; retry in ${context.after}`),
    });
  },
  { name: 'rate-limits' },
);

/** The route `config` that applies the configured limit (nothing when RATE_LIMIT_MAX is 0). */
export const rateLimited = (
  config: Pick<Config, 'rateLimit'>,
): { rateLimit?: { max: number; timeWindow: number } } =>
  config.rateLimit.max > 0
    ? { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowSeconds * 1000 } }
    : {};
