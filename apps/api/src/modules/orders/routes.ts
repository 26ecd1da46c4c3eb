import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOrdersQuery, OrderResponse, OrdersResponse } from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  idParam,
  NOT_FOUND,
  pageOf,
  pagingQuery,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { getOrder, listOrders } from './service.ts';

const TAGS = ['orders'];

const ListQuery = Type.Object({
  ...ListOrdersQuery.properties,
  ...pagingQuery('orders'),
  // Each value at most 9 digits, so it always fits the integer column it is compared with
  // (`types=2147483648` was an "out of range" 500).
  types: Type.Optional(
    Type.String({
      default: '',
      maxLength: 200,
      pattern: '^(?:[0-9]{1,9}(?:,[0-9]{1,9})*)?$',
      description: 'comma-separated OrderType values, e.g. "1,2" ("" = all); each at most 9 digits',
    }),
  ),
});

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'My orders',
        description:
          'The member’s orders, newest first, with payment, refund, boxes, items, booking and the address ' +
          'snapshots; orders whose payment failed are left out. `types`: comma-separated OrderType values ' +
          '("" = all). Side-loads the coordinators, promotions, products and experiences; `total` counts every match.',
        querystring: ListQuery,
        response: { 200: OrdersResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) =>
      listOrders(app.db, request.member().userId, {
        ...pageOf(request.query),
        types: request.query.types ?? '',
      }),
  );

  app.get(
    '/orders/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'One of my orders',
        description:
          'One of the member’s orders (failed ones too) with its coordinator, promotion, products and experience. Another member’s → 404.',
        params: Type.Object({ orderId: idParam('order id') }),
        response: { 200: OrderResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => getOrder(app.db, request.member().userId, request.params.orderId),
  );
};
