import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CoordinatorResponse, CoordinatorsResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idParam, NOT_FOUND, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { getCoordinator, listCoordinators } from './service.ts';

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
    async (request) => getCoordinator(app.db, request.params.coordinatorId),
  );
};
