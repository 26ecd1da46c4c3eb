/**
 * `POST /v1/console/orders/{orderId}/shipments` (docs/console-orders.md#ship): boxes handed to the
 * carrier, each with its carrier and tracking number. Under the order's row lock, in one
 * transaction with its audit entry: the boxes become FULFILLED (the first shipping time is kept
 * when a number is corrected), the shop's message is kept, and the last box moves the order
 * PREPARING → COMPLETED (docs/rules/orders.md). Sending what is stored again changes nothing and
 * mails nothing; otherwise the buyer gets one shipping notice for the boxes of this call.
 */
import { FulfillmentStatus, OrderStatus, type ShipOrderRequest } from '@hatake/contract';
import { and, asc, eq } from 'drizzle-orm';
import { orderFulfillments, orderPayments, orders } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { canMove } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import type { Actor, ConsoleOrderDeps } from './deps.ts';
import { presentConsoleOrder } from './get-order.ts';
import { sendShippingNotice } from './notices.ts';
import { ordersOf } from './scope.ts';
import { planShipment } from './shipment-rules.ts';

const boxView = (box: typeof orderFulfillments.$inferSelect) => ({
  id: box.id,
  boxNumber: box.boxNumber,
  status: box.status,
  shippingCarrier: box.shippingCarrier,
  trackingNumber: box.trackingNumber,
  shippedAt: box.shippedAt,
});

export const shipBoxes = async (
  deps: ConsoleOrderDeps,
  actor: Actor,
  orderId: string,
  input: ShipOrderRequest,
  now = new Date(),
) => {
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ordersOf(actor)))
      .for('update');
    if (!order) throw notFound('order');
    const boxes = await tx
      .select()
      .from(orderFulfillments)
      .where(eq(orderFulfillments.orderId, orderId))
      .orderBy(asc(orderFulfillments.boxNumber));
    const plan = planShipment(order, boxes, input.boxes);
    if (!plan.ok) throw new DomainError(plan.kind, plan.detail);
    const message = input.message === undefined ? order.shippingMessage : input.message.trim();
    if (plan.changes.length === 0 && message === order.shippingMessage) return null;

    const changedIds = new Set(plan.changes.map((change) => change.fulfillmentId));
    for (const change of plan.changes) {
      const box = boxes.find((candidate) => candidate.id === change.fulfillmentId);
      await tx
        .update(orderFulfillments)
        .set({
          status: FulfillmentStatus.FULFILLED,
          shippingCarrier: change.shippingCarrier,
          trackingNumber: change.trackingNumber,
          shippedAt: box?.shippedAt ?? now,
          updatedAt: now,
        })
        .where(eq(orderFulfillments.id, change.fulfillmentId));
    }
    const completes = plan.completes && canMove(order.status as OrderStatus, OrderStatus.COMPLETED);
    const [after] = await tx
      .update(orders)
      .set({
        shippingMessage: message,
        updatedAt: now,
        ...(completes ? { status: OrderStatus.COMPLETED, completedAt: now } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (!after) throw notFound('order');
    if (completes) {
      await tx
        .update(orderPayments)
        .set({ status: OrderStatus.COMPLETED, updatedAt: now })
        .where(eq(orderPayments.orderId, orderId));
    }
    const boxesAfter = await tx
      .select()
      .from(orderFulfillments)
      .where(eq(orderFulfillments.orderId, orderId))
      .orderBy(asc(orderFulfillments.boxNumber));
    await recordAudit(
      tx,
      actor,
      {
        action: 'order.ship',
        entityType: 'order',
        entityId: orderId,
        before: { status: order.status, shippingMessage: order.shippingMessage, boxes: boxes.map(boxView) },
        after: {
          status: after.status,
          shippingMessage: after.shippingMessage,
          boxes: boxesAfter.map(boxView),
        },
      },
      actor.requestId,
    );
    return {
      order: after,
      shipped: boxesAfter.filter((box) => changedIds.has(box.id)),
      remaining: boxesAfter.filter((box) => box.status !== FulfillmentStatus.FULFILLED).length,
    };
  });

  if (outcome && outcome.shipped.length > 0)
    await sendShippingNotice(deps, outcome.order, outcome.shipped, outcome.remaining);
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('order');
  return presentConsoleOrder(deps.db, row);
};
