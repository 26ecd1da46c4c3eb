/**
 * `GET /v1/console/orders` (docs/console-orders.md#list): the orders the actor may see, newest
 * first, filtered by status, by the Japan-time days they were placed on, and by a search for an
 * order id, a name (the buyer's or the recipient's, kanji or kana, spaces ignored) or part of the
 * buyer's e-mail. Each line carries what a list needs; the detail has the rest.
 */
import type { ConsoleOrdersResponse, OrderStatus, OrderType } from '@hatake/contract';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FulfillmentStatus } from '../../db/enums.ts';
import {
  coordinators,
  orderFulfillments,
  orderItems,
  orderPayments,
  orders,
  users,
} from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { japanDayRange } from './date-range.ts';
import type { Actor } from './deps.ts';
import { ordersOf } from './scope.ts';

export type ListConsoleOrdersInput = {
  status: number;
  from: string;
  to: string;
  q: string;
  limit: number;
  offset: number;
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The search condition of `q`: the order id itself, part of a name (spaces ignored) or of the e-mail. */
const searchOf = (q: string): SQL | undefined => {
  const words = q.trim();
  if (!words) return undefined;
  const name = `%${likeLiteral(words.replace(/[\s\u3000]+/g, ''))}%`;
  const email = `%${likeLiteral(words)}%`;
  const nameOf = (column: typeof orders.billingAddress | typeof orders.shippingAddress) => [
    sql`(coalesce(${column}->>'lastname', '') || coalesce(${column}->>'firstname', '')) ilike ${name}`,
    sql`(coalesce(${column}->>'lastnameKana', '') || coalesce(${column}->>'firstnameKana', '')) ilike ${name}`,
  ];
  return or(
    eq(orders.id, words),
    sql`${users.email} ilike ${email}`,
    ...nameOf(orders.billingAddress),
    ...nameOf(orders.shippingAddress),
  );
};

export const listConsoleOrders = async (
  db: Database,
  actor: Actor,
  input: ListConsoleOrdersInput,
): Promise<ConsoleOrdersResponse> => {
  const range = japanDayRange(input.from, input.to);
  if (!range.ok) throw invalidArgument(range.detail);
  const filters: (SQL | undefined)[] = [
    ordersOf(actor),
    input.status ? eq(orders.status, input.status) : undefined,
    range.range.from ? gte(orders.createdAt, range.range.from) : undefined,
    range.range.until ? lt(orders.createdAt, range.range.until) : undefined,
    searchOf(input.q),
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        order: orders,
        email: users.email,
        marcheName: coordinators.marcheName,
        total: orderPayments.total,
        orderedAt: orderPayments.orderedAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(coordinators, eq(coordinators.id, orders.coordinatorId))
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const ids = rows.map((row) => row.order.id);
  const [units, boxes] = ids.length
    ? await Promise.all([
        db
          .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .groupBy(orderItems.orderId),
        db
          .select({
            orderId: orderFulfillments.orderId,
            boxes: sql<number>`count(*)::int`,
            shipped: sql<number>`(count(*) filter (where ${orderFulfillments.status} = ${FulfillmentStatus.FULFILLED}))::int`,
          })
          .from(orderFulfillments)
          .where(inArray(orderFulfillments.orderId, ids))
          .groupBy(orderFulfillments.orderId),
      ])
    : [[], []];
  const unitsOf = new Map(units.map((row) => [row.orderId, row.units]));
  const boxesOf = new Map(boxes.map((row) => [row.orderId, row]));
  return {
    orders: rows.map(({ order, email, marcheName, total, orderedAt }) => ({
      id: order.id,
      coordinatorId: order.coordinatorId,
      marcheName,
      type: order.type as OrderType,
      status: order.status as OrderStatus,
      orderedAt: toUnixSeconds(orderedAt),
      total,
      customerName: `${order.billingAddress.lastname} ${order.billingAddress.firstname}`.trim(),
      email,
      itemCount: unitsOf.get(order.id) ?? 0,
      boxCount: boxesOf.get(order.id)?.boxes ?? 0,
      shippedBoxCount: boxesOf.get(order.id)?.shipped ?? 0,
    })),
    total: counted?.total ?? 0,
  };
};
