import type { CalcCartResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { presentCoordinator } from '../coordinators/index.ts';
import { presentProduct } from '../products/index.ts';
import { usablePromotionOf } from '../promotions/index.ts';
import type { CartOwner } from './identity.ts';
import { withMergedGuestCart } from './merged-guest-cart.ts';
import { readPricedCart } from './priced-read.ts';
import { shippingFeeOf, summarize } from './pricing.ts';
import { noBox, purchaseOf } from './purchase.ts';

export type CalcCartInput = { coordinatorId: string; number: number; prefecture: number; promotion: string };

/**
 * `GET /v1/carts/{coordinatorId}`: the price of one coordinator's boxes (all, or box `number`) to
 * `prefecture` (0 = not chosen: no fee yet) with the promotion code applied when it can be used at
 * this shop now (otherwise ignored). `requestId` is new on every call: the checkout's idempotency key.
 * Everything is read from the database in two statements sent together (priced-read.ts); a signed-in shopper's
 * earlier guest cart is merged first (one indexed read when there is none; none for a guest).
 */
export const calcCart = async (
  db: Database,
  owner: CartOwner,
  input: CalcCartInput,
  now = new Date(),
): Promise<CalcCartResponse> => {
  await withMergedGuestCart(db, owner, now);
  const read = await readPricedCart(db, owner, input.coordinatorId, input.promotion);
  const { boxes, items, products: bought, subtotal } = purchaseOf(read.contents, input, now);
  if (boxes.length === 0) throw noBox(input);
  const promotion = input.promotion ? usablePromotionOf(read.promotion, input.coordinatorId, now) : null;
  const shippingFee = shippingFeeOf(read.shipping, boxes, subtotal, input.prefecture);
  if (shippingFee === null) {
    throw new DomainError('FailedPrecondition', `this shop does not ship to prefecture ${input.prefecture}`);
  }
  return {
    carts: boxes,
    items,
    products: [...bought.values()].map((row) => presentProduct(row, read.rates.get(row.id), now)),
    coordinator: presentCoordinator(read.coordinator),
    promotion,
    ...summarize(subtotal, shippingFee, promotion),
    requestId: newId(),
  };
};
