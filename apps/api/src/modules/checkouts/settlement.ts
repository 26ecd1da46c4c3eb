/**
 * How a payment's outcome reaches the order (docs/rules/checkout-and-payments.md, "Notifications"
 * and "Polling the result"; docs/rules/orders.md, "Stock, coupons and expiry"): provider
 * notifications, the state poll and the unpaid-order expiry all end in `moveOrder`, under the
 * order's row lock and the transitions table, so an order never moves backwards or out of a final
 * status, and what a move releases or sends happens once.
 */
import {
  type KonbiniSlip as KonbiniSlipResponse,
  OrderRefundType,
  OrderStatus,
  type PaymentMethodType,
} from '@hatake/contract';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { PaymentProviderType } from '../../db/enums.ts';
import { orderPayments, orderRefunds, orders, paymentEvents } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { processErrorReporter } from '../../lib/monitoring.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import type { IncomingNotification, PaymentProviderName } from '../../payments/payment-provider.ts';
import { type PaymentState, paymentMethodClass, paymentStatusOf } from '../../payments/payment-state.ts';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { lockOrder, moveOrder } from './order-store.ts';

/** The stored provider type of each adapter (order_payments.provider_type). */
export const PROVIDER_TYPE: Record<PaymentProviderName, number> = {
  sandbox: PaymentProviderType.SANDBOX,
  komoju: PaymentProviderType.KOMOJU,
};

/** Whether this order's payment was opened at the active provider (a free order has none). */
const atActiveProvider = (
  deps: CheckoutDeps,
  payment: { providerType: number; transactionId: string; orderId: string },
) => payment.providerType === PROVIDER_TYPE[deps.payments.name] && payment.transactionId !== payment.orderId;

export type NotificationResult = 'applied' | 'duplicate' | 'ignored' | 'refunded';

/** Orders that can no longer take a payment: the money of a late one goes back (docs/adr/0017). */
const isClosedUnpaid = (status: number): boolean =>
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

type LatePayment = { kind: 'paid' | 'authorized'; orderId: string; sessionId: string; eventId: string };

/**
 * A payment (or an authorisation) for an order that had already failed or been cancelled, its stock
 * and coupon given back: the money goes back through the provider (an authorisation is voided, a
 * payment refunded, with one idempotency key per order so redeliveries act once), the order's
 * payment records the refund (status REFUNDED, a refund row; the order stays FAILED), and it is
 * raised. When the provider cannot be reached, the event's record is removed and the notification
 * refused with 503, so the provider delivers it again and the refund is retried; when it says there
 * is nothing to return, the notice is acknowledged (and still raised).
 */
const returnLatePayment = async (
  deps: CheckoutDeps,
  late: LatePayment,
  now: Date,
): Promise<NotificationResult> => {
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

/**
 * An immediate method's authorisation: the money is held, not taken. Sessions of immediate methods
 * are opened with manual capture, so checkout captures them; a deferred method's authorisation (a
 * slip) is paid, and captured, by the shopper.
 */
const awaitsCapture = (state: PaymentState, method: number): boolean =>
  state === 'authorized' && paymentMethodClass(method as PaymentMethodType) === 'immediate';

/**
 * Captures an order's authorised payment, outside any transaction (a network call never holds the
 * order's row lock). The key is the order's, so however many callers capture (a notification, a
 * redelivery with another event id, the poll, the expiry) the provider takes the money once.
 * Answers `paid` when the money was taken; `refused` (the provider said no) and `unavailable` are
 * logged and leave the order UNPAID.
 */
const captureOrder = async (
  deps: CheckoutDeps,
  orderId: string,
  sessionId: string,
): Promise<'paid' | 'refused' | 'unavailable'> => {
  try {
    const { state } = await deps.payments.capture({ sessionId, idempotencyKey: `capture-${orderId}` });
    if (state === 'paid') return 'paid';
    deps.log.warn({ orderId, state }, 'payment capture did not take the money');
    return 'refused';
  } catch (error) {
    const refused = error instanceof DomainError && error.kind !== 'Unavailable';
    deps.log.warn({ err: error, orderId }, 'payment capture failed; the order stays unpaid');
    return refused ? 'refused' : 'unavailable';
  }
};

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

/**
 * Applies a state read from the provider (the poll, the expiry's last check) to a still UNPAID order:
 * the same transitions, no event recorded, `last_event_at` untouched.
 */
const applySessionState = async (deps: CheckoutDeps, orderId: string, target: OrderStatus, now: Date) => {
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.order.status !== OrderStatus.UNPAID) return false;
    return moveOrder(tx, locked, target, now);
  });
  if (moved && target === OrderStatus.PREPARING) await sendOrderConfirmation(deps, orderId);
  return moved;
};

/**
 * `GET /v1/checkouts/{transactionId}`: the order status of the shopper's checkout. While it is
 * UNPAID the provider is asked for the session's state, which is applied like a notification
 * (one may not have arrived yet); a provider that cannot answer leaves the stored status.
 */
export const checkoutState = async (
  deps: CheckoutDeps,
  transactionId: string,
  owner: { userId: string } | { sessionId: string },
  now = new Date(),
): Promise<{ orderId: string; status: OrderStatus; konbini?: KonbiniSlipResponse }> => {
  const [row] = await deps.db
    .select({ order: orders, payment: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.transactionId, transactionId),
        'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.sessionId, owner.sessionId),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError('NotFound', 'checkout not found');
  const { order, payment } = row;
  if (order.status === OrderStatus.UNPAID && atActiveProvider(deps, payment)) {
    let konbini: KonbiniSlipResponse | undefined;
    try {
      const session = await deps.payments.readSession(payment.transactionId);
      konbini = session.konbini && { ...session.konbini, deadline: toUnixSeconds(session.konbini.deadline) };
      if (
        awaitsCapture(session.state, payment.methodType) &&
        (await captureOrder(deps, order.id, payment.transactionId)) === 'paid' &&
        (await applySessionState(deps, order.id, OrderStatus.PREPARING, now))
      ) {
        return { orderId: order.id, status: OrderStatus.PREPARING };
      }
      if (
        !awaitsCapture(session.state, payment.methodType) &&
        session.status !== OrderStatus.UNPAID &&
        (await applySessionState(deps, order.id, session.status, now))
      ) {
        return { orderId: order.id, status: session.status };
      }
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'payment session could not be read');
    }
    const [current] = await deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    const status = (current?.status ?? order.status) as OrderStatus;
    // A konbini slip still to be paid: the complete page shows its numbers and deadline.
    return { orderId: order.id, status, ...(konbini && status === OrderStatus.UNPAID ? { konbini } : {}) };
  }
  return { orderId: order.id, status: order.status as OrderStatus };
};

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
