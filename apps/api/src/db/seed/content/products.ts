import type { Motif, PaletteName } from '../images.ts';
import type { ProductTagKey, ProductTypeKey } from './catalog.ts';
import { KUMAMOTO_PRODUCTS } from './products/kumamoto.ts';
import { NAGANO_PRODUCTS } from './products/nagano.ts';
import { OKINAWA_PRODUCTS } from './products/okinawa.ts';
import { SHIZUOKA_PRODUCTS } from './products/shizuoka.ts';
import { TOKACHI_PRODUCTS } from './products/tokachi.ts';
import { WAKAYAMA_PRODUCTS } from './products/wakayama.ts';
import { YAMAGATA_PRODUCTS } from './products/yamagata.ts';

export type ProductSeed = {
  key: string;
  producer: string;
  type: ProductTypeKey;
  tags: ProductTagKey[];
  name: string;
  description: string;
  /** JPY, tax included */
  price: number;
  inventory: number;
  /** grams */
  weight: number;
  itemUnit: string;
  itemDescription: string;
  deliveryType: number;
  storageMethodType: number;
  /** days */
  expirationDate: number;
  points: [string, string, string];
  /** box occupancy % for sizes 60 / 80 / 100 */
  box: [number, number, number];
  originPrefectureCode: number;
  originCity: string;
  /** Sales start relative to the seed time, in days (negative = already on sale). */
  startInDays: number;
  picture: { motif: Motif; palette: PaletteName };
};

/** Every demo product, marche by marche (products/<marche>.ts), in the order the marches are written. */
export const PRODUCTS: ProductSeed[] = [
  ...TOKACHI_PRODUCTS,
  ...YAMAGATA_PRODUCTS,
  ...NAGANO_PRODUCTS,
  ...SHIZUOKA_PRODUCTS,
  ...WAKAYAMA_PRODUCTS,
  ...KUMAMOTO_PRODUCTS,
  ...OKINAWA_PRODUCTS,
];
