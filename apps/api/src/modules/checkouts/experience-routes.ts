/**
 * Pricing and booking an experience: `GET|POST /v1/checkouts/experiences/{experienceId}` and the
 * guest twins (docs/rules/checkout-and-payments.md, "Experience checkout").
 */
import {
  CheckoutResponse,
  GuestCheckoutResponse,
  GuestPreCheckoutExperienceResponse,
  PreCheckoutExperienceQuery,
  PreCheckoutExperienceResponse,
} from '@hatake/contract';
import type { FastifyRequest } from 'fastify';
import { BAD_REQUEST, NOT_FOUND, UNAUTHORIZED } from '../../lib/http-schemas.ts';
import type { CheckoutDeps } from './deps.ts';
import { checkoutExperience, preCheckoutExperience } from './experience-checkout.ts';
import type { CheckoutApp, CheckoutRequestReader, OrderBody } from './route-input.ts';
import {
  CHECKOUT_ERRORS,
  ExperienceParams,
  GuestExperienceBody,
  MemberExperienceBody,
  TAGS,
} from './route-schemas.ts';

export const experienceCheckoutRoutes = (
  app: CheckoutApp,
  services: CheckoutDeps,
  { checked, orderOf }: CheckoutRequestReader,
): void => {
  const BOOKING_PRICE =
    'The price of a booking: Σ head count × the group’s price (0–99 per group), the coupon applied when ' +
    'it can be used at this shop now (else ignored; FREE_SHIPPING gives 0), `total = subtotal − discount`, ' +
    'and a fresh `requestId` to send back at checkout. A private or unknown experience → 404.';
  const preCheckout = async (
    request: FastifyRequest<{ Params: { experienceId: string }; Querystring: PreCheckoutExperienceQuery }>,
  ) =>
    preCheckoutExperience(app.db, request.params.experienceId, {
      promotion: request.query.promotion ?? '',
      counts: {
        adult: request.query.adult ?? 0,
        juniorHighSchool: request.query.juniorHighSchool ?? 0,
        elementarySchool: request.query.elementarySchool ?? 0,
        preschool: request.query.preschool ?? 0,
        senior: request.query.senior ?? 0,
      },
    });

  app.get(
    '/checkouts/experiences/:experienceId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Price a booking (member)',
        description: BOOKING_PRICE,
        params: ExperienceParams,
        querystring: PreCheckoutExperienceQuery,
        response: {
          200: PreCheckoutExperienceResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          404: NOT_FOUND,
        },
      },
    },
    preCheckout,
  );

  app.get(
    '/guests/checkouts/experiences/:experienceId',
    {
      schema: {
        tags: TAGS,
        summary: 'Price a booking',
        description: `${BOOKING_PRICE} No token needed (the storefront uses it for members too).`,
        params: ExperienceParams,
        querystring: PreCheckoutExperienceQuery,
        response: { 200: GuestPreCheckoutExperienceResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    preCheckout,
  );

  const BOOKING_RULES =
    'Books the experience: it must be public (404) and accepting bookings (412); at least one participant ' +
    '(400); `requestedDate` (optional) within the period, at least 2 days ahead (Japan time), and ' +
    '`requestedTime` (optional, needs a date) within the business hours less the duration (else 400 ' +
    'naming the field); the coupon as for products (unknown 400, unusable 412); `total` must equal the ' +
    'server’s (400). ' +
    'Then the same order, payment and idempotency rules as a product checkout, without boxes or stock.';
  type ExperienceBody = OrderBody & {
    adultCount?: number | undefined;
    juniorHighSchoolCount?: number | undefined;
    elementarySchoolCount?: number | undefined;
    preschoolCount?: number | undefined;
    seniorCount?: number | undefined;
    transportation?: string | undefined;
    requestedDate?: string | undefined;
    requestedTime?: string | undefined;
  };
  const bookingOf = (body: ExperienceBody, request: FastifyRequest, sessionId: string) => ({
    ...orderOf(body, request, sessionId),
    counts: {
      adult: body.adultCount ?? 0,
      juniorHighSchool: body.juniorHighSchoolCount ?? 0,
      elementarySchool: body.elementarySchoolCount ?? 0,
      preschool: body.preschoolCount ?? 0,
      senior: body.seniorCount ?? 0,
    },
    transportation: body.transportation ?? '',
    requestedDate: body.requestedDate ?? '',
    requestedTime: body.requestedTime ?? '',
  });

  app.post(
    '/checkouts/experiences/:experienceId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Book an experience (member)',
        description: `${BOOKING_RULES} \`billingAddressId\` is one of the member’s saved addresses (another’s → 404).`,
        params: ExperienceParams,
        body: MemberExperienceBody,
        response: { 200: CheckoutResponse, 401: UNAUTHORIZED, ...CHECKOUT_ERRORS },
      },
    },
    async (request, reply) =>
      checkoutExperience(services, {
        ...checked(request),
        ...bookingOf(request.body, request, request.guestSession(reply)),
        experienceId: request.params.experienceId,
        party: {
          kind: 'member',
          userId: request.member().userId,
          billingAddressId: request.body.billingAddressId,
          shippingAddressId: '',
        },
      }),
  );

  app.post(
    '/guests/checkouts/experiences/:experienceId',
    {
      schema: {
        tags: TAGS,
        summary: 'Book an experience (guest)',
        description: `${BOOKING_RULES} The guest is a user found or created by \`email\`; the billing address is kept on the order only.`,
        params: ExperienceParams,
        body: GuestExperienceBody,
        response: { 200: GuestCheckoutResponse, ...CHECKOUT_ERRORS },
      },
    },
    async (request, reply) =>
      checkoutExperience(services, {
        ...checked(request),
        ...bookingOf(request.body, request, request.guestSession(reply)),
        experienceId: request.params.experienceId,
        party: {
          kind: 'guest',
          email: request.body.email,
          billingAddress: request.body.billingAddress,
          isSameAddress: true,
          shippingAddress: undefined,
        },
      }),
  );
};
