import { PromotionStatus } from '@hatake/contract';

type PromotionWindow = { public: boolean; startAt: Date; endAt: Date };

/** The wire status of a promotion at `now` (docs/rules/promotions.md): the window is [startAt, endAt). */
export const promotionStatus = (promotion: PromotionWindow, now: Date): PromotionStatus => {
  if (!promotion.public) return PromotionStatus.PRIVATE;
  if (now < promotion.startAt) return PromotionStatus.WAITING;
  if (now < promotion.endAt) return PromotionStatus.ENABLED;
  return PromotionStatus.FINISHED;
};

type Redeemable = PromotionWindow & {
  coordinatorId: string | null;
  usageLimit: number | null;
  usedCount: number;
};

/** Why a code cannot be used at a shop right now, or null when it can (docs/rules/promotions.md). */
export const promotionUnusableReason = (
  promotion: Redeemable,
  shopCoordinatorId: string | undefined,
  now: Date,
): string | null => {
  const status = promotionStatus(promotion, now);
  if (status === PromotionStatus.PRIVATE) return 'promotion not found';
  if (status === PromotionStatus.WAITING) return 'promotion has not started yet';
  if (status === PromotionStatus.FINISHED) return 'promotion has ended';
  if (promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit) {
    return 'promotion has reached its usage limit';
  }
  if (promotion.coordinatorId !== null && promotion.coordinatorId !== shopCoordinatorId) {
    return 'promotion is not valid for this shop';
  }
  return null;
};
