/** `GET /v1/checkouts/{transactionId}` and the guest one (docs/rules/checkout-and-payments.md, "Polling the result"). */
import { CheckoutStateResponse, GuestCheckoutStateResponse } from '@hatake/contract';
import { BAD_REQUEST, NOT_FOUND, UNAUTHORIZED } from '../../lib/http-schemas.ts';
import { checkoutState } from './checkout-state.ts';
import type { CheckoutDeps } from './deps.ts';
import type { CheckoutApp } from './route-input.ts';
import { TAGS, TransactionParams } from './route-schemas.ts';

export const checkoutStateRoutes = (app: CheckoutApp, services: CheckoutDeps): void => {
  app.get(
    '/checkouts/:transactionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'State of my checkout (member)',
        description:
          'The order status of the member’s own checkout: 1 unpaid, 2–3 accepted, 4 canceled, 5 refunded, ' +
          '6 failed. While unpaid the provider is asked for the session’s state. Another’s → 404.',
        params: TransactionParams,
        response: { 200: CheckoutStateResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) =>
      checkoutState(services, request.params.transactionId, { userId: request.member().userId }),
  );

  app.get(
    '/guests/checkouts/:transactionId',
    {
      schema: {
        tags: TAGS,
        summary: 'State of my checkout (guest)',
        description:
          'As `GET /v1/checkouts/{transactionId}`, for the checkout made with this `session_id` cookie.',
        params: TransactionParams,
        response: { 200: GuestCheckoutStateResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request, reply) =>
      checkoutState(services, request.params.transactionId, { sessionId: request.guestSession(reply) }),
  );
};
