/**
 * A provider's notification reaching the order (docs/rules/checkout-and-payments.md,
 * "Notifications"): verified, recorded once, applied under the order's row lock along the
 * transitions table; an authorisation is captured after the commit, a late payment given back.
 */
import { OrderStatus, type PaymentMethodType } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { PaymentProviderType } from '../../db/enums.ts';
import { orderPayments, orders, paymentEvents } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { IncomingNotification } from '../../payments/payment-provider.ts';
import { paymentMethodClass, paymentStatusOf } from '../../payments/payment-state.ts';
import { applySessionState } from './apply-session-state.ts';
import { awaitsCapture, captureOrder } from './capture.ts';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { isClosedUnpaid, returnLatePayment } from './late-payment.ts';
import { lockOrder, moveOrder } from './order-moves.ts';
import { PROVIDER_TYPE } from './provider-type.ts';

export type NotificationResult = 'applied' | 'duplicate' | 'ignored' | 'refunded';

/**
 * One provider notification: the signature over the exact bytes first (missing or wrong → 401,
 * unreadable → 400, nothing changes), then, in one transaction under the order's lock, the event
 * recorded by its id (a redelivery changes nothing), an event older than the last one applied
 * ignored, and the status moved when the transitions table allows it.
 */
export const applyNotification = async (
  deps: CheckoutDeps,
  incoming: IncomingNotification,
  now = new Date(),
): Promise<NotificationResult> => {
  const parsed = deps.payments.parseNotification(incoming);
  if (parsed.outcome === 'refused') {
    if (parsed.reason === 'malformed')
      throw new DomainError('InvalidArgument', 'notification body is not readable');
    throw new DomainError(
      'Unauthenticated',
      `notification signature is ${parsed.reason === 'missing-signature' ? 'missing' : 'wrong'}`,
    );
  }
  if (parsed.outcome === 'ignored') return 'ignored';
  const { event } = parsed;

  // KOMOJU's payment.failed is one failed attempt the shopper may retry on the same session
  // (docs/adr/0007): the order fails only when the session itself has failed.
  let retryable = false;
  if (event.kind === 'failed') {
    try {
      const session = await deps.payments.readSession(event.sessionId);
      retryable = session.state === 'pending' || session.state === 'authorized';
    } catch {
      retryable = false;
    }
  }

  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, event.orderId);
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.eventId,
        orderId: locked?.order.id ?? null,
        providerType: PROVIDER_TYPE[deps.payments.name],
        eventType: event.kind,
        occurredAt: event.occurredAt,
        payload: { sessionId: event.sessionId, amount: event.amount, refundedAmount: event.refundedAmount },
      })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { result: 'duplicate' as const };
    if (!locked) return { result: 'ignored' as const, why: 'unknown order' };
    const { order, payment } = locked;
    if (payment.transactionId === order.id && payment.providerType !== PaymentProviderType.UNKNOWN) {
      // The checkout has not stored its session yet (it is between the commit and the provider's
      // answer): refuse without recording, so the provider delivers the event again later.
      throw new DomainError('Unavailable', 'the order is not ready for this notification yet; retry later');
    }
    if (
      payment.transactionId !== event.sessionId ||
      payment.total !== event.amount ||
      payment.providerType !== PROVIDER_TYPE[deps.payments.name]
    ) {
      return { result: 'ignored' as const, why: 'the event does not match the order’s payment' };
    }
    if ((event.kind === 'paid' || event.kind === 'authorized') && isClosedUnpaid(order.status)) {
      // Decided here, under the order's lock: the expiry (or a cancel) got the order first, its
      // stock and coupon are back, so this money cannot buy it any more and goes back — whatever
      // the event's time says (money held is returned even if an older event claims otherwise;
      // the provider's refund refuses when nothing was paid).
      return {
        result: 'late' as const,
        late: {
          kind: event.kind,
          orderId: order.id,
          sessionId: payment.transactionId,
          eventId: event.eventId,
        },
      };
    }
    if (payment.lastEventAt && event.occurredAt < payment.lastEventAt) {
      return { result: 'ignored' as const, why: 'older than the last event applied' };
    }
    await tx
      .update(orderPayments)
      .set({ lastEventAt: event.occurredAt, updatedAt: now })
      .where(eq(orderPayments.orderId, order.id));
    if (retryable) return { result: 'ignored' as const, why: 'a failed attempt; the session is still open' };
    if (awaitsCapture(event.kind, payment.methodType)) {
      // Captured after the commit; the order moves from the capture's answer. Once it has moved,
      // later authorisations (redeliveries with another id) find it PREPARING and capture nothing.
      return order.status === OrderStatus.UNPAID
        ? { result: 'capture' as const, orderId: order.id, sessionId: payment.transactionId }
        : { result: 'ignored' as const, why: `an authorisation of a ${order.status} order` };
    }

    const target = paymentStatusOf(event.kind, payment.methodType as PaymentMethodType);
    if (
      event.kind === 'authorized' &&
      paymentMethodClass(payment.methodType as PaymentMethodType) === 'deferred' &&
      order.status === OrderStatus.UNPAID
    ) {
      // A slip was issued: the shopper pays later, and the provider reports when its deadline passes.
      await tx.update(orders).set({ expiresAt: null, updatedAt: now }).where(eq(orders.id, order.id));
    }
    const moved = await moveOrder(
      tx,
      locked,
      target,
      event.occurredAt,
      event.kind === 'refunded' ? { total: event.refundedAmount, reason: '' } : null,
    );
    return moved
      ? { result: 'applied' as const, to: target, orderId: order.id }
      : { result: 'ignored' as const, why: `no move from ${order.status} to ${target}` };
  });

  if (outcome.result === 'ignored')
    deps.log.info({ eventId: event.eventId, why: outcome.why }, 'payment event ignored');
  if (outcome.result === 'late') return returnLatePayment(deps, outcome.late, now);
  if (outcome.result === 'capture') {
    if ((await captureOrder(deps, outcome.orderId, outcome.sessionId)) !== 'paid') return 'ignored';
    return (await applySessionState(deps, outcome.orderId, OrderStatus.PREPARING, now))
      ? 'applied'
      : 'ignored';
  }
  if (outcome.result === 'applied' && outcome.to === OrderStatus.PREPARING)
    await sendOrderConfirmation(deps, outcome.orderId);
  return outcome.result;
};
