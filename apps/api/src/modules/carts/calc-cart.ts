import type { CalcCartResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/id.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { effectiveShipping, findCoordinator, presentCoordinator } from '../coordinators/index.ts';
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
  // The coordinator (404 when there is none) and the cart are read side by side: one round trip
  // less before the price's own reads.
  const [coordinatorRow, { boxes, items, products: bought, subtotal }] = await Promise.all([
    findCoordinator(db, input.coordinatorId),
    withMergedGuestCart(db, owner, now).then(() => readCartPurchase(db, owner, input, now)),
  ]);
  if (boxes.length === 0) throw noBox(input);
  const rows = [...bought.values()];

  // Independent reads, sent together (on PostgreSQL each takes its own pooled connection).
  const [shipping, promotion, products] = await Promise.all([
    effectiveShipping(db, input.coordinatorId),
    input.promotion ? findUsablePromotion(db, input.promotion, input.coordinatorId, now) : null,
    presentCartProducts(db, rows, now),
  ]);
  const shippingFee = shippingFeeOf(shipping, boxes, subtotal, input.prefecture);
  if (shippingFee === null) {
    throw new DomainError('FailedPrecondition', `this shop does not ship to prefecture ${input.prefecture}`);
  }
  return {
    carts: boxes,
    items,
    products,
    // The coordinator row read above (not deleted) is the one side-loaded: no second read.
    coordinator: presentCoordinator(coordinatorRow),
    promotion,
    ...summarize(subtotal, shippingFee, promotion),
    requestId: newId(),
  };
};
