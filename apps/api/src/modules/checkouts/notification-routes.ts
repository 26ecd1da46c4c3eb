/**
 * Provider notifications and the sandbox's payment page calls (docs/rules/checkout-and-payments.md,
 * "Notifications"). The notification routes live in their own plugin context whose only body parser
 * keeps the bytes as received (a Buffer): the signature covers the exact body, so nothing may parse
 * and re-serialise it first. The input guard only reads a Buffer body; it never changes it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@hatake/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../lib/domain-error.ts';
import { BAD_REQUEST, idParam, NO_CONTENT, NOT_FOUND, PRECONDITION_FAILED } from '../../lib/http-schemas.ts';
import type { PaymentPageOutcome, PaymentProviderName } from '../../payments/payment-provider.ts';
import { applyNotification } from './apply-notification.ts';
import type { CheckoutDeps } from './deps.ts';

const TAGS = ['payments'];
/** Carries the sandbox payment page's token (the payment URL's `token`) to its two calls. */
export const PAGE_TOKEN_HEADER = 'x-sandbox-page-token';
/** A notification is a few hundred bytes; nothing a provider sends comes near this. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

const SIGNATURE_REFUSED = Type.Object(ErrorResponse.properties, {
  description: 'the signature header is missing or does not match the body; nothing changed',
});

const NOT_READY = Type.Object(ErrorResponse.properties, {
  description:
    'the order has not stored its payment session yet; nothing was recorded: deliver it again later',
});

const PROVIDERS: { name: PaymentProviderName; header: string }[] = [
  { name: 'sandbox', header: 'X-Sandbox-Signature' },
  { name: 'komoju', header: 'X-Komoju-Signature' },
];

export const notificationRoutes =
  (deps: (app: FastifyInstance) => CheckoutDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const services = deps(app);

    const raw: FastifyPluginAsyncTypebox = async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      for (const provider of PROVIDERS) {
        scope.post(
          `/payments/${provider.name}/notifications`,
          {
            bodyLimit: NOTIFICATION_BODY_LIMIT,
            schema: {
              tags: TAGS,
              summary: `Payment notification (${provider.name})`,
              description:
                `Called by ${provider.name === 'sandbox' ? 'the sandbox payment page' : 'KOMOJU'}: a JSON body signed with ` +
                `\`${provider.header}\` (hex HMAC-SHA256 of the exact bytes). Missing or wrong signature → 401, ` +
                'unreadable → 400, nothing changes. Each event is applied once (a redelivery answers 204 and ' +
                'changes nothing); an event older than the last one applied, or a move the order status does ' +
                'not allow, is acknowledged and ignored. 404 when this provider is not the one configured; 503 (nothing ' +
                'recorded) when the order has not stored its payment session yet.',
              response: {
                204: NO_CONTENT,
                400: BAD_REQUEST,
                401: SIGNATURE_REFUSED,
                404: NOT_FOUND,
                503: NOT_READY,
              },
            },
          },
          async (request, reply) => {
            if (services.payments.name !== provider.name) throw notFound('payment provider');
            const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            await applyNotification(services, { body, headers: request.headers });
            return reply.code(204).send(null);
          },
        );
      }
    };
    await app.register(raw);

    // The sandbox's payment page (a storefront page) reads the session and settles it; settling
    // produces the signed notification a real provider would send, applied through the same path.
    // Both take the page token of the payment URL the checkout answered (docs/rules/
    // checkout-and-payments.md, "The sandbox's payment page"): the session id is the order's
    // transactionId, which is no secret, so it alone must not show the amount or settle the payment.
    // Only a provider whose page this app serves (the sandbox) has one: otherwise there is no session to show.
    const paymentPage = () => {
      if (!services.payments.paymentPage) throw notFound('payment session');
      return services.payments.paymentPage;
    };
    const SessionParams = Type.Object({ sessionId: idParam('sandbox payment session id') });
    const PageTokenHeaders = Type.Object({
      [PAGE_TOKEN_HEADER]: Type.Optional(
        Type.String({
          maxLength: 128,
          description:
            'the `token` query parameter of the payment URL the checkout answered; missing or wrong → 401',
        }),
      ),
    });
    const TOKEN_REFUSED = Type.Object(ErrorResponse.properties, {
      description: 'the payment page token is missing or wrong; nothing was shown or changed',
    });

    app.get(
      '/payments/sandbox/sessions/:sessionId',
      {
        schema: {
          tags: TAGS,
          summary: 'A sandbox payment session',
          description:
            'What the sandbox payment page shows: amount, method and state, to the holder of the payment ' +
            `URL only (its \`token\` in the \`${PAGE_TOKEN_HEADER}\` header; missing or wrong → 401). ` +
            'Unknown (or not the sandbox) → 404.',
          params: SessionParams,
          headers: PageTokenHeaders,
          response: {
            200: Type.Object({
              sessionId: Type.String(),
              orderId: Type.String(),
              amount: Type.Integer({ minimum: 0 }),
              method: Type.Integer(),
              state: Type.String({
                description: 'pending, authorized, paid, failed, expired, canceled or refunded',
              }),
            }),
            400: BAD_REQUEST,
            401: TOKEN_REFUSED,
            404: NOT_FOUND,
          },
        },
      },
      async (request) => {
        const session = await paymentPage().readSessionForPage(
          request.params.sessionId,
          request.headers[PAGE_TOKEN_HEADER],
        );
        return {
          sessionId: session.sessionId,
          orderId: session.orderId,
          amount: session.amount,
          method: session.method,
          state: session.state,
        };
      },
    );

    app.post(
      '/payments/sandbox/sessions/:sessionId',
      {
        schema: {
          tags: TAGS,
          summary: 'Settle a sandbox payment session',
          description:
            'The sandbox payment page’s buttons: `outcome` paid, authorized (a konbini slip), failed, canceled ' +
            'or expired. The sandbox signs the notification of it and applies it as the webhook would; ' +
            '`url` is where the browser goes next (the checkout’s callback with `session_id`). Only the ' +
            `holder of the payment URL settles (its \`token\` in the \`${PAGE_TOKEN_HEADER}\` header; missing or ` +
            'wrong → 401). A session that can no longer move, or whose payment time is over (its order ' +
            'expired), → 412 and nothing is paid; unknown → 404.',
          params: SessionParams,
          headers: PageTokenHeaders,
          body: Type.Object({
            outcome: Type.String({
              pattern: '^(paid|authorized|failed|canceled|expired)$',
              description: 'what the shopper chose: paid, authorized, failed, canceled or expired',
            }),
          }),
          response: {
            200: Type.Object({ url: Type.String({ description: 'where to send the browser' }) }),
            400: BAD_REQUEST,
            401: TOKEN_REFUSED,
            404: NOT_FOUND,
            412: PRECONDITION_FAILED,
          },
        },
      },
      async (request) => {
        const settlement = await paymentPage().settle(
          request.params.sessionId,
          request.body.outcome as PaymentPageOutcome,
          request.headers[PAGE_TOKEN_HEADER],
        );
        await applyNotification(services, settlement.notification);
        return { url: settlement.browserReturnUrl };
      },
    );
  };
