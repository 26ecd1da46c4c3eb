import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckoutExperienceRequest,
  CheckoutProductRequest,
  CheckoutResponse,
  CheckoutStateResponse,
  DeliveryTimeSlot,
  ErrorResponse,
  GuestCheckoutExperienceRequest,
  GuestCheckoutProductRequest,
  GuestCheckoutResponse,
  GuestCheckoutStateResponse,
  GuestPreCheckoutExperienceResponse,
  PreCheckoutExperienceQuery,
  PreCheckoutExperienceResponse,
} from '@hatake/contract';
import { HTTP_URL_PATTERN } from '@hatake/contract/values';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type TObject, type TProperties, Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  FORBIDDEN,
  idParam,
  NOT_FOUND,
  PRECONDITION_FAILED,
  storableEmail,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { pickMailLocale } from '../../mail/locale.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';
import { checkoutExperience, preCheckoutExperience } from './experience-checkout.ts';
import { checkoutProducts } from './product-checkout.ts';
import {
  assertCallbackUrl,
  callbackOriginsOf,
  REQUEST_ID_MAX_LENGTH,
  REQUEST_ID_PATTERN,
  requestDigestOf,
} from './request-rules.ts';
import { checkoutState } from './settlement.ts';

const TAGS = ['checkouts'];

const withDescription = (description: string) => Type.Object(ErrorResponse.properties, { description });
const NOT_IMPLEMENTED = withDescription('this payment method is not offered yet');
const UNAVAILABLE = withDescription('the payment provider cannot be reached; nothing was charged: try again');

/** The refusals every checkout POST documents (docs/rules/checkout-and-payments.md). */
const CHECKOUT_ERRORS = {
  400: BAD_REQUEST,
  403: FORBIDDEN,
  404: NOT_FOUND,
  409: CONFLICT,
  412: PRECONDITION_FAILED,
  501: NOT_IMPLEMENTED,
  503: UNAVAILABLE,
};

/**
 * A checkout body with the API's own limits on `requestId` (it becomes the order id, read back by
 * `GET /v1/orders/{id}`, and a btree key) and the callback's documented origins.
 */
const checkoutBody = <T extends TProperties>(body: TObject<T>) =>
  Type.Object({
    ...body.properties,
    requestId: Type.String({
      minLength: 1,
      maxLength: REQUEST_ID_MAX_LENGTH,
      pattern: REQUEST_ID_PATTERN,
      description: `requestId of the last price call (1–${REQUEST_ID_MAX_LENGTH} characters of A–Z, a–z, 0–9, "_" and "-"); becomes the order id (idempotency key)`,
    }),
    callbackUrl: Type.String({
      pattern: HTTP_URL_PATTERN,
      description:
        'absolute URL the payment page returns to, with ?session_id=<transactionId>: on the shop’s own origin (PUBLIC_URL) or one in CORS_ORIGINS, else 400',
    }),
  });

const MemberProductBody = checkoutBody(CheckoutProductRequest);
const MemberExperienceBody = checkoutBody(CheckoutExperienceRequest);

const GuestProductBody = checkoutBody(
  Type.Object({ ...GuestCheckoutProductRequest.properties, email: storableEmail('guest e-mail address') }),
);

const GuestExperienceBody = checkoutBody(
  Type.Object({ ...GuestCheckoutExperienceRequest.properties, email: storableEmail('guest e-mail address') }),
);

const TransactionParams = Type.Object({
  transactionId: idParam(
    'the payment session id the provider returned with (`session_id`), or the order id of a free order',
  ),
});

const PRODUCT_RULES =
  'Checks out the boxes of one coordinator (`boxNumber` 0 = all) of the session’s cart. The server ' +
  'packs and prices them again for the shipping address’s prefecture; a `total` that differs → 400. ' +
  'Stock and the coupon are taken in the order’s transaction (sold out, or coupon used up → 412). ' +
  '`requestId` becomes the order id: repeating it answers the same `url` and never a second order. ' +
  'A switched-off payment method → 403; not offered yet → 501; total 0 → a FREE order and the ' +
  'callback URL. The payment page returns to `callbackUrl?session_id=<transactionId>`. ' +
  '`deliveryDate` (optional, 配送希望日) is "" (no preference) or a date 3–14 days after today in Japan ' +
  'time, else 400; `deliveryTimeSlot` (optional, 配送時間帯) is 0 (none) or one of the carriers’ five slots.';

export const checkoutRoutes =
  (deps: (app: FastifyInstance) => CheckoutDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const services = deps(app);
    const localeOf = (request: FastifyRequest) =>
      pickMailLocale(undefined, request.headers['accept-language']);
    const callbackOrigins = callbackOriginsOf(app.config.publicUrl, app.config.corsOrigins);
    /** What every checkout POST reads besides its own fields: a callback we may send the buyer to, and the body's digest. */
    const checked = (request: FastifyRequest<{ Body: { callbackUrl: string } }>) => {
      assertCallbackUrl(request.body.callbackUrl, callbackOrigins);
      return { requestDigest: requestDigestOf(request.body, request.params ?? {}) };
    };

    /** What every checkout body holds, member's or guest's, products or a booking. */
    type OrderBody = {
      requestId: string;
      paymentMethod: number;
      callbackUrl: string;
      total?: number | undefined;
      promotionCode?: string | undefined;
      orderRequest?: string | undefined;
      creditCard?: CommonCheckoutInput['creditCard'];
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

    const ExperienceParams = Type.Object({ experienceId: idParam('experience id') });
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
