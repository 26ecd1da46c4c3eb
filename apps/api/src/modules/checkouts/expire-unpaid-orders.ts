import { OrderStatus, type PaymentMethodType } from '@hatake/contract';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { orderPayments, orders } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { paymentStatusOf } from '../../payments/payment-state.ts';
import { awaitsCapture, captureOrder } from './capture.ts';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { moveOrder } from './order-moves.ts';
import { atActiveProvider } from './provider-type.ts';

/**
 * Expires UNPAID orders whose `expires_at` has passed (docs/rules/orders.md): each becomes FAILED
 * and gives its stock, coupon and cart lines back. The provider is asked first, so a payment whose
 * notification was lost is accepted instead of failed, and the session is then closed at the
 * provider (`cancel`), so the shopper can no longer pay for an order that is going away; a payment
 * that gets there first keeps the order. An order whose provider cannot answer (or cannot close the
 * session) waits for the next run. Each order is taken with `FOR UPDATE SKIP LOCKED` and its status
 * re-checked, so several API processes running this at once expire every order once, and a payment
 * notification racing it (which locks the same row) either finds it UNPAID and keeps it, or finds it
 * FAILED and returns the money. Answers how many expired.
 */
export const expireUnpaidOrders = async (
  deps: CheckoutDeps,
  now = new Date(),
  batch = 100,
): Promise<number> => {
  const due = await deps.db
    .select({ id: orders.id, payment: orderPayments })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(
      and(eq(orders.status, OrderStatus.UNPAID), isNotNull(orders.expiresAt), lte(orders.expiresAt, now)),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(batch);
  let expired = 0;
  for (const { id, payment } of due) {
    let target: OrderStatus = OrderStatus.FAILED;
    if (atActiveProvider(deps, payment)) {
      try {
        const session = await deps.payments.readSession(payment.transactionId);
        let state = session.state;
        if (state === 'pending' || (state === 'authorized' && !awaitsCapture(state, payment.methodType))) {
          state = (
            await deps.payments.cancel({
              sessionId: payment.transactionId,
              idempotencyKey: `expire-${id}`,
            })
          ).state;
        }
        if (awaitsCapture(state, payment.methodType)) {
          // Authorised but never captured (the capture failed before): one more try; a refusal
          // expires the order, an unreachable provider leaves it for the next run.
          const captured = await captureOrder(deps, id, payment.transactionId);
          if (captured === 'unavailable') continue;
          if (captured === 'paid') target = OrderStatus.PREPARING;
        } else if (paymentStatusOf(state, payment.methodType as PaymentMethodType) === OrderStatus.PREPARING)
          target = OrderStatus.PREPARING;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'NotFound')) {
          deps.log.warn(
            { err: error, orderId: id },
            'unpaid order not expired: its payment session could not be read or closed',
          );
          continue;
        }
      }
    }
    const moved = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, OrderStatus.UNPAID), lte(orders.expiresAt, now)))
        .for('update', { skipLocked: true });
      if (!order) return false;
      const [current] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, id));
      if (!current) return false;
      return moveOrder(tx, { order, payment: current }, target, now);
    });
    if (!moved) continue;
    if (target === OrderStatus.PREPARING) await sendOrderConfirmation(deps, id);
    else expired += 1;
  }
  return expired;
};
