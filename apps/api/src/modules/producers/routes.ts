import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProducerResponse, ProducersResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idParam, NOT_FOUND, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { getProducer, listProducers } from './service.ts';

export const producerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/producers',
    {
      schema: {
        tags: ['producers'],
        summary: 'List producers',
        description: 'Producers, most recently updated first. `total` counts every producer.',
        querystring: Type.Object(pagingQuery('producers')),
        response: { 200: ProducersResponse, 400: BAD_REQUEST },
      },
    },
    async (request) => listProducers(app.db, pageOf(request.query)),
  );

  app.get(
    '/producers/:producerId',
    {
      schema: {
        tags: ['producers'],
        summary: 'A producer’s page',
        description:
          'The producer with the lives (running, upcoming, or ended within the hour) and archives it ' +
          'appears in, its products on sale and its experiences open for booking.',
        params: Type.Object({ producerId: idParam('producer id') }),
        response: { 200: ProducerResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getProducer(app.db, request.params.producerId),
  );
};
