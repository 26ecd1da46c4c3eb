import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators } from './coordinators.ts';
import { users } from './users.ts';

/**
 * On-demand videos about products and experiences. Listed when public, not limited and
 * publishedAt ≤ now; `limited` videos are reachable by id only. `displayProduct` /
 * `displayExperience` put the video in the product / experience video lists.
 */
export const videos = pgTable(
  'videos',
  {
    id: idColumn(),
    coordinatorId: text('coordinator_id')
      .notNull()
      .references(() => coordinators.id),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    experienceIds: text('experience_ids').array().notNull().default(sql`'{}'::text[]`),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    public: boolean('public').notNull().default(true),
    limited: boolean('limited').notNull().default(false),
    displayProduct: boolean('display_product').notNull().default(false),
    displayExperience: boolean('display_experience').notNull().default(false),
    publishedAt: timestamptz('published_at').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_coordinator_id_idx').on(t.coordinatorId),
    index('videos_published_at_idx').on(t.publishedAt),
  ],
);

/** Comments on a video; `userId` null = guest (anonymous). */
export const videoComments = pgTable(
  'video_comments',
  {
    id: idColumn(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ≤200 characters */
    comment: text('comment').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_comments_video_id_created_at_idx').on(t.videoId, t.createdAt),
    index('video_comments_user_id_idx').on(t.userId),
  ],
);
