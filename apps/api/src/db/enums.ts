/**
 * Integer values stored in enum columns. Wire-visible enums hold exactly the values of SPEC.md §4 /
 * api-contract §3 so rows can be serialised without mapping; the rest are storage-only.
 * (When packages/contract exports the same constants, these can become re-exports.)
 */

export type ValueOf<T> = T[keyof T];

/** SPEC §4 product status (derived from `public`, `startAt`, `endAt`; not stored). */
export const ProductStatus = { UNKNOWN: 0, PRESALE: 1, FOR_SALE: 2, OUT_OF_SALES: 3 } as const;
/** SPEC §4 experience status (derived from `public`, `soldOut`, `startAt`, `endAt`; not stored). */
export const ExperienceStatus = { UNKNOWN: 0, WAITING: 1, ACCEPTING: 2, SOLD_OUT: 3, FINISHED: 4 } as const;
/** SPEC §4 live schedule status (derived from the window and `archiveUrl`; not stored). */
export const ScheduleStatus = { UNKNOWN: 0, WAITING: 1, LIVE: 2, CLOSED: 3, ARCHIVED: 4 } as const;
/** SPEC §4 order status, also used for the payment status column. */
export const OrderStatus = {
  UNKNOWN: 0,
  UNPAID: 1,
  PREPARING: 2,
  COMPLETED: 3,
  CANCELED: 4,
  REFUNDED: 5,
  FAILED: 6,
} as const;
export const OrderType = { UNKNOWN: 0, PRODUCT: 1, EXPERIENCE: 2 } as const;
export const PaymentMethodType = {
  UNKNOWN: 0,
  CASH: 1,
  CREDIT_CARD: 2,
  KONBINI: 3,
  BANK_TRANSFER: 4,
  PAYPAY: 5,
  LINE_PAY: 6,
  MERPAY: 7,
  RAKUTEN_PAY: 8,
  AU_PAY: 9,
  FREE: 10,
  PAIDY: 11,
  PAY_EASY: 12,
} as const;
export const PaymentSystemStatus = { UNKNOWN: 0, IN_USE: 1, OUTAGE: 2 } as const;
/** Which payment provider handles a method / handled an order. */
export const PaymentProviderType = { UNKNOWN: 0, SANDBOX: 1, KOMOJU: 2 } as const;
export const UploadStatus = { UNKNOWN: 0, WAITING: 1, SUCEEDED: 2, FAILED: 3 } as const;
export const DeliveryType = { UNKNOWN: 0, NORMAL: 1, REFRIGERATED: 2, FROZEN: 3 } as const;
export const StorageMethodType = {
  UNKNOWN: 0,
  NORMAL: 1,
  COOL_DARK_PLACE: 2,
  REFRIGERATED: 3,
  FROZEN: 4,
} as const;
export const DiscountType = { UNKNOWN: 0, AMOUNT: 1, RATE: 2, FREE_SHIPPING: 3 } as const;
/** ONCE: each user may redeem the code once; ALWAYS: unlimited within the period (and `usageLimit`). */
export const PromotionCodeType = { UNKNOWN: 0, ONCE: 1, ALWAYS: 2 } as const;
export const FulfillmentStatus = { UNKNOWN: 0, UNFULFILLED: 1, FULFILLED: 2 } as const;
export const ShippingCarrier = { UNKNOWN: 0, YAMATO: 1, SAGAWA: 2 } as const;
export const ShippingType = { UNKNOWN: 0, NORMAL: 1, FROZEN: 2, PICKUP: 3 } as const;
export const ShippingSize = { UNKNOWN: 0, SIZE60: 1, SIZE80: 2, SIZE100: 3 } as const;
export const RefundType = { NONE: 0, CANCELED: 1, REFUNDED: 2 } as const;
export const ReactionType = { UNKNOWN: 0, LIKE: 1, DISLIKE: 2 } as const;
export const SpotUserType = { UNKNOWN: 0, USER: 1, COORDINATOR: 2, PRODUCER: 3 } as const;
/** Weekday of `coordinators.business_days` (Go time.Weekday: 0 = Sunday). */
export const Weekday = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
} as const;
/** MEMBER: registered account; GUEST: created by guest checkout (upserted by e-mail). */
export const UserType = { UNKNOWN: 0, MEMBER: 1, GUEST: 2 } as const;
export const AuthProviderType = { UNKNOWN: 0, EMAIL: 1, GOOGLE: 2, LINE: 3 } as const;
export const VerificationPurpose = { UNKNOWN: 0, SIGN_UP: 1, EMAIL_CHANGE: 2, PASSWORD_RESET: 3 } as const;
