import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BAD_REQUEST,
  HEADERS_TOO_LARGE,
  PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  URI_TOO_LONG,
} from '../lib/http-schemas.ts';
import { BEARER_SCHEME } from './auth.ts';
import { CONSOLE_SCHEME } from './console-auth.ts';

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
          securitySchemes: {
            [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The seller console's own token (docs/console.md): a shopper's token is not one.
            [CONSOLE_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The page's own CSP: scripts only from the API itself (and the UI's inline initialiser by
      // hash), never framed; no upgrade-insecure-requests, which would break the page on a
      // plain-http development origin. Styles: the UI writes <style> elements while it runs, which
      // no hash can name ahead, so this one page allows inline styles from itself and nothing from
      // other hosts (a hash in style-src would make browsers ignore 'unsafe-inline').
      staticCSP: true,
      transformStaticCSP: (header: string) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
          .replace(/\s*upgrade-insecure-requests;/, ''),
    });

    // The refusals every route shares (input-guard, body parsing, the router, Node's HTTP parser)
    // are documented on each operation they can happen to, so a client — and the fuzz test, which
    // accepts only documented statuses — knows them without reading the code.
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema?.response || schema.hide) return;
      const response = schema.response as Record<string, unknown>;
      const add = (status: number, description: unknown) => {
        if (!(status in response)) response[status] = description;
      };
      // Any URL can carry a malformed or oversized query (input-guard, Node's parser).
      add(400, BAD_REQUEST);
      add(431, HEADERS_TOO_LARGE);
      if (schema.params) add(414, URI_TOO_LONG);
      // Any method but GET and HEAD may carry a body, which is parsed before the handler runs.
      const methods = [route.method].flat();
      if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
        add(413, PAYLOAD_TOO_LARGE);
        add(415, UNSUPPORTED_MEDIA_TYPE);
      }
    });

    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
