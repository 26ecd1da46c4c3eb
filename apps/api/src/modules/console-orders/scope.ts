/**
 * Which orders a console account reaches (docs/console-orders.md#who-sees-what): a coordinator the
 * orders of their own marche (`orders.coordinator_id`), an administrator every order. An order
 * outside it is answered as missing (404), exactly as an unknown id, and nothing changes.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import type { Actor } from './deps.ts';

/** The condition limiting `orders` to what `actor` may see; undefined = all (an administrator). */
export const ordersOf = (actor: Pick<Actor, 'role' | 'coordinatorId'>): SQL | undefined =>
  actor.role === 'administrator' ? undefined : eq(orders.coordinatorId, actor.coordinatorId ?? '');

/** The order row, when `actor` may see it; else NotFound (an unknown id answers the same). */
export const visibleOrder = async (db: Executor, actor: Actor, orderId: string) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOf(actor)))
    .limit(1);
  if (!row) throw notFound('order');
  return row;
};
