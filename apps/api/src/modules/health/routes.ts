import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pingDatabase } from '../../db/client.ts';

const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
});

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health, including the database',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
