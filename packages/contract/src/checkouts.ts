/**
 * Checkout: /v1/checkouts*, /v1/guests/checkouts*. A checkout answers `{url}` (payment page); the
 * provider returns to `callbackUrl?session_id=<transactionId>` and the state is then polled.
 * Request bodies are lenient (docs/api.md#shapes): unknown keys are ignored and keys whose zero value
 * is valid may be omitted (Ajv fills the defaults).
 */
import { type Static, Type } from 'typebox';
import { addressInputProperties } from './addresses.ts';
import {
  HTTP_URL_PATTERN,
  nullable,
  OPTIONAL_DATE_PATTERN,
  OPTIONAL_PROMOTION_CODE_PATTERN,
  OPTIONAL_TIME_PATTERN,
  unixTime,
  yen,
} from './common.ts';
import { DeliveryTimeSlotSchema, OrderStatusSchema, PaymentMethodTypeSchema } from './enums.ts';
import { Experience } from './experiences.ts';
import { Promotion } from './promotions.ts';
import { MAX_CHECKOUT_COUNT_PER_GROUP } from './values/booking.ts';
import { DELIVERY_LAST_DAY, DELIVERY_LEAD_DAYS } from './values/delivery-date.ts';
import type { DeliveryTimeSlot } from './values/enums.ts';
import { KONBINI_STORES, type KonbiniStore } from './values/konbini.ts';

/**
 * Card data, only used when paymentMethod = CREDIT_CARD. The storefront may send it all empty/zero for
 * other methods, so nothing is required here; an empty `number` means "use the provider's card page".
 */
export const CheckoutCreditCard = Type.Object({
  name: Type.Optional(Type.String({ default: '', maxLength: 64, description: 'cardholder name' })),
  number: Type.Optional(
    Type.String({
      default: '',
      pattern: '^[0-9]{0,19}$',
      description: 'card number, digits only ("" when unused)',
    }),
  ),
  token: Type.Optional(
    Type.String({
      default: '',
      description: 'payment-provider card token; when set the raw card fields may be empty',
    }),
  ),
  month: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 12, default: 0, description: 'expiry month 1-12 (0 = unset)' }),
  ),
  year: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2100, default: 0, description: 'expiry year 2000-2100 (0 = unset)' }),
  ),
  verificationValue: Type.Optional(
    Type.String({
      default: '',
      pattern: '^(?:[0-9]{3,4})?$',
      description: 'CVV, 3-4 digits ("" when unused)',
    }),
  ),
});
export type CheckoutCreditCard = Static<typeof CheckoutCreditCard>;

/** Address entered by a guest at checkout (CreateAddressRequest without isDefault). */
export const GuestCheckoutAddress = Type.Object(addressInputProperties);
export type GuestCheckoutAddress = Static<typeof GuestCheckoutAddress>;

const commonCheckoutProperties = {
  requestId: Type.String({
    minLength: 1,
    description:
      'requestId of the last calc-cart / pre-checkout response; becomes the order id (idempotency key)',
  }),
  promotionCode: Type.Optional(
    Type.String({
      default: '',
      pattern: OPTIONAL_PROMOTION_CODE_PATTERN,
      description: '8-character coupon code or ""',
    }),
  ),
  paymentMethod: PaymentMethodTypeSchema,
  callbackUrl: Type.String({
    pattern: HTTP_URL_PATTERN,
    description: 'absolute URL the payment page returns to, with ?session_id=<transactionId>',
  }),
  total: Type.Optional(
    Type.Integer({
      minimum: 0,
      default: 0,
      description: 'expected total in JPY (tax included); must equal the server-computed total, else 400',
    }),
  ),
  creditCard: Type.Optional(CheckoutCreditCard),
  orderRequest: Type.Optional(
    Type.String({ default: '', maxLength: 256, description: 'free-text request to the shop' }),
  ),
};

