/**
 * What every checkout POST reads besides its own fields (docs/rules/checkout-and-payments.md,
 * "Request bodies"): a callback the buyer may be sent to, the body's digest, the common keys with
 * their zero values, the `session_id` cookie and the buyer's mail language.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { pickMailLocale } from '../../mail/locale.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import { assertCallbackUrl, callbackOriginsOf, requestDigestOf } from './request-rules.ts';

/** The app as the checkout plugin gets it (TypeBox-typed requests). */
export type CheckoutApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What every checkout body holds, member's or guest's, products or a booking. */
export type OrderBody = {
  requestId: string;
  paymentMethod: number;
  callbackUrl: string;
  total?: number | undefined;
  promotionCode?: string | undefined;
  orderRequest?: string | undefined;
  creditCard?: CommonCheckoutInput['creditCard'];
};

export type CheckoutRequestReader = ReturnType<typeof checkoutRequestReader>;

/** The readers bound to this app's configuration (its public URL and CORS origins). */
export const checkoutRequestReader = (app: CheckoutApp) => {
  const localeOf = (request: FastifyRequest) => pickMailLocale(undefined, request.headers['accept-language']);
  const callbackOrigins = callbackOriginsOf(app.config.publicUrl, app.config.corsOrigins);
  /** What every checkout POST reads besides its own fields: a callback we may send the buyer to, and the body's digest. */
  const checked = (request: FastifyRequest<{ Body: { callbackUrl: string } }>) => {
    assertCallbackUrl(request.body.callbackUrl, callbackOrigins);
    return { requestDigest: requestDigestOf(request.body, request.params ?? {}) };
  };
  const orderOf = (body: OrderBody, request: FastifyRequest, sessionId: string) => ({
    requestId: body.requestId,
    paymentMethod: body.paymentMethod,
    callbackUrl: body.callbackUrl,
    total: body.total ?? 0,
    promotionCode: body.promotionCode ?? '',
    orderRequest: body.orderRequest ?? '',
    creditCard: body.creditCard,
    sessionId,
    locale: localeOf(request),
  });
  return { checked, orderOf };
};
