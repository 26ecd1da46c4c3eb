/**
 * Integer values stored in enum columns. Wire-visible enums are the contract's (docs/data-model.md,
 * "Enums"), so rows serialise without mapping; the rest are storage-only.
 */
export {
  DeliveryType,
  DiscountType,
  ExperienceStatus,
  FulfillmentStatus,
  OrderRefundType,
  OrderStatus,
  OrderType,
  PaymentMethodType,
  PaymentStatus,
  PaymentSystemStatus,
  ProductStatus,
  PromotionStatus,
  ScheduleStatus,
  ShippingCarrier,
  ShippingSize,
  ShippingType,
  SpotUserType,
  StorageMethodType,
  UploadStatus,
  Weekday,
} from '@hatake/contract';

/** Which payment provider handles a method / handled an order. */
export const PaymentProviderType = { UNKNOWN: 0, SANDBOX: 1, KOMOJU: 2 } as const;
/** ONCE: each user may redeem the code once; ALWAYS: unlimited within the period (and `usageLimit`). */
export const PromotionCodeType = { UNKNOWN: 0, ONCE: 1, ALWAYS: 2 } as const;
/** MEMBER: registered account; GUEST: created by guest checkout (upserted by e-mail). */
export const UserType = { UNKNOWN: 0, MEMBER: 1, GUEST: 2 } as const;
export const AuthProviderType = { UNKNOWN: 0, EMAIL: 1, GOOGLE: 2, LINE: 3 } as const;
export const VerificationPurpose = { UNKNOWN: 0, SIGN_UP: 1, EMAIL_CHANGE: 2, PASSWORD_RESET: 3 } as const;
