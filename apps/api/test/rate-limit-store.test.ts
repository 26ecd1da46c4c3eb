import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutageNotice } from '../src/lib/outage-notice.ts';
import {
  FallbackRateLimitStore,
  RATE_LIMIT_NAMESPACE,
  RATE_LIMIT_OUTAGE,
} from '../src/plugins/rate-limit.ts';

/** Set by .ci/run to this machine's Redis; without it only the unreachable case runs. */
const redisUrl = process.env.TEST_REDIS_URL ?? '';

const clients: Redis[] = [];
const connect = async (url: string, options: { lazy?: boolean } = {}) => {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', () => {});
  clients.push(redis);
  if (!options.lazy) await redis.connect();
  return redis;
};

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

const recordingLog = () => ({ warn: vi.fn(), info: vi.fn() });
const route = { routeInfo: { method: 'POST', url: '/v1/auth' } };

describe('rate-limit store', () => {
  it('rate limits switch off when Redis is unreachable: counts in memory instead, warning once', async () => {
    const redis = await connect('redis://127.0.0.1:1', { lazy: true });
    await redis.connect().catch(() => {});
    const log = recordingLog();
    const store = new FallbackRateLimitStore({
      redis,
      outage: new OutageNotice(log, RATE_LIMIT_OUTAGE),
    }).child(route);
    const counts = [];
    for (let request = 0; request < 5; request++)
      counts.push((await store.count('198.18.0.9', 60_000)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it.skipIf(redisUrl === '')(
    'counts in Redis, falls back to memory while Redis is gone, and returns to Redis after',
    async () => {
      const redis = await connect(redisUrl);
      const observer = await connect(redisUrl);
      const log = recordingLog();
      const outage = new OutageNotice(log, RATE_LIMIT_OUTAGE);
      const store = new FallbackRateLimitStore({ redis, outage }).child(route);
      const client = `198.18.${randomUUID()}`;
      const key = `${RATE_LIMIT_NAMESPACE}POST/v1/auth-${client}`;

      expect(await store.count(client, 60_000)).toMatchObject({ current: 1 });
      expect(await store.count(client, 60_000)).toMatchObject({ current: 2 });
      // The count is in Redis, under @fastify/rate-limit's own key layout, with the window as expiry.
      expect(await observer.get(key)).toBe('2');
      const ttl = await observer.pttl(key);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);

      // Redis goes away: the same limit is still counted, in this process, and one warning says so.
      const ended = new Promise((resolve) => redis.once('end', resolve));
      redis.disconnect();
      expect((await store.count(client, 60_000)).current).toBe(1);
      expect((await store.count(client, 60_000)).current).toBe(2);
      expect((await store.count(client, 60_000)).current).toBe(3);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(await observer.get(key)).toBe('2');

      // Back: the shared count resumes where Redis left it.
      await ended;
      await redis.connect();
      expect((await store.count(client, 60_000)).current).toBe(3);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(outage.down).toBe(false);
      await observer.del(key);
    },
  );
});
