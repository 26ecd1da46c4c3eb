import { OrderStatus } from '@hatake/contract';
import { sendOrderConfirmation } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { lockOrder, moveOrder } from './order-moves.ts';

/**
 * Applies a state read from the provider (the poll, the expiry's last check) to a still UNPAID order:
 * the same transitions, no event recorded, `last_event_at` untouched.
 */
export const applySessionState = async (
  deps: CheckoutDeps,
  orderId: string,
  target: OrderStatus,
  now: Date,
) => {
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.order.status !== OrderStatus.UNPAID) return false;
    return moveOrder(tx, locked, target, now);
  });
  if (moved && target === OrderStatus.PREPARING) await sendOrderConfirmation(deps, orderId);
  return moved;
};
