import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators, producers } from './coordinators.ts';

/**
 * Volunteer (blog) posts shown under /volunteer: farm-help days and their reports. `body` is plain
 * text; paragraphs are separated by a blank line.
 */
export const volunteerPosts = pgTable(
  'volunteer_posts',
  {
    id: idColumn(),
    title: text('title').notNull(),
    /** Author or organiser shown on the card. */
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    coordinatorId: text('coordinator_id').references(() => coordinators.id),
    producerId: text('producer_id').references(() => producers.id),
    placeName: text('place_name').notNull().default(''),
    /** 0 = none, else 1–47 */
    prefectureCode: integer('prefecture_code').notNull().default(0),
    /** Where the event takes place, degrees; both null when the post names no place on the map. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Plain text: how to take part (whom to contact, what to bring). "" = not said. */
    howToApply: text('how_to_apply').notNull().default(''),
    /** Event days (`yyyy-mm-dd` in the database; `yyyymmdd` on the wire). */
    eventStartDate: date('event_start_date', { mode: 'string' }),
    eventEndDate: date('event_end_date', { mode: 'string' }),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('volunteer_posts_published_at_idx').on(t.publishedAt),
    index('volunteer_posts_coordinator_id_idx').on(t.coordinatorId),
    index('volunteer_posts_producer_id_idx').on(t.producerId),
    check(
      'volunteer_posts_location_check',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check(
      'volunteer_posts_event_dates_check',
      sql`${t.eventEndDate} is null or ${t.eventStartDate} is null or ${t.eventEndDate} >= ${t.eventStartDate}`,
    ),
  ],
);
