import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Credentialed CORS for other first-party clients (another storefront, a mobile web view). The
 * storefront itself calls the API through its own origin, so it needs none. Origins are echoed,
 * never `*`, because cookies travel with the requests.
 */
export const corsPolicy = fp<{ allowedOrigins: string[] }>(
  async (app: FastifyInstance, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id'],
      maxAge: 1440,
    });
  },
  { name: 'cors' },
);
