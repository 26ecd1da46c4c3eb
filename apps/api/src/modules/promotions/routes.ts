import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetPromotionQuery, PromotionResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { invalidArgument } from '../../lib/domain-error.ts';
import { BAD_REQUEST, FORBIDDEN, NOT_FOUND } from '../../lib/http-schemas.ts';
import { getUsablePromotion } from './service.ts';

export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promotions/:code',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Check a coupon code',
        description:
          'The promotion behind a code when it can be used now: public, inside [startAt, endAt), not ' +
          'used up, and — for a shop-specific code — `coordinatorId` is its shop. Unknown or private ' +
          'code → 404; a code not usable now (not started, ended, used up, another shop) → 403, with ' +
          '`detail` saying why. The status of a returned promotion is ENABLED (3).',
        params: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 64, description: 'coupon code (8 characters)' }),
        }),
        querystring: Type.Object({
          ...GetPromotionQuery.properties,
          coordinatorId: Type.Optional(
            Type.String({ maxLength: 64, default: '', description: 'shop the code is used at ("" = none)' }),
          ),
        }),
        response: { 200: PromotionResponse, 400: BAD_REQUEST, 403: FORBIDDEN, 404: NOT_FOUND },
      },
    },
    async (request) => getUsablePromotion(app.db, request.params.code, request.query.coordinatorId),
  );

  // `/v1/promotions/` (an empty code; the trailing slash is ignored) names the missing parameter
  // instead of answering "no such route" (docs/api.md, "Errors").
  app.get('/promotions', { schema: { hide: true } }, async () => {
    throw invalidArgument('code is required');
  });
};
