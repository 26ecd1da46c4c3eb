/**
 * Wire enums (docs/data-model.md#enums), serialised as JSON integers: each is a const object
 * NAME -> value (`ProductStatus.FOR_SALE`) and the union type of its values. Runtime-free: the
 * TypeBox schemas (`ProductStatusSchema`…) are built from these objects in ../enums.ts.
 */

/** The union of a const enum object's values. */
export type EnumValues<T extends Record<string, number>> = T[keyof T];

export const DeliveryType = { UNKNOWN: 0, NORMAL: 1, REFRIGERATED: 2, FROZEN: 3 } as const;
export type DeliveryType = EnumValues<typeof DeliveryType>;

/**
 * 配送時間帯 of a product order: none (指定なし), or one of the five slots Japan's home-delivery
 * carriers all offer (docs/rules/checkout-and-payments.md, "Delivery date and time slot").
 */
export const DeliveryTimeSlot = {
  NONE: 0,
  MORNING: 1,
  FROM_14_TO_16: 2,
  FROM_16_TO_18: 3,
  FROM_18_TO_20: 4,
  FROM_19_TO_21: 5,
} as const;
export type DeliveryTimeSlot = EnumValues<typeof DeliveryTimeSlot>;

export const DiscountType = { UNKNOWN: 0, AMOUNT: 1, RATE: 2, FREE_SHIPPING: 3 } as const;
export type DiscountType = EnumValues<typeof DiscountType>;

export const ExperienceReviewReactionType = { UNKNOWN: 0, LIKE: 1, DISLIKE: 2 } as const;
export type ExperienceReviewReactionType = EnumValues<typeof ExperienceReviewReactionType>;

export const ExperienceStatus = { UNKNOWN: 0, WAITING: 1, ACCEPTING: 2, SOLD_OUT: 3, FINISHED: 4 } as const;
export type ExperienceStatus = EnumValues<typeof ExperienceStatus>;

export const FulfillmentStatus = { UNKNOWN: 0, UNFULFILLED: 1, FULFILLED: 2 } as const;
export type FulfillmentStatus = EnumValues<typeof FulfillmentStatus>;

/** Server-side name: RefundType. */
export const OrderRefundType = { NONE: 0, CANCELED: 1, REFUNDED: 2 } as const;
export type OrderRefundType = EnumValues<typeof OrderRefundType>;

export const OrderStatus = {
  UNKNOWN: 0,
  UNPAID: 1,
  PREPARING: 2,
  COMPLETED: 3,
  CANCELED: 4,
  REFUNDED: 5,
  FAILED: 6,
} as const;
export type OrderStatus = EnumValues<typeof OrderStatus>;

export const OrderType = { UNKNOWN: 0, PRODUCT: 1, EXPERIENCE: 2 } as const;
export type OrderType = EnumValues<typeof OrderType>;

/** Which of these checkout accepts, and what it answers for the others: docs/rules/checkout-and-payments.md, "Payment methods". */
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
export type PaymentMethodType = EnumValues<typeof PaymentMethodType>;

/**
 * docs/data-model.md#enums ("Order and payment status: UNPAID 1 ... FAILED 6") wins over the original server's
 * PaymentStatus (1 unpaid, 2 paid, 3 canceled, 4 failed): payment status shares OrderStatus values.
 */
export const PaymentStatus = {
  UNKNOWN: 0,
  UNPAID: 1,
  PREPARING: 2,
  COMPLETED: 3,
  CANCELED: 4,
  REFUNDED: 5,
  FAILED: 6,
} as const;
export type PaymentStatus = EnumValues<typeof PaymentStatus>;

export const PaymentSystemStatus = { UNKNOWN: 0, IN_USE: 1, OUTAGE: 2 } as const;
export type PaymentSystemStatus = EnumValues<typeof PaymentSystemStatus>;

export const ProductReviewReactionType = { UNKNOWN: 0, LIKE: 1, DISLIKE: 2 } as const;
export type ProductReviewReactionType = EnumValues<typeof ProductReviewReactionType>;

export const ProductStatus = { UNKNOWN: 0, PRESALE: 1, FOR_SALE: 2, OUT_OF_SALES: 3 } as const;
export type ProductStatus = EnumValues<typeof ProductStatus>;

export const PromotionStatus = { UNKNOWN: 0, PRIVATE: 1, WAITING: 2, ENABLED: 3, FINISHED: 4 } as const;
export type PromotionStatus = EnumValues<typeof PromotionStatus>;

export const ScheduleStatus = { UNKNOWN: 0, WAITING: 1, LIVE: 2, CLOSED: 3, ARCHIVED: 4 } as const;
export type ScheduleStatus = EnumValues<typeof ScheduleStatus>;

export const ShippingCarrier = { UNKNOWN: 0, YAMATO: 1, SAGAWA: 2 } as const;
export type ShippingCarrier = EnumValues<typeof ShippingCarrier>;

export const ShippingSize = { UNKNOWN: 0, SIZE60: 1, SIZE80: 2, SIZE100: 3 } as const;
export type ShippingSize = EnumValues<typeof ShippingSize>;

/** Wire values follow the original server, which also has 3 = PICKUP (the old client enum lacks it). */
export const ShippingType = { UNKNOWN: 0, NORMAL: 1, FROZEN: 2, PICKUP: 3 } as const;
export type ShippingType = EnumValues<typeof ShippingType>;

export const SpotUserType = { UNKNOWN: 0, USER: 1, COORDINATOR: 2, PRODUCER: 3 } as const;
export type SpotUserType = EnumValues<typeof SpotUserType>;

export const StorageMethodType = {
  UNKNOWN: 0,
  NORMAL: 1,
  COOL_DARK_PLACE: 2,
  REFRIGERATED: 3,
  FROZEN: 4,
} as const;
export type StorageMethodType = EnumValues<typeof StorageMethodType>;

/** `SUCEEDED` (sic) is the spelling of docs/data-model.md#enums and the client; `SUCCEEDED` is an alias with the same value. */
export const UploadStatus = { UNKNOWN: 0, WAITING: 1, SUCEEDED: 2, SUCCEEDED: 2, FAILED: 3 } as const;
export type UploadStatus = EnumValues<typeof UploadStatus>;

/** Go time.Weekday. */
export const Weekday = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
} as const;
export type Weekday = EnumValues<typeof Weekday>;
