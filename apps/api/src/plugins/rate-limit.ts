import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/domain-error.ts';

export type RateLimitOptions = {
  /** Redis that holds the counters, shared by every API process (REDIS_URL); empty = process memory. */
  redisUrl: string;
};

/** Prefix of the counter keys in Redis, so other users of the same Redis are not disturbed. */
export const RATE_LIMIT_NAMESPACE = 'hatake:rate-limit:';

/**
 * Per-route, per-IP limits for the calls worth guessing at (sign-in, sign-up, codes, password
 * reset, refresh). Routes opt in with `config: rateLimited(app.config)`. The counters live in
 * process memory, or in Redis when REDIS_URL is set so that several API processes share one count.
 * Exceeding the limit is 429 with the usual error body and `Retry-After`.
 */
export const rateLimits = fp<RateLimitOptions>(
  async (app: FastifyInstance, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          // A limit check must not hold a sign-in for long: give up quickly and let the call through
          // (skipOnError below) rather than lock every member out while Redis is unreachable.
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          // While disconnected, fail the check at once instead of queueing it until a reconnect.
          enableOfflineQueue: false,
          lazyConnect: true,
        })
      : undefined;
    if (redis) {
      const unavailable = (error: unknown) => app.log.warn({ err: error }, 'rate-limit store unavailable');
      redis.on('error', unavailable);
      await redis.connect().catch(unavailable);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
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
