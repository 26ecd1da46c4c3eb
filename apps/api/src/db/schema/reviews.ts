import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, updatedAt } from './columns.ts';
import { experiences } from './experiences.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** Product reviews; `publishedAt` on the wire = createdAt. Aggregated into `rate` per product. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 1–5 */
    rate: integer('rate').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_reviews_product_id_created_at_idx').on(t.productId, t.createdAt),
    index('product_reviews_user_id_idx').on(t.userId),
    // One live review per member per product (docs/rules/reviews.md): a second one is 409.
    uniqueIndex('product_reviews_product_id_user_id_uq')
      .on(t.productId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    check('product_reviews_rate_check', sql`${t.rate} between 1 and 5`),
  ],
);

/** One like/dislike per user per review (ProductReviewReactionType). */
export const productReviewReactions = pgTable(
  'product_review_reactions',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: integer('reaction_type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'product_review_reactions_pk', columns: [t.reviewId, t.userId] }),
    index('product_review_reactions_user_id_idx').on(t.userId),
    check('product_review_reactions_type_check', sql`${t.reactionType} in (1, 2)`),
  ],
);

export const experienceReviews = pgTable(
  'experience_reviews',
  {
    id: idColumn(),
    experienceId: text('experience_id')
      .notNull()
      .references(() => experiences.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 1–5 */
    rate: integer('rate').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experience_reviews_experience_id_created_at_idx').on(t.experienceId, t.createdAt),
    index('experience_reviews_user_id_idx').on(t.userId),
    // One live review per member per experience (docs/rules/reviews.md): a second one is 409.
    uniqueIndex('experience_reviews_experience_id_user_id_uq')
      .on(t.experienceId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    check('experience_reviews_rate_check', sql`${t.rate} between 1 and 5`),
  ],
);

export const experienceReviewReactions = pgTable(
  'experience_review_reactions',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => experienceReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: integer('reaction_type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'experience_review_reactions_pk', columns: [t.reviewId, t.userId] }),
    index('experience_review_reactions_user_id_idx').on(t.userId),
    check('experience_review_reactions_type_check', sql`${t.reactionType} in (1, 2)`),
  ],
);
