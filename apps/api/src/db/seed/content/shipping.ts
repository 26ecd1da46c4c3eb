import type { ShippingRate } from '../../schema/shipping.ts';

/** Regional groups of prefecture codes (each code 1–47 exactly once). */
export const SHIPPING_REGIONS = [
  { name: '北海道', prefectureCodes: [1] },
  { name: '東北', prefectureCodes: [2, 3, 4, 5, 6, 7] },
  { name: '関東', prefectureCodes: [8, 9, 10, 11, 12, 13, 14, 19] },
  { name: '信越', prefectureCodes: [15, 20] },
  { name: '北陸', prefectureCodes: [16, 17, 18] },
  { name: '東海', prefectureCodes: [21, 22, 23, 24] },
  { name: '近畿', prefectureCodes: [25, 26, 27, 28, 29, 30] },
  { name: '中国', prefectureCodes: [31, 32, 33, 34, 35] },
  { name: '四国', prefectureCodes: [36, 37, 38, 39] },
  { name: '九州', prefectureCodes: [40, 41, 42, 43, 44, 45, 46] },
  { name: '沖縄', prefectureCodes: [47] },
] as const;

type RegionName = (typeof SHIPPING_REGIONS)[number]['name'];

export type ShippingSeed = {
  /** undefined = the platform default */
  coordinator?: string;
  name: string;
  /** Size-60 price per region; size 80 and 100 add fixed steps. */
  box60: Record<RegionName, number>;
  step80: number;
  step100: number;
  frozen: [number, number, number];
  hasFreeShipping: boolean;
  freeShippingRates: number;
};

export const SHIPPINGS: ShippingSeed[] = [
  {
    name: '標準配送料',
    box60: {
      北海道: 1600,
      東北: 1200,
      関東: 1000,
      信越: 1000,
      北陸: 1100,
      東海: 1000,
      近畿: 1100,
      中国: 1200,
      四国: 1200,
      九州: 1400,
      沖縄: 2000,
    },
    step80: 350,
    step100: 700,
    frozen: [330, 440, 660],
    hasFreeShipping: true,
    freeShippingRates: 10000,
  },
  {
    coordinator: 'tokachi',
    name: '北海道からの配送料',
    box60: {
      北海道: 900,
      東北: 1300,
      関東: 1500,
      信越: 1500,
      北陸: 1500,
      東海: 1600,
      近畿: 1700,
      中国: 1800,
      四国: 1800,
      九州: 1900,
      沖縄: 2600,
    },
    step80: 350,
    step100: 700,
    frozen: [330, 440, 660],
    hasFreeShipping: true,
    freeShippingRates: 12000,
  },
  {
    coordinator: 'kumamoto',
    name: '九州からの配送料',
    box60: {
      北海道: 2000,
      東北: 1700,
      関東: 1400,
      信越: 1400,
      北陸: 1300,
      東海: 1300,
      近畿: 1100,
      中国: 1000,
      四国: 1000,
      九州: 900,
      沖縄: 1500,
    },
    step80: 300,
    step100: 600,
    frozen: [330, 440, 660],
    hasFreeShipping: false,
    freeShippingRates: 0,
  },
  {
    coordinator: 'okinawa',
    name: '沖縄からの配送料',
    box60: {
      北海道: 2600,
      東北: 2300,
      関東: 2000,
      信越: 2000,
      北陸: 2000,
      東海: 1900,
      近畿: 1800,
      中国: 1700,
      四国: 1700,
      九州: 1500,
      沖縄: 800,
    },
    step80: 400,
    step100: 800,
    frozen: [330, 440, 660],
    hasFreeShipping: true,
    freeShippingRates: 15000,
  },
];

/** The rate table of one box size: one numbered rate per region. */
export const shippingRates = (seed: ShippingSeed, extra: number): ShippingRate[] =>
  SHIPPING_REGIONS.map((region, index) => ({
    number: index + 1,
    name: region.name,
    price: seed.box60[region.name] + extra,
    prefectureCodes: [...region.prefectureCodes],
  }));
