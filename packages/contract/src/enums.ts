/**
 * Wire enums (docs/data-model.md#enums). Every enum is serialised as a JSON integer.
 * Each enum has three exports sharing one name family:
 *   - `Foo`       const object NAME -> value (use at runtime: `Foo.BAR`), from ./values/enums.ts
 *   - `Foo`       union type of the values, from ./values/enums.ts
 *   - `FooSchema` TypeBox integer schema (`{type:'integer', enum:[...]}`) whose description lists name=value,
 *                 built here from the const object (one source for every value)
 */
import { type TUnsafe, Type } from 'typebox';
import {
  DeliveryTimeSlot,
  DeliveryType,
  DiscountType,
  type EnumValues,
  ExperienceReviewReactionType,
  ExperienceStatus,
  FulfillmentStatus,
  OrderRefundType,
  OrderStatus,
  OrderType,
  PaymentMethodType,
  PaymentStatus,
  PaymentSystemStatus,
  ProductReviewReactionType,
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
} from './values/enums.ts';

export {
  DeliveryTimeSlot,
  DeliveryType,
  DiscountType,
  ExperienceReviewReactionType,
  ExperienceStatus,
  FulfillmentStatus,
  OrderRefundType,
  OrderStatus,
  OrderType,
  PaymentMethodType,
  PaymentStatus,
  PaymentSystemStatus,
  ProductReviewReactionType,
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
} from './values/enums.ts';

/** JSON-schema keywords of an integer enum schema (readable at runtime, e.g. to build select options). */
export interface IntegerEnumKeywords {
  readonly type: 'integer';
  readonly enum: readonly number[];
  readonly description: string;
}

/** Builds `{ type: 'integer', enum: [...] }` typed as the union of the const object's values. */
export function integerEnum<const T extends Record<string, number>>(
  name: string,
  values: T,
  note?: string,
): TUnsafe<EnumValues<T>> & IntegerEnumKeywords {
  const codes = [...new Set(Object.values(values))].sort((a, b) => a - b);
  const names = Object.entries(values)
    .map(([key, value]) => `${value}=${key}`)
    .join(', ');
  const description = `${name}: ${names}${note ? `. ${note}` : ''}`;
  const schema = Type.Unsafe<EnumValues<T>>(Type.Integer({ enum: codes, description }));
  return schema as typeof schema & IntegerEnumKeywords;
}

export const DeliveryTimeSlotSchema = integerEnum(
  'DeliveryTimeSlot',
  DeliveryTimeSlot,
  '0 = no preference (指定なし); 1 = morning (午前中, 8–12), then 14–16, 16–18, 18–20, 19–21',
);
export const DeliveryTypeSchema = integerEnum('DeliveryType', DeliveryType);
export const DiscountTypeSchema = integerEnum('DiscountType', DiscountType);
export const ExperienceReviewReactionTypeSchema = integerEnum(
  'ExperienceReviewReactionType',
  ExperienceReviewReactionType,
);
export const ExperienceStatusSchema = integerEnum('ExperienceStatus', ExperienceStatus);
export const FulfillmentStatusSchema = integerEnum('FulfillmentStatus', FulfillmentStatus);
export const OrderRefundTypeSchema = integerEnum('OrderRefundType', OrderRefundType);
export const OrderStatusSchema = integerEnum('OrderStatus', OrderStatus);
export const OrderTypeSchema = integerEnum('OrderType', OrderType);
export const PaymentMethodTypeSchema = integerEnum('PaymentMethodType', PaymentMethodType);
export const PaymentStatusSchema = integerEnum(
  'PaymentStatus',
  PaymentStatus,
  'Same values as OrderStatus (docs/data-model.md#enums)',
);
export const PaymentSystemStatusSchema = integerEnum('PaymentSystemStatus', PaymentSystemStatus);
export const ProductReviewReactionTypeSchema = integerEnum(
  'ProductReviewReactionType',
  ProductReviewReactionType,
);
export const ProductStatusSchema = integerEnum('ProductStatus', ProductStatus);
export const PromotionStatusSchema = integerEnum('PromotionStatus', PromotionStatus);
export const ScheduleStatusSchema = integerEnum('ScheduleStatus', ScheduleStatus);
export const ShippingCarrierSchema = integerEnum('ShippingCarrier', ShippingCarrier);
export const ShippingSizeSchema = integerEnum('ShippingSize', ShippingSize);
export const ShippingTypeSchema = integerEnum('ShippingType', ShippingType);
export const SpotUserTypeSchema = integerEnum('SpotUserType', SpotUserType);
export const StorageMethodTypeSchema = integerEnum('StorageMethodType', StorageMethodType);
export const UploadStatusSchema = integerEnum('UploadStatus', UploadStatus);
export const WeekdaySchema = integerEnum('Weekday', Weekday);
