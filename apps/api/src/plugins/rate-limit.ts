import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { DomainError } from '../lib/domain-error.ts';

/**
 * Per-route, per-IP limits for the calls worth guessing at (sign-in, sign-up, codes, password
 * reset, refresh). Routes opt in with `config: rateLimited(app.config)`. The counters live in
 * process memory: with several API processes each keeps its own (a shared Redis store is future
 * work; see README). Exceeding the limit is 429 with the usual error body and `Retry-After`.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
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
