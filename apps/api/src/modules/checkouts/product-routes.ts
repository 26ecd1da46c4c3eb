/** `POST /v1/checkouts/products` and `POST /v1/guests/checkouts/products` (docs/rules/checkout-and-payments.md). */
import { CheckoutResponse, DeliveryTimeSlot, GuestCheckoutResponse } from '@hatake/contract';
import type { FastifyRequest } from 'fastify';
import { UNAUTHORIZED } from '../../lib/http-schemas.ts';
import type { CheckoutDeps } from './deps.ts';
import { checkoutProducts } from './product-checkout.ts';
import type { CheckoutApp, CheckoutRequestReader, OrderBody } from './route-input.ts';
import { CHECKOUT_ERRORS, GuestProductBody, MemberProductBody, TAGS } from './route-schemas.ts';

const PRODUCT_RULES =
  'Checks out the boxes of one coordinator (`boxNumber` 0 = all) of the session’s cart. The server ' +
  'packs and prices them again for the shipping address’s prefecture; a `total` that differs → 400. ' +
  'Stock and the coupon are taken in the order’s transaction (sold out, or coupon used up → 412). ' +
  '`requestId` becomes the order id: repeating it answers the same `url` and never a second order. ' +
  'A switched-off payment method → 403; not offered yet → 501; total 0 → a FREE order and the ' +
  'callback URL. The payment page returns to `callbackUrl?session_id=<transactionId>`. ' +
  '`deliveryDate` (optional, 配送希望日) is "" (no preference) or a date 3–14 days after today in Japan ' +
  'time, else 400; `deliveryTimeSlot` (optional, 配送時間帯) is 0 (none) or one of the carriers’ five slots.';

export const productCheckoutRoutes = (
  app: CheckoutApp,
  services: CheckoutDeps,
  { checked, orderOf }: CheckoutRequestReader,
): void => {
  /** The fields of a product checkout the member's and the guest's bodies share. */
  const boxesOf = (
    body: OrderBody & {
      coordinatorId: string;
      boxNumber?: number | undefined;
      deliveryDate?: string | undefined;
      deliveryTimeSlot?: DeliveryTimeSlot | undefined;
    },
    request: FastifyRequest,
    sessionId: string,
  ) => ({
    ...orderOf(body, request, sessionId),
    coordinatorId: body.coordinatorId,
    boxNumber: body.boxNumber ?? 0,
    deliveryDate: body.deliveryDate ?? '',
    deliveryTimeSlot: body.deliveryTimeSlot ?? DeliveryTimeSlot.NONE,
  });

  app.post(
    '/checkouts/products',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Check out cart boxes (member)',
        description: `${PRODUCT_RULES} \`billingAddressId\` and \`shippingAddressId\` are the member’s own saved addresses (another’s → 404).`,
        body: MemberProductBody,
        response: { 200: CheckoutResponse, 401: UNAUTHORIZED, ...CHECKOUT_ERRORS },
      },
    },
    async (request, reply) => {
      const body = request.body;
      return checkoutProducts(services, {
        ...checked(request),
        ...boxesOf(body, request, request.guestSession(reply)),
        party: {
          kind: 'member',
          userId: request.member().userId,
          billingAddressId: body.billingAddressId,
          shippingAddressId: body.shippingAddressId,
        },
      });
    },
  );

  app.post(
    '/guests/checkouts/products',
    {
      schema: {
        tags: TAGS,
        summary: 'Check out cart boxes (guest)',
        description:
          `${PRODUCT_RULES} The guest is a user found or created by \`email\`; the addresses are kept ` +
          'on the order only. `isSameAddress` ships to the billing address; otherwise `shippingAddress` is required.',
        body: GuestProductBody,
        response: { 200: GuestCheckoutResponse, ...CHECKOUT_ERRORS },
      },
    },
    async (request, reply) => {
      const body = request.body;
      return checkoutProducts(services, {
        ...checked(request),
        ...boxesOf(body, request, request.guestSession(reply)),
        party: {
          kind: 'guest',
          email: body.email,
          billingAddress: body.billingAddress,
          isSameAddress: body.isSameAddress ?? false,
          shippingAddress: body.shippingAddress,
        },
      });
    },
  );
};
