/**
 * Placing a priced checkout (docs/rules/checkout-and-payments.md, "Product checkout, step by step",
 * steps 7–8; docs/adr/0006): the order with its stock and coupon in one transaction, then the
 * provider's session; a provider failure compensates the order.
 */
import { OrderStatus, PaymentMethodType } from '@hatake/contract';
import { transactionEndingWith } from '../../db/commit-with-last.ts';
import { PaymentProviderType } from '../../db/enums.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { resultsOrThrow, steps } from '../../lib/steps.ts';
import { withSessionId } from '../../payments/payment-provider.ts';
import { includedTax } from '../carts/index.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { lockOrder, moveOrder } from './order-moves.ts';
import { methodFor } from './payment-methods.ts';
import { openSession } from './payment-session.ts';
import { type Buyer, isStockShortage, type NewOrder, placeOrder, RepeatedCheckout } from './place-order.ts';
import { PROVIDER_TYPE } from './provider-type.ts';
import type { Repeat } from './repeats.ts';

/** Marks a placed order FAILED (giving its stock, coupon and cart lines back): the compensation of a failed session. */
const failOrder = async (deps: CheckoutDeps, orderId: string): Promise<void> => {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked && locked.order.status === OrderStatus.UNPAID)
      await moveOrder(tx, locked, OrderStatus.FAILED, new Date());
  });
};

/** What the two kinds of checkout hand to `placeAndPay` once they have priced the purchase. */
export type PricedCheckout = Omit<
  NewOrder,
  'status' | 'expiresAt' | 'payment' | 'buyer' | 'requestDigest'
> & {
  buyer: Buyer;
  email: string;
  summary: { subtotal: number; discount: number; shippingFee: number; total: number };
};

/**
 * Steps 7–8: the order and its stock in one transaction, then the provider session; a failing
 * session compensates the order. A free order is paid at once and answers the callback URL.
 */
export const placeAndPay = async (
  deps: CheckoutDeps,
  priced: PricedCheckout,
  input: CommonCheckoutInput,
  repeat: Repeat,
  now: Date,
): Promise<{ url: string }> => {
  const method = methodFor(input.paymentMethod, priced.summary.total);
  const free = method === PaymentMethodType.FREE;
  const freeUrl = withSessionId(input.callbackUrl, priced.id);
  const order: NewOrder = {
    ...priced,
    requestDigest: input.requestDigest,
    status: free ? OrderStatus.PREPARING : OrderStatus.UNPAID,
    expiresAt: free ? null : new Date(now.getTime() + deps.orderPaymentTimeoutSeconds * 1000),
    payment: {
      providerType: free ? PaymentProviderType.UNKNOWN : PROVIDER_TYPE[deps.payments.name],
      methodType: method,
      ...priced.summary,
      tax: includedTax(priced.summary.total),
      redirectUrl: free ? freeUrl : '',
    },
  };
  const outcome = await steps()
    .step(
      'place-order',
      async () => {
        try {
          return await transactionEndingWith(deps.db, (tx) => placeOrder(tx, order, now));
        } catch (error) {
          if (error instanceof RepeatedCheckout) return null;
          if (isStockShortage(error)) {
            throw new DomainError(
              'FailedPrecondition',
              'a product in the cart is no longer in stock: price the cart again',
            );
          }
          throw error;
        }
      },
      async (placed) => {
        if (placed) await failOrder(deps, order.id);
      },
    )
    .step('open-payment', async ({ 'place-order': placed }) => {
      if (!placed) {
        const answer = await repeat.answer();
        if (!answer) throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');
        return answer;
      }
      if (free) return { url: freeUrl };
      const session = await openSession(
        deps,
        order.id,
        method,
        priced.summary.total,
        priced.email,
        priced.billingAddress,
        input,
        order.expiresAt ?? null,
      );
      return { url: session.redirectUrl };
    })
    .run();
  const results = resultsOrThrow(outcome, (failed) =>
    deps.log.error(
      { orderId: order.id, failedStep: failed.failedStep, compensationFailures: failed.compensationFailures },
      'checkout compensation failed: the order needs repair by hand',
    ),
  );
  if (results['place-order'] && free) await sendOrderConfirmation(deps, order.id);
  return results['open-payment'];
};
