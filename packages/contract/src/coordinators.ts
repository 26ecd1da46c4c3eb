/** Coordinators (shops / marches): /v1/coordinators*. */
import { type Static, Type } from 'typebox';
import { id, total, yen } from './common.ts';
import { Experience } from './experiences.ts';
import { PrefectureSchema } from './prefectures.ts';
import { Product, ProductType } from './products.ts';
import { Coordinator, Producer } from './profiles.ts';
import { ArchiveSummary, LiveSummary } from './schedules.ts';
import { VideoSummary } from './videos.ts';

export { Coordinator } from './profiles.ts';

/** One row of a box-size rate table: the price for a set of destination prefectures. */
export const ShippingRate = Type.Object({
  number: Type.Integer({ minimum: 0, description: 'row number' }),
  name: Type.String({ description: 'rate name' }),
  price: yen('shipping fee, JPY tax included'),
  prefectures: Type.Array(Type.String(), { description: 'prefecture NAMES in Japanese' }),
  prefectureCodes: Type.Array(PrefectureSchema, {
    description: 'prefecture codes (same order as `prefectures`)',
  }),
});
export type ShippingRate = Static<typeof ShippingRate>;

/** Shipping-fee settings of a coordinator's shop. */
export const Shipping = Type.Object({
  id: id('shipping id'),
  box60Rates: Type.Array(ShippingRate, { description: 'rates for size-60 boxes' }),
  box60Frozen: yen('frozen surcharge for a size-60 box, JPY'),
  box80Rates: Type.Array(ShippingRate, { description: 'rates for size-80 boxes' }),
  box80Frozen: yen('frozen surcharge for a size-80 box, JPY'),
  box100Rates: Type.Array(ShippingRate, { description: 'rates for size-100 boxes' }),
  box100Frozen: yen('frozen surcharge for a size-100 box, JPY'),
  hasFreeShipping: Type.Boolean({ description: 'free-shipping threshold enabled' }),
  freeShippingRates: yen('order subtotal (JPY) from which shipping is free'),
});
export type Shipping = Static<typeof Shipping>;

export const CoordinatorsResponse = Type.Object({
  coordinators: Type.Array(Coordinator),
  productTypes: Type.Array(ProductType),
  total: total(),
});
export type CoordinatorsResponse = Static<typeof CoordinatorsResponse>;

export const CoordinatorResponse = Type.Object({
  coordinator: Coordinator,
  shipping: Shipping,
  lives: Type.Array(LiveSummary),
  archives: Type.Array(ArchiveSummary),
  productTypes: Type.Array(ProductType),
  producers: Type.Array(Producer),
  products: Type.Array(Product),
  experiences: Type.Array(Experience),
  videos: Type.Array(VideoSummary),
});
export type CoordinatorResponse = Static<typeof CoordinatorResponse>;
