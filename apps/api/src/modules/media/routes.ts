import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/domain-error.ts';

/**
 * Serves stored objects (generated demo images, processed uploads) at `/media/<key>`. Keys are
 * content-addressed or random, so the responses are cached as immutable.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/*',
    {
      schema: { hide: true, params: Type.Object({ '*': Type.String({ minLength: 1 }) }) },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const object = await app.storage.get(request.params['*']).catch(() => undefined);
      if (!object) throw notFound('media');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(object.contentType)
        .send(object.body);
    },
  );
};
