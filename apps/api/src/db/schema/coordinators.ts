import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, updatedAt } from './columns.ts';

/**
 * Coordinators run a shop (marche) and present producers. `prefecture` (the name) is derived from
 * `prefectureCode` on read.
 */
export const coordinators = pgTable(
  'coordinators',
  {
    id: idColumn(),
    marcheName: text('marche_name').notNull(),
    username: text('username').notNull(),
    profile: text('profile').notNull().default(''),
    /** English twin shown under /en and matched by search ("" = none: the storefront shows the Japanese). */
    marcheNameEn: text('marche_name_en').notNull().default(''),
    profileEn: text('profile_en').notNull().default(''),
    /** Product types the marche handles (product_types.id). */
    productTypeIds: text('product_type_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Shipping weekdays, Weekday ints (0 = Sunday). */
    businessDays: integer('business_days').array().notNull().default(sql`'{}'::integer[]`),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    headerUrl: text('header_url').notNull().default(''),
    promotionVideoUrl: text('promotion_video_url').notNull().default(''),
    instagramId: text('instagram_id').notNull().default(''),
    facebookId: text('facebook_id').notNull().default(''),
    /** 1–47 */
    prefectureCode: integer('prefecture_code').notNull(),
    city: text('city').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coordinators_updated_at_idx').on(t.updatedAt),
    index('coordinators_created_at_idx').on(t.createdAt),
  ],
);

/** Producers presented by a coordinator. */
export const producers = pgTable(
  'producers',
  {
    id: idColumn(),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    username: text('username').notNull(),
    profile: text('profile').notNull().default(''),
    /** English twin shown under /en and matched by search ("" = none: the storefront shows the Japanese). */
    usernameEn: text('username_en').notNull().default(''),
    profileEn: text('profile_en').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    headerUrl: text('header_url').notNull().default(''),
    promotionVideoUrl: text('promotion_video_url').notNull().default(''),
    instagramId: text('instagram_id').notNull().default(''),
    facebookId: text('facebook_id').notNull().default(''),
    /** 1–47 */
    prefectureCode: integer('prefecture_code').notNull(),
    city: text('city').notNull().default(''),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('producers_coordinator_id_idx').on(t.coordinatorId),
    index('producers_updated_at_idx').on(t.updatedAt),
  ],
);
