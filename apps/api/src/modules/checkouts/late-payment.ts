/**
 * Money that arrives for an order already failed or cancelled goes back
 * (docs/rules/checkout-and-payments.md, "Never money without an order"; docs/adr/0017).
 */
import { OrderRefundType, OrderStatus } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { orderPayments, orderRefunds, paymentEvents } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { processErrorReporter } from '../../lib/monitoring.ts';
import type { PaymentState } from '../../payments/payment-state.ts';
import type { CheckoutDeps } from './deps.ts';
import { lockOrder } from './order-moves.ts';

/** Orders that can no longer take a payment: the money of a late one goes back (docs/adr/0017). */
export const isClosedUnpaid = (status: number): boolean =>
  status === OrderStatus.FAILED || status === OrderStatus.CANCELED;

/** The refund reason recorded with the order and shown in the provider's dashboard. */
const LATE_PAYMENT_REASON = 'payment arrived after the order had expired';

/**
 * A money fault that no request answers for: logged at error level and sent to monitoring
 * (lib/monitoring.ts), so someone looks at it — never only an info line.
 */
const raise = async (deps: CheckoutDeps, error: Error, context: Record<string, unknown>): Promise<void> => {
  deps.log.error({ err: error, ...context }, error.message);
  const reporter = deps.reporter === undefined ? await processErrorReporter() : deps.reporter;
  reporter?.report({
    error,
    status: 500,
    method: 'NOTIFICATION',
    route: 'payments/late-payment',
    requestId: String(context.eventId ?? ''),
  });
};

export type LatePayment = {
  kind: 'paid' | 'authorized';
  orderId: string;
  sessionId: string;
  eventId: string;
};

/**
 * A payment (or an authorisation) for an order that had already failed or been cancelled, its stock
 * and coupon given back: the money goes back through the provider (an authorisation is voided, a
 * payment refunded, with one idempotency key per order so redeliveries act once), the order's
 * payment records the refund (status REFUNDED, a refund row; the order stays FAILED), and it is
 * raised. When the provider cannot be reached, the event's record is removed and the notification
 * refused with 503, so the provider delivers it again and the refund is retried; when it says there
 * is nothing to return, the notice is acknowledged (and still raised).
 */
export const returnLatePayment = async (
  deps: CheckoutDeps,
  late: LatePayment,
  now: Date,
): Promise<'ignored' | 'refunded'> => {
  const context = { orderId: late.orderId, sessionId: late.sessionId, eventId: late.eventId };
  let refundedAmount = 0;
  try {
    let state: PaymentState = 'paid';
    if (late.kind === 'authorized') {
      state = (
        await deps.payments.cancel({ sessionId: late.sessionId, idempotencyKey: `late-${late.orderId}` })
      ).state;
    }
    if (state === 'paid') {
      const refund = await deps.payments.refund({
        sessionId: late.sessionId,
        idempotencyKey: `late-payment-${late.orderId}`,
        reason: LATE_PAYMENT_REASON,
      });
      refundedAmount = refund.refundedAmount;
    }
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'FailedPrecondition') {
      // The provider holds no money to give back (nothing was paid, or it was returned already):
      // redelivering would not change that, so the notice is acknowledged — and still raised.
      await raise(
        deps,
        new Error(`a payment notice for closed order ${late.orderId} found nothing to return`, {
          cause: error,
        }),
        context,
      );
      return 'ignored';
    }
    await deps.db.delete(paymentEvents).where(eq(paymentEvents.id, late.eventId));
    await raise(
      deps,
      new Error(`a payment arrived for closed order ${late.orderId} and could not be returned yet`, {
        cause: error,
      }),
      context,
    );
    throw new DomainError(
      'Unavailable',
      'the late payment could not be returned yet; deliver it again later',
    );
  }
  if (refundedAmount > 0) {
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, late.orderId);
      if (!locked || locked.payment.status === OrderStatus.REFUNDED) return;
      await tx
        .update(orderPayments)
        .set({ status: OrderStatus.REFUNDED, refundedAt: now, updatedAt: now })
        .where(eq(orderPayments.orderId, late.orderId));
      await tx.insert(orderRefunds).values({
        orderId: late.orderId,
        type: OrderRefundType.REFUNDED,
        total: refundedAmount,
        reason: LATE_PAYMENT_REASON,
      });
    });
  }
  await raise(
    deps,
    new Error(
      refundedAmount > 0
        ? `a payment arrived for closed order ${late.orderId}: ${refundedAmount} yen refunded`
        : `an authorisation arrived for closed order ${late.orderId}: voided, nothing taken`,
    ),
    { ...context, refundedAmount },
  );
  return 'refunded';
};
