import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TopCommonResponse } from '@hatake/contract';
import { getTopCommon } from './service.ts';

export const topRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/top/common',
    {
      config: { publicRead: true },
      schema: {
        tags: ['top'],
        summary: 'Everything the home page shows',
        description:
          'Lives (running, upcoming, or ended within the last hour) with their featured products, the 6 ' +
          'latest archives, 10 product and 10 experience videos, 8 recommended products, 6 experiences, ' +
          'and the coordinators they reference.',
        response: { 200: TopCommonResponse },
      },
    },
    async () => getTopCommon(app.db),
  );
};
