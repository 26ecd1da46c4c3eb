import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoordinatorResponse, TopCommonResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idParam, NOT_FOUND } from '../../lib/http-schemas.ts';
import { getTopCommon } from './home.ts';
import { getShopPage } from './shop.ts';

export const homePageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export const shopPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coordinators/:coordinatorId',
    {
      config: { publicRead: true },
      schema: {
        tags: ['coordinators'],
        summary: 'A coordinator’s shop page',
        description:
          'The coordinator with its shipping fees (its own settings, else the platform default), ' +
          'lives (running, upcoming, or ended within the hour) and archives, videos, producers, ' +
          'products on sale and experiences open for booking, and the product types involved.',
        params: Type.Object({ coordinatorId: idParam('coordinator id') }),
        response: { 200: CoordinatorResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getShopPage(app.db, request.params.coordinatorId),
  );
};
