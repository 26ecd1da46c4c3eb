import type { Motif, PaletteName } from '../../images.ts';
import type { ProductTagKey, ProductTypeKey } from '../catalog.ts';

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
