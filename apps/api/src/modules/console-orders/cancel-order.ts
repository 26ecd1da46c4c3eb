/**
 * `POST /v1/console/orders/{orderId}/cancellation` (docs/console-orders.md#cancel-and-refund): the
 * whole order cancelled, what was paid given back through the payment seam, the coupon use and
 * (by default) the stock returned — exactly once, however many clicks arrive at once.
 *
 * 1. Claim, under the order's row lock: an `order_cancellations` row (PENDING) with the plan
 *    (cancellation-rules.ts). A DONE claim answers the order as it is (a repeat gets the same
 *    answer); a PENDING one is waited for (another click is asking the provider), unless it is
 *    stale (its request died), when it is taken over.
 * 2. The provider, outside any transaction (a network call never holds the row lock): `refund` of
 *    everything paid, or `cancel` of an unpaid session, with one idempotency key per order, so a
 *    taken-over claim never refunds twice. A refusal or an outage removes the claim and is answered
 *    (412/503): nothing changed, the shop may try again.
 * 3. Settle, under the row lock again: the claim PENDING → DONE (the once-only guard), the move,
 *    the refund row, stock and coupon given back (settlement()), the audit entry — one transaction.
 * 4. The buyer's cancellation notice, after the commit.
 */
import { OrderRefundType, OrderStatus } from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { PaymentProviderType } from '../../db/enums.ts';
import { orderCancellations, orderPayments, orderRefunds, orders } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import type { PaymentState } from '../../payments/payment-state.ts';
import { recordAudit } from '../staff/index.ts';
import {
  CancellationAction,
  CancellationState,
  claimIsStale,
  planCancellation,
  settlement,
} from './cancellation-rules.ts';
import type { Actor, ConsoleOrderDeps } from './deps.ts';
import { presentConsoleOrder } from './get-order.ts';
import { giveBack } from './give-back.ts';
import { sendCancellationNotice } from './notices.ts';
import { ordersOf } from './scope.ts';

/** How long a click waits for another click's provider call before answering 409 (KOMOJU: 3 tries of 10 s). */
const MAX_WAIT_MS = 35_000;
const WAIT_STEP_MS = 100;

const PROVIDER_OF: Record<string, number> = {
  sandbox: PaymentProviderType.SANDBOX,
  komoju: PaymentProviderType.KOMOJU,
};

export type CancelOrderInput = { reason: string; restock: boolean };

type Claimed = {
  kind: 'mine';
  action: number;
  target: OrderStatus;
  sessionId: string;
  reason: string;
  restock: boolean;
};

const lockVisibleOrder = async (tx: Transaction, actor: Actor, orderId: string) => {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOf(actor)))
    .for('update');
  if (!order) throw notFound('order');
  return order;
};

/** Step 1: the claim, or what to do instead. */
const claim = async (
  deps: ConsoleOrderDeps,
  actor: Actor,
  orderId: string,
  input: CancelOrderInput,
  now: Date,
): Promise<Claimed | { kind: 'done' } | { kind: 'wait' }> =>
  deps.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, actor, orderId);
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    if (!payment) throw notFound('order');
    const [existing] = await tx
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, orderId));
    if (existing?.state === CancellationState.DONE) return { kind: 'done' as const };
    if (existing && !claimIsStale(existing.claimedAt, now)) return { kind: 'wait' as const };
    const hasSession = payment.transactionId !== payment.orderId;
    if (existing) {
      // A request that claimed and died: take its claim over, with its plan and its choices.
      await tx
        .update(orderCancellations)
        .set({ claimedAt: now, staffId: actor.staffId })
        .where(eq(orderCancellations.orderId, orderId));
      const target =
        existing.action === CancellationAction.REFUND || order.status === OrderStatus.COMPLETED
          ? OrderStatus.REFUNDED
          : OrderStatus.CANCELED;
      return {
        kind: 'mine' as const,
        action: existing.action,
        target,
        sessionId: payment.transactionId,
        reason: existing.reason,
        restock: existing.restock,
      };
    }
    const plan = planCancellation({
      status: order.status as OrderStatus,
      total: payment.total,
      hasSession,
      atActiveProvider: payment.providerType === PROVIDER_OF[deps.payments.name],
    });
    if (!plan.ok) throw new DomainError('FailedPrecondition', plan.detail);
    await tx.insert(orderCancellations).values({
      orderId,
      staffId: actor.staffId,
      action: plan.action,
      restock: input.restock,
      reason: input.reason,
      claimedAt: now,
      createdAt: now,
    });
    return {
      kind: 'mine' as const,
      action: plan.action,
      target: plan.target,
      sessionId: payment.transactionId,
      reason: input.reason,
      restock: input.restock,
    };
  });

