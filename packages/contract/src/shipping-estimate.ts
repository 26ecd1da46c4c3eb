/**
 * Shipping estimate of one unit of a product: GET /v1/products/{productId}/shipping-estimate.
 * The storefront's product page shows it before anything is in the cart; the cart charges the
 * same fee for that one unit (docs/rules/shipping-fees.md).
 */
import { type Static, Type } from 'typebox';
import { nullable, yen } from './common.ts';
import { ShippingSizeSchema, ShippingTypeSchema } from './enums.ts';
import { PrefectureCodeSchema } from './prefectures.ts';

export const ShippingEstimateQuery = Type.Object({
  prefectureCode: PrefectureCodeSchema,
});
export type ShippingEstimateQuery = Static<typeof ShippingEstimateQuery>;

export const EstimatedBox = Type.Object({
  size: ShippingSizeSchema,
  type: ShippingTypeSchema,
});
export type EstimatedBox = Static<typeof EstimatedBox>;

export const ShippingEstimateResponse = Type.Object({
  productId: Type.String(),
  coordinatorId: Type.String(),
  prefectureCode: PrefectureCodeSchema,
  boxes: Type.Array(EstimatedBox, { description: 'the box(es) one unit is packed into' }),
  price: yen('price of the one unit, JPY tax included (the subtotal the free-shipping rule compares)'),
  shippingFee: nullable(
    yen(
      'shipping fee of one unit to the prefecture, JPY tax included; null when the shop does not ship there',
    ),
  ),
  freeShippingThreshold: nullable(
    yen(
      'the shop ships free from this subtotal (JPY, tax included, before coupons) up; null when it does not',
    ),
  ),
});
export type ShippingEstimateResponse = Static<typeof ShippingEstimateResponse>;
