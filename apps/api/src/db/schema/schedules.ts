import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators, producers } from './coordinators.ts';
import { users } from './users.ts';

/** `distributionMetadata` of a schedule: subtitle file URL per language (srclang → url). */
export type DistributionMetadata = { subtitles: Record<string, string> };

/**
 * Live sales events of a marche. The wire `status` is derived: now < startAt → WAITING;
 * now < endAt → LIVE; afterwards ARCHIVED when `archiveUrl` is set, else CLOSED. The wire
 * `distributionUrl` is `archiveUrl` when set, else `liveUrl` while live.
 * Published = public and approved.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: idColumn(),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** English twin shown under /en and matched by search ("" = none: the storefront shows the Japanese). */
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    openingVideoUrl: text('opening_video_url').notNull().default(''),
    /** HLS output while the broadcast runs. */
    liveUrl: text('live_url').notNull().default(''),
    /** Recording after the broadcast (makes a past schedule ARCHIVED). */
    archiveUrl: text('archive_url').notNull().default(''),
    distributionMetadata: jsonb('distribution_metadata')
      .$type<DistributionMetadata>()
      .notNull()
      .default({ subtitles: {} }),
    public: boolean('public').notNull().default(true),
    approved: boolean('approved').notNull().default(true),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedules_coordinator_id_idx').on(t.coordinatorId),
    index('schedules_start_at_idx').on(t.startAt),
    index('schedules_end_at_idx').on(t.endAt),
    check('schedules_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A producer's slot inside a schedule (wire "Live"): within the schedule's window, not overlapping
 * another slot of the same schedule, with the products presented.
 */
export const lives = pgTable(
  'lives',
  {
    id: idColumn(),
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    producerId: text('producer_id')
      .notNull()
      .references(() => producers.id),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    comment: text('comment').notNull().default(''),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lives_schedule_id_idx').on(t.scheduleId, t.startAt),
    index('lives_producer_id_idx').on(t.producerId),
    check('lives_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** Comments on a live schedule; `userId` null = guest (anonymous). */
export const liveComments = pgTable(
  'live_comments',
  {
    id: idColumn(),
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ≤200 characters */
    comment: text('comment').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_comments_schedule_id_created_at_idx').on(t.scheduleId, t.createdAt),
    index('live_comments_user_id_idx').on(t.userId),
  ],
);