/** Step 2: the provider. Answers the yen given back. */
const askProvider = async (deps: ConsoleOrderDeps, orderId: string, claimed: Claimed): Promise<number> => {
  if (claimed.action === CancellationAction.REFUND) {
    const refund = await deps.payments.refund({
      sessionId: claimed.sessionId,
      idempotencyKey: `console-refund-${orderId}`,
      ...(claimed.reason ? { reason: claimed.reason } : {}),
    });
    return refund.refundedAmount;
  }
  if (claimed.action === CancellationAction.VOID) {
    const { state } = await deps.payments.cancel({
      sessionId: claimed.sessionId,
      idempotencyKey: `console-cancel-${orderId}`,
    });
    const closed: readonly PaymentState[] = ['canceled', 'expired', 'failed'];
    if (!closed.includes(state))
      throw new DomainError(
        'FailedPrecondition',
        'the payment arrived while the order was being cancelled: reload the order and cancel it again to refund it',
      );
  }
  return 0;
};

/** Step 3: the move, the give-back and the audit, once. Answers whether this call settled it. */
const settle = async (
  deps: ConsoleOrderDeps,
  actor: Actor,
  orderId: string,
  claimed: Claimed,
  refundedAmount: number,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, actor, orderId);
    const done = await tx
      .update(orderCancellations)
      .set({ state: CancellationState.DONE, refundedAmount, completedAt: now })
      .where(
        and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.state, CancellationState.PENDING)),
      )
      .returning({ orderId: orderCancellations.orderId });
    if (done.length === 0) return null;
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    const { move, giveBack: gives } = settlement(order.status as OrderStatus, claimed.target);
    if (move) {
      await tx
        .update(orders)
        .set({ status: claimed.target, expiresAt: null, updatedAt: now })
        .where(eq(orders.id, orderId));
      await tx
        .update(orderPayments)
        .set({
          status: claimed.target,
          updatedAt: now,
          ...(claimed.target === OrderStatus.CANCELED ? { canceledAt: now } : { refundedAt: now }),
        })
        .where(eq(orderPayments.orderId, orderId));
      await tx.insert(orderRefunds).values({
        orderId,
        type: claimed.target === OrderStatus.CANCELED ? OrderRefundType.CANCELED : OrderRefundType.REFUNDED,
        total: refundedAmount,
        reason: claimed.reason,
      });
    }
    const returned = gives ? await giveBack(tx, order, claimed.restock, now) : null;
    const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
    await recordAudit(
      tx,
      actor,
      {
        action: 'order.cancel',
        entityType: 'order',
        entityId: orderId,
        before: { status: order.status, paymentStatus: payment?.status },
        after: {
          status: after?.status,
          refundedAmount,
          reason: claimed.reason,
          restock: claimed.restock,
          couponReturned: returned?.couponReturned ?? false,
          unitsReturned: returned?.units ?? [],
        },
      },
      actor.requestId,
    );
    return after ?? null;
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const cancelOrder = async (
  deps: ConsoleOrderDeps,
  actor: Actor,
  orderId: string,
  input: CancelOrderInput,
  clock: () => Date = () => new Date(),
) => {
  const started = Date.now();
  for (;;) {
    const step = await claim(deps, actor, orderId, input, clock());
    if (step.kind === 'wait') {
      if (Date.now() - started > MAX_WAIT_MS)
        throw new DomainError(
          'AlreadyExists',
          'the order is being cancelled by another request: reload it shortly',
        );
      await sleep(WAIT_STEP_MS);
      continue;
    }
    if (step.kind === 'mine') {
      let refundedAmount: number;
      try {
        refundedAmount = await askProvider(deps, orderId, step);
      } catch (error) {
        // Nothing changed: the claim goes, so the shop can try again.
        await deps.db
          .delete(orderCancellations)
          .where(
            and(
              eq(orderCancellations.orderId, orderId),
              eq(orderCancellations.state, CancellationState.PENDING),
            ),
          );
        throw error;
      }
      const settled = await settle(deps, actor, orderId, step, refundedAmount, clock());
      if (settled)
        await sendCancellationNotice(deps, settled, {
          money:
            step.action === CancellationAction.REFUND
              ? 'refund'
              : step.action === CancellationAction.VOID
                ? 'void'
                : 'none',
          refundedAmount,
          reason: step.reason,
        });
    }
    const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('order');
    return presentConsoleOrder(deps.db, row);
  }
};
