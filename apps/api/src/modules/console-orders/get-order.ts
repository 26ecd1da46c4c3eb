/**
 * `GET /v1/console/orders/{orderId}` (docs/console-orders.md#detail): the order as the shopper's
 * page shows it (items, boxes, addresses, payment, booking: the orders module's `orderDetail`) and
 * what only the shop sees: the buyer's e-mail, whether they bought as a guest, the mail language,
 * the note, the shop's shipping message and the console's cancellation.
 */
import type { ConsoleOrderCancellation, ConsoleOrderResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { orderCancellations, type orders, users } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { orderDetail } from '../orders/index.ts';
import { CancellationAction, CancellationState } from './cancellation-rules.ts';
import type { Actor } from './deps.ts';
import { visibleOrder } from './scope.ts';

type OrderRow = typeof orders.$inferSelect;

const ACTIONS: Record<number, ConsoleOrderCancellation['action']> = {
  [CancellationAction.REFUND]: 'refund',
  [CancellationAction.VOID]: 'void',
  [CancellationAction.NONE]: 'none',
};

/** The console's view of an order row it may see. */
export const presentConsoleOrder = async (db: Database, row: OrderRow): Promise<ConsoleOrderResponse> => {
  const [detail, [buyer], [cancellation]] = await Promise.all([
    orderDetail(db, row),
    db.select({ email: users.email, type: users.type }).from(users).where(eq(users.id, row.userId)),
    db.select().from(orderCancellations).where(eq(orderCancellations.orderId, row.id)),
  ]);
  return {
    ...detail,
    customer: { email: buyer?.email ?? '', guest: buyer?.type === UserType.GUEST },
    locale: row.locale,
    note: row.orderRequest,
    shippingMessage: row.shippingMessage,
    cancellation: cancellation
      ? {
          state: cancellation.state === CancellationState.DONE ? 'done' : 'pending',
          action: ACTIONS[cancellation.action] ?? 'none',
          refundedAmount: cancellation.refundedAmount,
          restock: cancellation.restock,
          reason: cancellation.reason,
          requestedAt: toUnixSeconds(cancellation.createdAt),
          completedAt: toUnixSeconds(cancellation.completedAt),
        }
      : null,
  };
};

/** One order the actor may see; another marche's is 404, as an unknown id. */
export const getConsoleOrder = async (db: Database, actor: Actor, orderId: string) =>
  presentConsoleOrder(db, await visibleOrder(db, actor, orderId));
