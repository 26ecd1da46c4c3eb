import { KUMAMOTO_PRODUCTS } from './products/kumamoto.ts';
import { NAGANO_PRODUCTS } from './products/nagano.ts';
import { OKINAWA_PRODUCTS } from './products/okinawa.ts';
import type { ProductSeed } from './products/product-seed.ts';
import { SHIZUOKA_PRODUCTS } from './products/shizuoka.ts';
import { TOKACHI_PRODUCTS } from './products/tokachi.ts';
import { WAKAYAMA_PRODUCTS } from './products/wakayama.ts';
import { YAMAGATA_PRODUCTS } from './products/yamagata.ts';

export type { ProductSeed } from './products/product-seed.ts';

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
