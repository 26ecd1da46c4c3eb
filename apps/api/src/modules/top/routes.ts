import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TopCommonResponse } from '@hatake/contract';
import { cacheFor } from '../../lib/ttl-cache.ts';
import { getTopCommon } from './service.ts';

export const topRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The feed is the same for every visitor and changes slowly: a few seconds of reuse turns a
  // burst of home-page views into one set of database reads.
  const topCommon = cacheFor(app.config.topCacheSeconds * 1000, () => getTopCommon(app.db));

  app.get(
    '/top/common',
    {
      schema: {
        tags: ['top'],
        summary: 'Everything the home page shows',
        description:
          'Lives (running, upcoming, or ended within the last hour) with their featured products, the 6 ' +
          'latest archives, 10 product and 10 experience videos, 8 recommended products, 6 experiences, ' +
          'and the coordinators they reference. Reused for up to TOP_CACHE_SECONDS (default 5) seconds.',
        response: { 200: TopCommonResponse },
      },
    },
    async () => topCommon(),
  );
};