const productCheckoutProperties = {
  coordinatorId: Type.String({ minLength: 1, description: 'whose cart (in the session) to check out' }),
  boxNumber: Type.Optional(
    Type.Integer({
      minimum: 0,
      default: 0,
      description: 'box number within the coordinator cart (0 = all boxes)',
    }),
  ),
  deliveryDate: Type.Optional(
    Type.String({
      default: '',
      pattern: OPTIONAL_DATE_PATTERN,
      description: `requested delivery date (配送希望日), yyyymmdd, ${DELIVERY_LEAD_DAYS}–${DELIVERY_LAST_DAY} days after today in Japan time, or "" for no preference (else 400)`,
    }),
  ),
  deliveryTimeSlot: Type.Optional(
    Type.Unsafe<DeliveryTimeSlot>(
      Type.Integer({
        enum: [...DeliveryTimeSlotSchema.enum],
        default: 0,
        description: `requested delivery time slot (配送時間帯). ${DeliveryTimeSlotSchema.description}`,
      }),
    ),
  ),
};

function headCount(who: string) {
  return Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_CHECKOUT_COUNT_PER_GROUP,
      default: 0,
      description: `number of ${who}, 0-${MAX_CHECKOUT_COUNT_PER_GROUP}`,
    }),
  );
}

const experienceCheckoutProperties = {
  adultCount: headCount('adults'),
  juniorHighSchoolCount: headCount('junior-high-school students'),
  elementarySchoolCount: headCount('elementary-school children'),
  preschoolCount: headCount('preschool children'),
  seniorCount: headCount('seniors'),
  transportation: Type.Optional(
    Type.String({ default: '', maxLength: 256, description: 'means of transport (free text)' }),
  ),
  requestedDate: Type.Optional(
    Type.String({
      default: '',
      pattern: OPTIONAL_DATE_PATTERN,
      description: 'requested date, yyyymmdd or ""',
    }),
  ),
  requestedTime: Type.Optional(
    Type.String({ default: '', pattern: OPTIONAL_TIME_PATTERN, description: 'requested time, hhmm or ""' }),
  ),
};

/** POST /v1/checkouts/products (signed in; cart from the session cookie). */
export const CheckoutProductRequest = Type.Object({
  ...commonCheckoutProperties,
  ...productCheckoutProperties,
  billingAddressId: Type.String({ minLength: 1, description: "id of one of the user's saved addresses" }),
  shippingAddressId: Type.String({ minLength: 1, description: "id of one of the user's saved addresses" }),
});
export type CheckoutProductRequest = Static<typeof CheckoutProductRequest>;

/**
 * POST /v1/checkouts/experiences/{experienceId} (signed in). The storefront also sends the guest keys
 * (email, billingAddress); they are not declared here and are ignored.
 */
export const CheckoutExperienceRequest = Type.Object({
  ...commonCheckoutProperties,
  ...experienceCheckoutProperties,
  billingAddressId: Type.String({ minLength: 1, description: "id of one of the user's saved addresses" }),
});
export type CheckoutExperienceRequest = Static<typeof CheckoutExperienceRequest>;

/** POST /v1/guests/checkouts/products. */
export const GuestCheckoutProductRequest = Type.Object({
  ...commonCheckoutProperties,
  ...productCheckoutProperties,
  email: Type.String({ format: 'email', description: 'guest email address' }),
  isSameAddress: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'ship to the billing address (shippingAddress is then ignored)',
    }),
  ),
  billingAddress: GuestCheckoutAddress,
  shippingAddress: Type.Optional(GuestCheckoutAddress),
});
export type GuestCheckoutProductRequest = Static<typeof GuestCheckoutProductRequest>;

/** POST /v1/guests/checkouts/experiences/{experienceId}. */
export const GuestCheckoutExperienceRequest = Type.Object({
  ...commonCheckoutProperties,
  ...experienceCheckoutProperties,
  billingAddressId: Type.Optional(
    Type.String({ default: '', description: 'ignored for guests (sent as "")' }),
  ),
  email: Type.String({ format: 'email', description: 'guest email address' }),
  billingAddress: GuestCheckoutAddress,
});
export type GuestCheckoutExperienceRequest = Static<typeof GuestCheckoutExperienceRequest>;

