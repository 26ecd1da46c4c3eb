/**
 * A coupon's redemption inside the order's transaction (docs/rules/promotions.md, "Redemption").
 */
import { OrderStatus } from '@hatake/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PromotionCodeType } from '../../db/enums.ts';
import { orders, promotions } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * Counts one redemption (docs/rules/promotions.md, "Redemption"): a ONCE code not yet kept by an
 * earlier order of this user (a failed, cancelled or refunded order keeps none) (placeOrder has locked the user row before inserting the order, so one
 * user's parallel checkouts are counted one after another), and `used_count` raised only while
 * below `usage_limit`.
 */
export const redeemPromotion = async (
  tx: Executor,
  promotion: { id: string; codeType: number },
  userId: string,
  orderId: string,
): Promise<void> => {
  if (promotion.codeType === PromotionCodeType.ONCE) {
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.promotionId, promotion.id),
          ne(orders.id, orderId),
          sql`${orders.status} not in (${OrderStatus.FAILED}, ${OrderStatus.CANCELED}, ${OrderStatus.REFUNDED})`,
        ),
      )
      .limit(1);
    if (earlier)
      throw new DomainError('FailedPrecondition', 'this promotion code can be used once per customer');
  }
  const counted = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotion.id),
        sql`(${promotions.usageLimit} is null or ${promotions.usedCount} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ id: promotions.id });
  if (counted.length === 0)
    throw new DomainError('FailedPrecondition', 'promotion has reached its usage limit');
};
