import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators } from './coordinators.ts';

/**
 * Discount codes. The wire `status` is derived: not public → PRIVATE; now < startAt → WAITING;
 * now < endAt → ENABLED; else FINISHED (window [startAt, endAt)). A promotion with a
 * `coordinatorId` applies to that shop only; null applies to every shop.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    public: boolean('public').notNull().default(true),
    /** DiscountType */
    discountType: integer('discount_type').notNull(),
    /** Yen for AMOUNT, percent (1–100) for RATE, 0 for FREE_SHIPPING. */
    discountRate: integer('discount_rate').notNull().default(0),
    /** Exactly 8 characters, unique. */
    code: text('code').notNull(),
    /** PromotionCodeType: ONCE = once per user, ALWAYS = unlimited (within usageLimit). */
    codeType: integer('code_type').notNull().default(2),
    /** null = every shop */
    coordinatorId: text('coordinator_id').references(() => coordinators.id),
    /** Total redemptions allowed; null = unlimited. */
    usageLimit: integer('usage_limit'),
    /** Redemptions so far; incremented with a conditional update in the order transaction. */
    usedCount: integer('used_count').notNull().default(0),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_uq').on(t.code),
    index('promotions_coordinator_id_idx').on(t.coordinatorId),
    index('promotions_start_at_idx').on(t.startAt),
    check('promotions_code_check', sql`char_length(${t.code}) = 8`),
    check('promotions_discount_rate_check', sql`${t.discountRate} >= 0`),
    check(
      'promotions_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('promotions_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);
