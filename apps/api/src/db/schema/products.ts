import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, type MediaItem, timestamptz, updatedAt } from './columns.ts';
import { coordinators, producers } from './coordinators.ts';

export const categories = pgTable('categories', {
  id: idColumn(),
  name: text('name').notNull().unique('categories_name_uq'),
  /** English name shown under /en ("" = none yet: the storefront shows `name`). */
  nameEn: text('name_en').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productTypes = pgTable(
  'product_types',
  {
    id: idColumn(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** English name shown under /en ("" = none yet: the storefront shows `name`). */
    nameEn: text('name_en').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_types_category_name_uq').on(t.categoryId, t.name),
    index('product_types_category_id_idx').on(t.categoryId),
  ],
);

export const productTags = pgTable('product_tags', {
  id: idColumn(),
  name: text('name').notNull().unique('product_tags_name_uq'),
  /** English name shown under /en ("" = none yet: the storefront shows `name`). */
  nameEn: text('name_en').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Products. The wire `status` is derived, not stored: not public → UNKNOWN; now < startAt →
 * PRESALE; now < endAt → FOR_SALE; else OUT_OF_SALES. Stock is `inventory`, decremented with a
 * conditional update inside the order transaction (docs/rules/checkout-and-payments.md). The wire `thumbnailUrl` is the
 * media item with isThumbnail (else the first); `originPrefecture` is derived from the code; the
 * wire `weight` is kilograms = weight / 1000.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    producerId: text('producer_id')
      .notNull()
      .references(() => producers.id),
    /** Kept equal to the product type's category. */
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    productTypeId: text('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productTagIds: text('product_tag_ids').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** English twin shown under /en and matched by search ("" = none: the storefront shows the Japanese). */
    nameEn: text('name_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** false = private (hidden everywhere). */
    public: boolean('public').notNull().default(true),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    /** JPY, tax included */
    price: integer('price').notNull(),
    /** Purchase cost, JPY (not on the wire). */
    cost: integer('cost').notNull().default(0),
    inventory: integer('inventory').notNull().default(0),
    /** Grams (shipping weight of one unit). */
    weight: integer('weight').notNull().default(0),
    itemUnit: text('item_unit').notNull().default(''),
    itemDescription: text('item_description').notNull().default(''),
    /** DeliveryType */
    deliveryType: integer('delivery_type').notNull(),
    /** StorageMethodType */
    storageMethodType: integer('storage_method_type').notNull(),
    /** Best-before, in days after delivery. */
    expirationDate: integer('expiration_date').notNull().default(0),
    recommendedPoint1: text('recommended_point1').notNull().default(''),
    recommendedPoint2: text('recommended_point2').notNull().default(''),
    recommendedPoint3: text('recommended_point3').notNull().default(''),
    /** % of a size-60 box one unit occupies (0–600; >100 means it does not fit). */
    box60Rate: integer('box60_rate').notNull().default(0),
    /** % of a size-80 box (0–250). */
    box80Rate: integer('box80_rate').notNull().default(0),
    /** % of a size-100 box (0–100). */
    box100Rate: integer('box100_rate').notNull().default(0),
    /** 1–47 */
    originPrefectureCode: integer('origin_prefecture_code').notNull(),
    originCity: text('origin_city').notNull().default(''),
    /** Manual order within the coordinator's shop (ascending). */
    coordinatorPriority: integer('coordinator_priority').notNull().default(0),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_coordinator_id_idx').on(t.coordinatorId),
    index('products_producer_id_idx').on(t.producerId),
    index('products_category_id_idx').on(t.categoryId),
    index('products_product_type_id_idx').on(t.productTypeId),
    index('products_end_at_idx').on(t.endAt),
    index('products_start_at_idx').on(t.startAt),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.price),
    index('products_origin_prefecture_code_idx').on(t.originPrefectureCode),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_inventory_check', sql`${t.inventory} >= 0`),
    check('products_weight_check', sql`${t.weight} >= 0`),
    check(
      'products_box_rate_check',
      sql`${t.box60Rate} between 0 and 600 and ${t.box80Rate} between 0 and 250 and ${t.box100Rate} between 0 and 100`,
    ),
    check('products_prefecture_check', sql`${t.originPrefectureCode} between 1 and 47`),
    check('products_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);
