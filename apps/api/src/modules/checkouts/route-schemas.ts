/** The request and error schemas the checkout routes share (docs/rules/checkout-and-payments.md). */
import {
  CheckoutExperienceRequest,
  CheckoutProductRequest,
  ErrorResponse,
  GuestCheckoutExperienceRequest,
  GuestCheckoutProductRequest,
} from '@hatake/contract';
import { HTTP_URL_PATTERN } from '@hatake/contract/values';
import { type TObject, type TProperties, Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  FORBIDDEN,
  idParam,
  NOT_FOUND,
  PRECONDITION_FAILED,
  storableEmail,
} from '../../lib/http-schemas.ts';
import { REQUEST_ID_MAX_LENGTH, REQUEST_ID_PATTERN } from './request-rules.ts';

export const TAGS = ['checkouts'];

const withDescription = (description: string) => Type.Object(ErrorResponse.properties, { description });
const NOT_IMPLEMENTED = withDescription('this payment method is not offered yet');
const UNAVAILABLE = withDescription('the payment provider cannot be reached; nothing was charged: try again');

/** The refusals every checkout POST documents (docs/rules/checkout-and-payments.md). */
export const CHECKOUT_ERRORS = {
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

export const MemberProductBody = checkoutBody(CheckoutProductRequest);
export const MemberExperienceBody = checkoutBody(CheckoutExperienceRequest);

export const GuestProductBody = checkoutBody(
  Type.Object({ ...GuestCheckoutProductRequest.properties, email: storableEmail('guest e-mail address') }),
);

export const GuestExperienceBody = checkoutBody(
  Type.Object({ ...GuestCheckoutExperienceRequest.properties, email: storableEmail('guest e-mail address') }),
);

export const TransactionParams = Type.Object({
  transactionId: idParam(
    'the payment session id the provider returned with (`session_id`), or the order id of a free order',
  ),
});

export const ExperienceParams = Type.Object({ experienceId: idParam('experience id') });
