import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoordinatorsResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { listCoordinators } from './service.ts';

export const coordinatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coordinators',
    {
      config: { publicRead: true },
      schema: {
        tags: ['coordinators'],
        summary: 'List coordinators (shops)',
        description:
          'Coordinators, most recently updated first, with the product types their shops handle. ' +
          '`total` counts every coordinator.',
        querystring: Type.Object(pagingQuery('coordinators')),
        response: { 200: CoordinatorsResponse, 400: BAD_REQUEST },
      },
    },
    async (request) => listCoordinators(app.db, pageOf(request.query)),
  );
};
