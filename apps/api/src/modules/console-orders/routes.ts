import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancelOrderRequest,
  ConsoleOrderResponse,
  ConsoleOrdersResponse,
  ErrorResponse,
  ExportConsoleOrdersQuery,
  ListConsoleOrdersQuery,
  ShipOrderRequest,
} from '@hatake/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  idParam,
  NOT_FOUND,
  PRECONDITION_FAILED,
  pageOf,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { CONSOLE_TAG } from '../../plugins/console-auth.ts';
import { cancelOrder } from './cancel-order.ts';
import type { Actor, ConsoleOrderDeps } from './deps.ts';
import { exportLabels } from './export-labels.ts';
import { getConsoleOrder } from './get-order.ts';
import { listConsoleOrders } from './list-orders.ts';
import { shipBoxes } from './ship-boxes.ts';

const TAGS = [CONSOLE_TAG];
const OrderParams = Type.Object({ orderId: idParam('order id') });
const UNAVAILABLE = Type.Object(ErrorResponse.properties, {
  description: 'the payment provider cannot be reached: nothing changed, try again',
});

/** The acting console account of a request guarded by `app.requireStaff`. */
const actorOf = (request: FastifyRequest): Actor => {
  const staff = request.staff();
  return {
    staffId: staff.staffId,
    role: staff.role,
    coordinatorId: staff.coordinatorId,
    requestId: request.id,
  };
};

/**
 * The seller console's orders (docs/console-orders.md): list, detail, shipping boxes, cancelling
 * and refunding a whole order, and the delivery-label CSV. A coordinator reaches the orders of their
 * own marche only — another marche's order is 404 and nothing changes — an administrator every order.
 */
export const consoleOrderRoutes =
  (deps: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => ConsoleOrderDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const use = deps(app);

    app.get(
      '/console/orders',
      {
        onRequest: app.requireStaff,
        schema: {
          tags: TAGS,
          summary: 'Console: orders',
          description:
            'The orders of the coordinator’s marche (an administrator: every marche), newest first. ' +
            '`status` filters by OrderStatus (0 = any), `from`/`to` by the Japan-time days the order was ' +
            'placed on (yyyy-mm-dd, both included), `q` searches the order id, the buyer’s and the ' +
            'recipient’s names (kanji or kana, spaces ignored) and the e-mail. `total` counts every match.',
          querystring: ListConsoleOrdersQuery,
          response: { 200: ConsoleOrdersResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
        },
      },
      async (request) =>
        listConsoleOrders(use.db, actorOf(request), {
          ...pageOf(request.query),
          status: request.query.status ?? 0,
          from: request.query.from ?? '',
          to: request.query.to ?? '',
          q: request.query.q ?? '',
        }),
    );

    app.get(
      '/console/orders.csv',
      {
        onRequest: app.requireStaff,
        schema: {
          tags: TAGS,
          summary: 'Console: delivery-label CSV',
          description:
            'The paid product orders (PREPARING or COMPLETED) placed on the Japan-time days `from`..`to` ' +
            '(at most 92 days), one row per box, for delivery-label software: UTF-8 with a byte-order mark, ' +
            'CRLF, columns 注文番号, 注文日, 箱番号, お届け先氏名, 郵便番号, 住所, 電話番号, 品名, 箱サイズ, ' +
            '温度帯, 配送希望日, 配送希望時間帯, 備考. More than 5,000 orders → 412.',
          querystring: ExportConsoleOrdersQuery,
          produces: ['text/csv'],
          response: {
            200: Type.String({ description: 'the CSV file (text/csv; charset=utf-8)' }),
            400: BAD_REQUEST,
            401: UNAUTHORIZED,
            412: PRECONDITION_FAILED,
          },
        },
      },
      async (request, reply) => {
        const csv = await exportLabels(use.db, actorOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="orders-${request.query.from}-${request.query.to}.csv"`,
          )
          .send(csv);
      },
    );

    app.get(
      '/console/orders/:orderId',
      {
        onRequest: app.requireStaff,
        schema: {
          tags: TAGS,
          summary: 'Console: one order',
          description:
            'The order with its items, boxes, addresses, payment, refund and booking (as the shopper’s ' +
            'order page has them, with the products and experience), the buyer’s e-mail, the mail language, ' +
            'the buyer’s note, the shop’s shipping message and the console’s cancellation. Another ' +
            'marche’s order → 404.',
          params: OrderParams,
          response: { 200: ConsoleOrderResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request) => getConsoleOrder(use.db, actorOf(request), request.params.orderId),
    );

    app.post(
      '/console/orders/:orderId/shipments',
      {
        onRequest: app.requireStaff,
        schema: {
          tags: TAGS,
          summary: 'Console: ship boxes',
          description:
            'Hands boxes of a paid product order to the carrier: each box with its carrier (1 Yamato, ' +
            '2 Sagawa) and tracking number (spaces and hyphens dropped; 8–20 letters or digits), and an ' +
            'optional message to the buyer. The boxes become FULFILLED; with the last one the order ' +
            'becomes COMPLETED. The buyer is mailed a shipping notice (ja/en) with the tracking pages. ' +
            'Sending what is stored again changes nothing and mails nothing; a shipped box may be ' +
            'corrected. A booking, an unpaid or a closed order → 412; a box not in the order → 404; ' +
            'another marche’s order → 404. Recorded in the audit log.',
          params: OrderParams,
          body: ShipOrderRequest,
          response: {
            200: ConsoleOrderResponse,
            400: BAD_REQUEST,
            401: UNAUTHORIZED,
            404: NOT_FOUND,
            412: PRECONDITION_FAILED,
          },
        },
      },
      async (request) => shipBoxes(use, actorOf(request), request.params.orderId, request.body),
    );

    app.post(
      '/console/orders/:orderId/cancellation',
      {
        onRequest: app.requireStaff,
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          tags: TAGS,
          summary: 'Console: cancel and refund the whole order',
          description:
            'Cancels the whole order: money taken is refunded through the payment provider (the order ' +
            'becomes REFUNDED), an unpaid order’s payment is closed (CANCELED), a free order is cancelled. ' +
            'The coupon use goes back, and the units go back to stock unless `restock` is false — exactly ' +
            'once: concurrent or repeated calls refund once and answer the same order. The buyer is mailed ' +
            '(ja/en). An order already closed → 412; the provider refusing → 412, unreachable → 503, and ' +
            'nothing changes; another marche’s order → 404. Recorded in the audit log.',
          params: OrderParams,
          body: CancelOrderRequest,
          response: {
            200: ConsoleOrderResponse,
            400: BAD_REQUEST,
            401: UNAUTHORIZED,
            404: NOT_FOUND,
            409: CONFLICT,
            412: PRECONDITION_FAILED,
            503: UNAVAILABLE,
          },
        },
      },
      async (request) =>
        cancelOrder(use, actorOf(request), request.params.orderId, {
          reason: request.body?.reason?.trim() ?? '',
          restock: request.body?.restock ?? true,
        }),
    );
  };
