import { describe, expect, it, vi } from 'vitest';
import { OutageNotice } from '../lib/outage-notice.ts';
import { FallbackRateLimitStore, RATE_LIMIT_OUTAGE, rateLimited, WindowCounters } from './rate-limit.ts';

const recordingLog = () => ({ warn: vi.fn(), info: vi.fn() });

describe('WindowCounters', () => {
  it('counts within a window and starts a new one when it has passed', () => {
    const counters = new WindowCounters();
    expect(counters.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counters.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.incr('b', 1000, 400)).toEqual({ current: 1, ttl: 1000 });
    expect(counters.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('keeps at most `capacity` keys, dropping the least recently counted', () => {
    const counters = new WindowCounters(2);
    counters.incr('a', 1000, 0);
    counters.incr('b', 1000, 1);
    counters.incr('a', 1000, 2);
    counters.incr('c', 1000, 3);
    expect(counters.size).toBe(2);
    // 'b' was dropped, so it starts again at 1; 'a' kept its count.
    expect(counters.incr('a', 1000, 4).current).toBe(3);
    expect(counters.incr('b', 1000, 5).current).toBe(1);
  });
});

describe('FallbackRateLimitStore without Redis', () => {
  it('counts in memory, separately per route', async () => {
    const outage = new OutageNotice(recordingLog(), RATE_LIMIT_OUTAGE);
    const store = new FallbackRateLimitStore({ outage });
    const signIn = store.child({ routeInfo: { method: 'POST', url: '/v1/auth' } });
    const refresh = store.child({ routeInfo: { method: 'POST', url: '/v1/auth/refresh' } });
    expect((await signIn.count('198.18.0.1', 60_000)).current).toBe(1);
    expect((await signIn.count('198.18.0.1', 60_000)).current).toBe(2);
    expect((await refresh.count('198.18.0.1', 60_000)).current).toBe(1);
    expect(outage.down).toBe(false);
  });

  it('answers through the callback interface @fastify/rate-limit calls', async () => {
    const store = new FallbackRateLimitStore({ outage: new OutageNotice(recordingLog(), RATE_LIMIT_OUTAGE) });
    const result = await new Promise((resolve, reject) =>
      store.incr('k', (error, count) => (error ? reject(error) : resolve(count)), 1000),
    );
    expect(result).toEqual({ current: 1, ttl: 1000 });
  });
});

describe('rateLimited', () => {
  it('applies RATE_LIMIT_MAX per window, and nothing when it is 0', () => {
    expect(rateLimited({ rateLimit: { max: 5, windowSeconds: 60 } })).toEqual({
      rateLimit: { max: 5, timeWindow: 60_000 },
    });
    expect(rateLimited({ rateLimit: { max: 0, windowSeconds: 60 } })).toEqual({});
  });
});
