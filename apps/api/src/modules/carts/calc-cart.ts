import type { CalcCartResponse, Coordinator, Promotion } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { coordinatorsByIds, effectiveShipping, findCoordinator } from '../coordinators/index.ts';
import { findUsablePromotion } from '../promotions/index.ts';
import { presentCartProducts } from './contents.ts';
import type { CartOwner } from './identity.ts';
import { withMergedGuestCart } from './merged-guest-cart.ts';
import { shippingFeeOf, summarize } from './pricing.ts';
import { noBox, readCartPurchase } from './purchase.ts';

export type CalcCartInput = { coordinatorId: string; number: number; prefecture: number; promotion: string };

/**
 * `GET /v1/carts/{coordinatorId}`: the price of one coordinator's boxes (all, or box `number`) to
 * `prefecture` (0 = not chosen: no fee yet) with the promotion code applied when it can be used at
 * this shop now (otherwise ignored). `requestId` is new on every call: the checkout's idempotency key.
 */
export const calcCart = async (
  db: Database,
  owner: CartOwner,
  input: CalcCartInput,
  now = new Date(),
): Promise<CalcCartResponse> => {
  const coordinatorRow = await findCoordinator(db, input.coordinatorId);
  await withMergedGuestCart(db, owner, now);
  const { boxes, items, products: bought, subtotal } = await readCartPurchase(db, owner, input, now);
  if (boxes.length === 0) throw noBox(input);
  const rows = [...bought.values()];

  const shipping = await effectiveShipping(db, input.coordinatorId);
  const shippingFee = shippingFeeOf(shipping, boxes, subtotal, input.prefecture);
  if (shippingFee === null) {
    throw new DomainError('FailedPrecondition', `this shop does not ship to prefecture ${input.prefecture}`);
  }
  const promotion: Promotion | null = input.promotion
    ? await findUsablePromotion(db, input.promotion, input.coordinatorId, now)
    : null;
  const [coordinator] = (await coordinatorsByIds(db, [coordinatorRow.id])) as [Coordinator];
  return {
    carts: boxes,
    items,
    products: await presentCartProducts(db, rows, now),
    coordinator,
    promotion,
    ...summarize(subtotal, shippingFee, promotion),
    requestId: newId(),
  };
};
