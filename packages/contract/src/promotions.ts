/** Promotions (coupon codes): /v1/promotions/{code}. */
import { type Static, Type } from 'typebox';
import { id, unixTime } from './common.ts';
import { DiscountTypeSchema, PromotionStatusSchema } from './enums.ts';

export const Promotion = Type.Object({
  id: id('promotion id'),
  title: Type.String(),
  description: Type.String(),
  status: PromotionStatusSchema,
  discountType: DiscountTypeSchema,
  discountRate: Type.Integer({
    minimum: 0,
    description: 'discount: yen for AMOUNT, percent for RATE, 0 for FREE_SHIPPING',
  }),
  code: Type.String({ description: '8-character coupon code' }),
  startAt: unixTime('valid from, unix seconds'),
  endAt: unixTime('valid until, unix seconds'),
});
export type Promotion = Static<typeof Promotion>;

export const PromotionResponse = Type.Object({ promotion: Promotion });
export type PromotionResponse = Static<typeof PromotionResponse>;

/** 403 when the promotion is shop-scoped and `coordinatorId` is not its shop. */
export const GetPromotionQuery = Type.Object({
  coordinatorId: Type.Optional(Type.String({ default: '', description: 'shop the code is used for' })),
});
export type GetPromotionQuery = Static<typeof GetPromotionQuery>;
