import { type Promotion, type PromotionResponse, PromotionStatus } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { type PromotionRow, presentPromotion } from './present.ts';
import { promotionStatus, promotionUnusableReason } from './status.ts';

/**
 * A coupon code as the shopper may use it at `coordinatorId`'s shop. An unknown, deleted or private
 * code is 404 (a private code is not revealed to exist); a known code that cannot be used right now
 * — not started, ended, used up, or for another shop — is 403, as the contract says; `detail` says
 * which.
 */
export const getUsablePromotion = async (
  db: Database,
  code: string,
  coordinatorId: string | undefined,
  now: Date = new Date(),
): Promise<PromotionResponse> => {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, code), isNull(promotions.deletedAt)))
    .limit(1);
  if (!row) throw notFound('promotion');
  if (promotionStatus(row, now) === PromotionStatus.PRIVATE) throw notFound('promotion');
  const reason = promotionUnusableReason(row, coordinatorId || undefined, now);
  if (reason) throw new DomainError('PermissionDenied', reason);
  return { promotion: presentPromotion(row, now) };
};

/**
 * The promotion a price preview applies: the code's promotion when it can be used at
 * `coordinatorId`'s shop now, else null. A preview never fails because of a code
 * (docs/rules/promotions.md): unknown, private and unusable codes are simply not applied.
 */
export const findUsablePromotion = async (
  db: Database,
  code: string,
  coordinatorId: string,
  now: Date = new Date(),
): Promise<Promotion | null> => {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, code), isNull(promotions.deletedAt)))
    .limit(1);
  return usablePromotionOf(row ?? null, coordinatorId, now);
};

/** `findUsablePromotion`'s rule on a row read already (the code's not-deleted row, or null). */
export const usablePromotionOf = (
  row: PromotionRow | null,
  coordinatorId: string,
  now: Date,
): Promotion | null =>
  !row || promotionUnusableReason(row, coordinatorId, now) ? null : presentPromotion(row, now);

/**
 * The promotion a checkout redeems (docs/rules/promotions.md, "Where codes are checked"): an unknown,
 * deleted or private code is 400 (the shopper typed a code that does not exist), a known code that
 * cannot be used at `coordinatorId`'s shop now is 412 with the reason. The ONCE-per-user rule and the
 * usage limit are enforced again in the order's transaction, where the redemption is counted.
 */
export const promotionForCheckout = async (
  db: Executor,
  code: string,
  coordinatorId: string,
  now: Date = new Date(),
): Promise<PromotionRow> => {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, code), isNull(promotions.deletedAt)))
    .limit(1);
  return checkoutPromotionOf(row ?? null, coordinatorId, now);
};

/** `promotionForCheckout`'s rule on a row read already (the code's not-deleted row, or null). */
export const checkoutPromotionOf = (
  row: PromotionRow | null,
  coordinatorId: string,
  now: Date,
): PromotionRow => {
  if (!row || promotionStatus(row, now) === PromotionStatus.PRIVATE) {
    throw new DomainError('InvalidArgument', 'promotionCode is not a known promotion code');
  }
  const reason = promotionUnusableReason(row, coordinatorId, now);
  if (reason) throw new DomainError('FailedPrecondition', reason);
  return row;
};
