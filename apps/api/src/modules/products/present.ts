import {
  type DeliveryType,
  type LiveProduct,
  type Product,
  prefectureName,
  type Rate,
  type StorageMethodType,
} from '@hatake/contract';
import type { products } from '../../db/schema/index.ts';
import { thumbnailFirst, thumbnailOf } from '../../lib/media.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { EMPTY_RATE } from '../reviews/index.ts';
import { productStatus } from './status.ts';

export type ProductRow = typeof products.$inferSelect;

/** Grams in the database, kilograms with one decimal on the wire. */
const gramsToKilograms = (grams: number): number => Math.round(grams / 100) / 10;

export const presentProduct = (row: ProductRow, rate: Rate | undefined, now: Date): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
  status: productStatus(row, now),
  coordinatorId: row.coordinatorId,
  producerId: row.producerId,
  categoryId: row.categoryId,
  productTypeId: row.productTypeId,
  productTagIds: row.productTagIds,
  thumbnailUrl: thumbnailOf(row.media),
  media: thumbnailFirst(row.media),
  price: row.price,
  inventory: row.inventory,
  weight: gramsToKilograms(row.weight),
  itemUnit: row.itemUnit,
  itemDescription: row.itemDescription,
  deliveryType: row.deliveryType as DeliveryType,
  recommendedPoint1: row.recommendedPoint1,
  recommendedPoint2: row.recommendedPoint2,
  recommendedPoint3: row.recommendedPoint3,
  expirationDate: row.expirationDate,
  storageMethodType: row.storageMethodType as StorageMethodType,
  box60Rate: row.box60Rate,
  box80Rate: row.box80Rate,
  box100Rate: row.box100Rate,
  originPrefecture: prefectureName(row.originPrefectureCode),
  originCity: row.originCity,
  rate: rate ?? EMPTY_RATE,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
});

export const presentLiveProduct = (row: ProductRow): LiveProduct => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  price: row.price,
  inventory: row.inventory,
  thumbnailUrl: thumbnailOf(row.media),
});
