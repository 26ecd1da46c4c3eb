/**
 * Cancelling a whole order from the console (docs/console-orders.md#cancel-and-refund), as pure
 * rules: what the payment provider is asked and where the order goes (`planCancellation`), what the
 * move does once the provider has answered (`settlement`), and when a claim left PENDING by a
 * process that died may be taken over (`claimIsStale`). The statuses follow docs/rules/orders.md.
 */
import { OrderStatus } from '@hatake/contract';
import { canMove } from '../orders/index.ts';

/** order_cancellations.action */
export const CancellationAction = { REFUND: 1, VOID: 2, NONE: 3 } as const;
export type CancellationAction = (typeof CancellationAction)[keyof typeof CancellationAction];

/** order_cancellations.state */
export const CancellationState = { PENDING: 1, DONE: 2 } as const;

/** A PENDING claim older than this was left by a request that never finished: the next click takes it over. */
export const CLAIM_TIMEOUT_MS = 60_000;

/** What the order's payment looks like to the cancellation. */
export type PaymentFacts = {
  status: OrderStatus;
  /** Integer yen charged. */
  total: number;
  /** A provider session was opened for the order (free orders have none). */
  hasSession: boolean;
  /** That session belongs to the provider this API runs with (it alone can refund it). */
  atActiveProvider: boolean;
};

export type CancellationPlan =
  | { ok: true; action: CancellationAction; target: OrderStatus }
  | { ok: false; detail: string };

const refused = (detail: string): CancellationPlan => ({ ok: false, detail });

/**
 * What cancelling asks of the provider and the status it moves the order to:
 * - UNPAID: the open session is closed (VOID) → CANCELED; without a session nothing is asked;
 * - PREPARING: money taken is refunded → REFUNDED; a free order is CANCELED (nothing was paid);
 * - COMPLETED: refunded → REFUNDED (COMPLETED cannot become CANCELED: a free one is REFUNDED with 0);
 * - CANCELED, REFUNDED, FAILED: refused (nothing left to cancel).
 * A session of another provider than the active one cannot be reached: refused.
 */
export const planCancellation = (payment: PaymentFacts): CancellationPlan => {
  const { status } = payment;
  if (status !== OrderStatus.UNPAID && status !== OrderStatus.PREPARING && status !== OrderStatus.COMPLETED)
    return refused('the order is already closed (failed, cancelled or refunded)');
  if (payment.hasSession && !payment.atActiveProvider)
    return refused('the order was paid through another payment provider: refund it there');
  if (status === OrderStatus.UNPAID)
    return {
      ok: true,
      action: payment.hasSession ? CancellationAction.VOID : CancellationAction.NONE,
      target: OrderStatus.CANCELED,
    };
  const paid = payment.hasSession && payment.total > 0;
  if (status === OrderStatus.PREPARING)
    return paid
      ? { ok: true, action: CancellationAction.REFUND, target: OrderStatus.REFUNDED }
      : { ok: true, action: CancellationAction.NONE, target: OrderStatus.CANCELED };
  return {
    ok: true,
    action: paid ? CancellationAction.REFUND : CancellationAction.NONE,
    target: OrderStatus.REFUNDED,
  };
};

/** What the closing transaction does, given the status the order has when it is locked again. */
export type Settlement = {
  /** Move the order (and its payment) to the target status, with its refund row. */
  move: boolean;
  /** Give the coupon use (and, when the shop chose to, the units) back: this cancellation does it. */
  giveBack: boolean;
};

/**
 * The order is locked again after the provider answered; meanwhile a provider notification or the
 * unpaid-order expiry may have moved it. The cancellation gives stock and coupon back exactly when
 * nothing else has: when it makes the move itself, or when a provider notification of its own
 * refund moved the order to REFUNDED first (that move gives nothing back). A CANCELED or FAILED
 * reached otherwise has given everything back already (docs/rules/orders.md, `releasesStock`).
 */
export const settlement = (current: OrderStatus, target: OrderStatus): Settlement => {
  if (canMove(current, target)) return { move: true, giveBack: true };
  if (current === OrderStatus.REFUNDED && target === OrderStatus.REFUNDED)
    return { move: false, giveBack: true };
  return { move: false, giveBack: false };
};

/** Whether a PENDING claim made at `claimedAt` was abandoned and may be taken over at `now`. */
export const claimIsStale = (claimedAt: Date, now: Date): boolean =>
  now.getTime() - claimedAt.getTime() > CLAIM_TIMEOUT_MS;
