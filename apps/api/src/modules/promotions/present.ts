import type { DiscountType, Promotion } from '@hatake/contract';
import type { promotions } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { promotionStatus } from './status.ts';

/** A promotion row as the wire shows it (its status at `now`). */
export type PromotionRow = typeof promotions.$inferSelect;

export const presentPromotion = (row: PromotionRow, now: Date): Promotion => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: promotionStatus(row, now),
  discountType: row.discountType as DiscountType,
  discountRate: row.discountRate,
  code: row.code,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
});
