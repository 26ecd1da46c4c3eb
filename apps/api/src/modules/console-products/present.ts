import type { ConsoleProduct } from '@hatake/contract';
import type { MediaItem, products } from '../../db/schema/index.ts';
import { productStatus } from '../products/index.ts';

export type ProductRow = typeof products.$inferSelect;

const seconds = (date: Date): number => Math.max(0, Math.floor(date.getTime() / 1000));

/** The thumbnail medium: the one marked, else the first; "" without media. */
export const thumbnailOf = (media: readonly MediaItem[]): string =>
  (media.find((item) => item.isThumbnail) ?? media[0])?.url ?? '';

/** A product as the console shows and edits it: every stored field the console writes. */
export const presentConsoleProduct = (row: ProductRow, now: Date = new Date()): ConsoleProduct => ({
  id: row.id,
  coordinatorId: row.coordinatorId,
  producerId: row.producerId,
  categoryId: row.categoryId,
  productTypeId: row.productTypeId,
  productTagIds: row.productTagIds,
  name: row.name,
  description: row.description,
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
  public: row.public,
  status: productStatus(row, now),
  media: row.media,
  thumbnailUrl: thumbnailOf(row.media),
  price: row.price,
  cost: row.cost,
  inventory: row.inventory,
  weightGrams: row.weight,
  itemUnit: row.itemUnit,
  itemDescription: row.itemDescription,
  deliveryType: row.deliveryType as ConsoleProduct['deliveryType'],
  storageMethodType: row.storageMethodType as ConsoleProduct['storageMethodType'],
  expirationDate: row.expirationDate,
  recommendedPoint1: row.recommendedPoint1,
  recommendedPoint2: row.recommendedPoint2,
  recommendedPoint3: row.recommendedPoint3,
  box60Rate: row.box60Rate,
  box80Rate: row.box80Rate,
  box100Rate: row.box100Rate,
  originPrefectureCode: row.originPrefectureCode,
  originCity: row.originCity,
  startAt: seconds(row.startAt),
  endAt: seconds(row.endAt),
  createdAt: seconds(row.createdAt),
  updatedAt: seconds(row.updatedAt),
});
