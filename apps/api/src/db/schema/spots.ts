import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, updatedAt } from './columns.ts';

export const spotTypes = pgTable('spot_types', {
  id: idColumn(),
  name: text('name').notNull().unique('spot_types_name_uq'),
  /** English name shown under /en ("" = none yet: the storefront shows `name`). */
  nameEn: text('name_en').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Places posted by users, coordinators or producers. `userId` points to users, coordinators or
 * producers depending on `userType` (SpotUserType), so it has no foreign key.
 */
export const spots = pgTable(
  'spots',
  {
    id: idColumn(),
    spotTypeId: text('spot_type_id').references(() => spotTypes.id),
    /** SpotUserType */
    userType: integer('user_type').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    /** 0 = unknown, else 1–47 */
    prefectureCode: integer('prefecture_code').notNull().default(0),
    city: text('city').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    approved: boolean('approved').notNull().default(true),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spots_spot_type_id_idx').on(t.spotTypeId),
    index('spots_user_idx').on(t.userType, t.userId),
    index('spots_location_idx').on(t.latitude, t.longitude),
    check(
      'spots_location_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);