export const CheckoutResponse = Type.Object({
  url: Type.String({ description: 'payment-page URL to redirect the browser to' }),
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

export const GuestCheckoutResponse = Type.Object({
  url: Type.String({ description: 'payment-page URL to redirect the browser to' }),
});
export type GuestCheckoutResponse = Static<typeof GuestCheckoutResponse>;

/**
 * A konbini payment slip: where and with which numbers the shopper pays, and by when
 * (docs/rules/checkout-and-payments.md, "Konbini slip"). Answered by the state poll while a konbini
 * order is unpaid and its slip has been issued.
 */
export const KonbiniSlip = Type.Object({
  store: Type.Unsafe<KonbiniStore>(
    Type.String({
      enum: [...KONBINI_STORES],
      description: 'the chain the slip is for (KOMOJU store names; `other` = a chain not listed)',
    }),
  ),
  receiptNumber: Type.String({
    description: 'the number to give at the store: 払込票番号 (Seven-Eleven) or 受付番号 / お客様番号',
  }),
  confirmationNumber: Type.String({ description: '確認番号 ("" when the store needs none)' }),
  deadline: unixTime('支払期限: pay before this instant, unix seconds'),
  instructionsUrl: Type.String({ description: 'the provider’s page with the slip ("" when it has none)' }),
});
export type KonbiniSlip = Static<typeof KonbiniSlip>;

/**
 * GET /v1/checkouts/{transactionId}. `status` uses OrderStatus values (docs/rules/checkout-and-payments.md#polling-the-result):
 * 1-3 success (1 pending), 4-5 canceled / refunded, 6 failed.
 */
export const CheckoutStateResponse = Type.Object({
  orderId: Type.String({ description: 'order id (= requestId used at checkout)' }),
  status: OrderStatusSchema,
  konbini: Type.Optional(KonbiniSlip),
});
export type CheckoutStateResponse = Static<typeof CheckoutStateResponse>;

/** GET /v1/guests/checkouts/{transactionId} (looked up with the session cookie). */
export const GuestCheckoutStateResponse = Type.Object({
  orderId: Type.String({ description: 'order id (= requestId used at checkout)' }),
  status: OrderStatusSchema,
  konbini: Type.Optional(KonbiniSlip),
});
export type GuestCheckoutStateResponse = Static<typeof GuestCheckoutStateResponse>;

const preCheckoutExperienceProperties = {
  experience: Experience,
  promotion: nullable(Promotion),
  subtotal: yen('sum of head count x price, JPY tax included'),
  discount: yen('promotion discount, JPY tax included'),
  total: yen('subtotal - discount, JPY tax included; echo it in the checkout body'),
  requestId: Type.String({ description: 'fresh id per call; send it back as the checkout requestId' }),
};

/** GET /v1/checkouts/experiences/{experienceId}. */
export const PreCheckoutExperienceResponse = Type.Object(preCheckoutExperienceProperties);
export type PreCheckoutExperienceResponse = Static<typeof PreCheckoutExperienceResponse>;

/** GET /v1/guests/checkouts/experiences/{experienceId} (same JSON as the signed-in variant). */
export const GuestPreCheckoutExperienceResponse = Type.Object(preCheckoutExperienceProperties);
export type GuestPreCheckoutExperienceResponse = Static<typeof GuestPreCheckoutExperienceResponse>;

function headCountQuery(who: string) {
  return Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_CHECKOUT_COUNT_PER_GROUP,
      default: 0,
      description: `number of ${who}`,
    }),
  );
}

/** Query of both pre-checkout GETs. */
export const PreCheckoutExperienceQuery = Type.Object({
  promotion: Type.Optional(
    Type.String({ default: '', description: 'promotion code; an invalid code is ignored' }),
  ),
  adult: headCountQuery('adults'),
  juniorHighSchool: headCountQuery('junior-high-school students'),
  elementarySchool: headCountQuery('elementary-school children'),
  preschool: headCountQuery('preschool children'),
  senior: headCountQuery('seniors'),
});
export type PreCheckoutExperienceQuery = Static<typeof PreCheckoutExperienceQuery>;
