import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleProducerResponse,
  ConsoleProducersResponse,
  CreateConsoleProducerRequest,
  ListConsoleProducersQuery,
  UpdateConsoleProducerRequest,
} from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idParam, NOT_FOUND, pageOf, UNAUTHORIZED } from '../../lib/http-schemas.ts';
import { CONSOLE_TAG } from '../../plugins/console-auth.ts';
import {
  createConsoleProducer,
  getConsoleProducer,
  listConsoleProducers,
  updateConsoleProducer,
} from './producers.ts';

const TAGS = [CONSOLE_TAG];
const ProducerParams = Type.Object({ producerId: idParam('producer id') });

/**
 * The seller console's producers of a marche (docs/console.md): list, read, create, edit. A
 * coordinator acts on their own marche's producers only (another marche's → 404, nothing changes).
 */
export const consoleProducerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/console/producers',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: list producers',
        description:
          'The marche’s producers (an administrator’s: every marche’s, or `coordinatorId`’s), with product counts.',
        querystring: ListConsoleProducersQuery,
        response: { 200: ConsoleProducersResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) =>
      listConsoleProducers(app.db, request.staff(), { ...request.query, ...pageOf(request.query) }),
  );

  app.post(
    '/console/producers',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: create a producer',
        description:
          'A producer of the marche (an administrator names it with `coordinatorId`). Pictures are console ' +
          'uploads (POST /v1/console/uploads/media).',
        body: CreateConsoleProducerRequest,
        response: { 200: ConsoleProducerResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      producer: await createConsoleProducer(app.db, request.staff(), request.body, request.id),
    }),
  );

  app.get(
    '/console/producers/:producerId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: one producer',
        params: ProducerParams,
        response: { 200: ConsoleProducerResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      producer: await getConsoleProducer(app.db, request.staff(), request.params.producerId),
    }),
  );

  app.patch(
    '/console/producers/:producerId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: edit a producer',
        description: 'Any of the fields. Another marche’s producer (coordinators) → 404, nothing changes.',
        params: ProducerParams,
        body: UpdateConsoleProducerRequest,
        response: { 200: ConsoleProducerResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => ({
      producer: await updateConsoleProducer(
        app.db,
        request.staff(),
        request.params.producerId,
        request.body,
        request.id,
      ),
    }),
  );
};
