import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, type MediaItem, timestamptz, updatedAt } from './columns.ts';
import { coordinators, producers } from './coordinators.ts';

export const experienceTypes = pgTable('experience_types', {
  id: idColumn(),
  name: text('name').notNull().unique('experience_types_name_uq'),
  /** English name shown under /en ("" = none yet: the storefront shows `name`). */
  nameEn: text('name_en').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Farm experiences. The wire `status` is derived: not public → UNKNOWN; soldOut → SOLD_OUT;
 * now < startAt → WAITING; now < endAt → ACCEPTING; else FINISHED. `hostPrefecture` (the name) is
 * derived from `hostPrefectureCode`.
 */
export const experiences = pgTable(
  'experiences',
  {
    id: idColumn(),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    producerId: text('producer_id')
      .notNull()
      .references(() => producers.id),
    experienceTypeId: text('experience_type_id')
      .notNull()
      .references(() => experienceTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** English twin shown under /en and matched by search ("" = none: the storefront shows the Japanese). */
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    public: boolean('public').notNull().default(true),
    /** Capacity is managed by hand: true closes bookings. */
    soldOut: boolean('sold_out').notNull().default(false),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    /** JPY, tax included; adult = high-school age and older. */
    priceAdult: integer('price_adult').notNull(),
    priceJuniorHighSchool: integer('price_junior_high_school').notNull(),
    priceElementarySchool: integer('price_elementary_school').notNull(),
    pricePreschool: integer('price_preschool').notNull(),
    /** 65 and older */
    priceSenior: integer('price_senior').notNull(),
    recommendedPoint1: text('recommended_point1').notNull().default(''),
    recommendedPoint2: text('recommended_point2').notNull().default(''),
    recommendedPoint3: text('recommended_point3').notNull().default(''),
    promotionVideoUrl: text('promotion_video_url').notNull().default(''),
    /** Minutes */
    duration: integer('duration').notNull(),
    direction: text('direction').notNull().default(''),
    /** `hhmm` */
    businessOpenTime: text('business_open_time').notNull(),
    /** `hhmm`, after the opening time */
    businessCloseTime: text('business_close_time').notNull(),
    hostPostalCode: text('host_postal_code').notNull().default(''),
    /** 1–47 */
    hostPrefectureCode: integer('host_prefecture_code').notNull(),
    hostCity: text('host_city').notNull().default(''),
    hostAddressLine1: text('host_address_line1').notNull().default(''),
    hostAddressLine2: text('host_address_line2').notNull().default(''),
    hostLongitude: doublePrecision('host_longitude').notNull(),
    hostLatitude: doublePrecision('host_latitude').notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiences_coordinator_id_idx').on(t.coordinatorId),
    index('experiences_producer_id_idx').on(t.producerId),
    index('experiences_experience_type_id_idx').on(t.experienceTypeId),
    index('experiences_start_at_idx').on(t.startAt),
    index('experiences_end_at_idx').on(t.endAt),
    index('experiences_host_prefecture_code_idx').on(t.hostPrefectureCode),
    index('experiences_host_location_idx').on(t.hostLatitude, t.hostLongitude),
    check(
      'experiences_price_check',
      sql`${t.priceAdult} >= 0 and ${t.priceJuniorHighSchool} >= 0 and ${t.priceElementarySchool} >= 0 and ${t.pricePreschool} >= 0 and ${t.priceSenior} >= 0`,
    ),
    check(
      'experiences_location_check',
      sql`${t.hostLatitude} between -90 and 90 and ${t.hostLongitude} between -180 and 180`,
    ),
    check('experiences_prefecture_check', sql`${t.hostPrefectureCode} between 1 and 47`),
    check('experiences_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);
