/**
 * Product checkout (docs/rules/checkout-and-payments.md, "Product checkout, step by step"): the
 * server prices the purchase again with the cart's own functions, then places it (place-and-pay.ts).
 * The order id is the requestId, so a repeat answers the same URL (repeats.ts).
 */
import { type DeliveryTimeSlot, OrderType } from '@hatake/contract';
import { deliveryDateProblem } from '@hatake/contract/values';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import {
  type CartOwner,
  noBox,
  purchaseOf,
  readPricedCart,
  shippingFeeOf,
  summarize,
  withMergedGuestCart,
} from '../carts/index.ts';
import { checkoutPromotionOf, type PromotionRow } from '../promotions/index.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';
import { type CheckoutParty, resolveParty } from './party.ts';
import { placeAndPay } from './place-and-pay.ts';
import { runCheckout } from './repeats.ts';

export type ProductCheckoutInput = CommonCheckoutInput & {
  coordinatorId: string;
  boxNumber: number;
  /** 配送希望日 `yyyymmdd` ("" = no preference) and 配送時間帯 (0 = none). */
  deliveryDate: string;
  deliveryTimeSlot: DeliveryTimeSlot;
  party: CheckoutParty;
};

/**
 * `POST /v1/checkouts/products` and `POST /v1/guests/checkouts/products`: one coordinator's boxes
 * (all, or box `boxNumber`) of the session's cart, priced for the shipping address's prefecture.
 */
export const checkoutProducts = async (
  deps: CheckoutDeps,
  input: ProductCheckoutInput,
  now = new Date(),
): Promise<{ url: string }> => {
  const { db } = deps;
  return runCheckout(deps, input, now, async (repeat) => {
    // The delivery date must be one the confirmation page offers (docs/rules/checkout-and-payments.md,
    // "Delivery date and time slot"); the slot's values are the schema's enum.
    const dateProblem = deliveryDateProblem(input.deliveryDate, now);
    if (dateProblem) throw invalidArgument(dateProblem.message);
    const { buyer, billing, shipping } = await resolveParty(db, input.party, true);
    if (!shipping) throw invalidArgument('shippingAddress is required');
    const owner: CartOwner = {
      sessionId: input.sessionId,
      userId: input.party.kind === 'member' ? input.party.userId : null,
    };
    await withMergedGuestCart(db, owner, now);
    // The coordinator (404), the cart, the promotion and the shipping settings in two statements,
    // read from the database as the priced cart reads them (carts/priced-read.ts).
    const read = await readPricedCart(db, owner, input.coordinatorId, input.promotionCode);
    const purchase = purchaseOf(
      read.contents,
      { coordinatorId: input.coordinatorId, number: input.boxNumber },
      now,
    );
    const soldOut = () =>
      new DomainError(
        'FailedPrecondition',
        'a product in the cart is sold out or no longer for sale: price the cart again',
      );
    if (purchase.boxes.length === 0) throw purchase.short ? soldOut() : noBox({ number: input.boxNumber });
    const promotion: PromotionRow | null = input.promotionCode
      ? checkoutPromotionOf(read.promotion, input.coordinatorId, now)
      : null;
    const shippingSettings = read.shipping;
    const shippingFee = shippingFeeOf(
      shippingSettings,
      purchase.boxes,
      purchase.subtotal,
      shipping.prefectureCode,
    );
    if (shippingFee === null) {
      throw new DomainError(
        'FailedPrecondition',
        `this shop does not ship to prefecture ${shipping.prefectureCode}`,
      );
    }
    const summary = summarize(purchase.subtotal, shippingFee, promotion);
    if (summary.total !== input.total) {
      if (purchase.short) throw soldOut();
      throw invalidArgument('total does not match: the cart or a price changed, price it again');
    }
    const email =
      buyer.kind === 'guest'
        ? buyer.email
        : ((await db.select({ email: users.email }).from(users).where(eq(users.id, buyer.userId)))[0]
            ?.email ?? '');
    return placeAndPay(
      deps,
      {
        id: input.requestId,
        buyer,
        email,
        sessionId: input.sessionId,
        locale: input.locale,
        coordinatorId: input.coordinatorId,
        promotion: promotion ? { id: promotion.id, codeType: promotion.codeType } : null,
        type: OrderType.PRODUCT,
        billingAddress: billing,
        shippingAddress: shipping,
        orderRequest: input.orderRequest,
        deliveryDate: input.deliveryDate,
        deliveryTimeSlot: input.deliveryTimeSlot,
        boxes: purchase.boxes,
        prices: new Map([...purchase.products].map(([id, row]) => [id, row.price])),
        experience: null,
        summary,
      },
      input,
      repeat,
      now,
    );
  });
};
