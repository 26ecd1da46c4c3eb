import { type KonbiniSlip as KonbiniSlipResponse, OrderStatus } from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import { orderPayments, orders } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { applySessionState } from './apply-session-state.ts';
import { awaitsCapture, captureOrder } from './capture.ts';
import type { CheckoutDeps } from './deps.ts';
import { atActiveProvider } from './provider-type.ts';

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
