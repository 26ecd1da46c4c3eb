import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * OpenAPI generated from the route schemas (never hand-written): the document at
 * `/v1/openapi.json`, the browsable docs at `/docs`.
 */
export const openApi = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'hatake storefront API',
          description:
            'Public API of the hatake marketplace for Japanese farm products and farm experiences. ' +
            'JSON keys are camelCase, money is integer yen (tax included), timestamps are unix seconds. ' +
            'Errors answer `{status, message, detail}`.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });

    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
