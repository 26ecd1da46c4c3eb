/**
 * The checkout's statements prepared once per connection (db/prepared.ts). PostgreSQL plans a
 * prepared statement for its parameters' values five times, then may switch to one generic plan
 * without them: a statement that only worked with its values known (the guest upsert's ON
 * CONFLICT once named its partial index's predicate with a parameter, and from the sixth checkout
 * on a connection answered 500) fails only from there. So one guest checks out eight times in a
 * row — consecutive requests get the same pooled connection — and every order must be whole.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orderFulfillments,
  orderItems,
  orderPayments,
  orders,
  products,
  users,
} from '../src/db/schema/index.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';

const t = testAppWithSmtp();

describe('checkout statements prepared once per connection', () => {
  it('one guest checks out eight times in a row: one guest user, eight whole orders', async () => {
    const db = t.database.db;
    const product = await productLike(db, { inventory: 100 });
    const email = newGuest().email;
    const orderIds: string[] = [];
    for (let round = 1; round <= 8; round += 1) {
      const shopper = { ...newGuest(), email };
      await addToCart(t.app, shopper, product.id, round);
      const priced = await priceCart(t.app, shopper, product.coordinatorId);
      const placed = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
      expect(placed.statusCode, `round ${round}: ${placed.body}`).toBe(200);
      orderIds.push(priced.requestId);
    }

    const guests = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(guests).toHaveLength(1);
    const placed = await db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(placed.map((order) => order.userId)).toEqual(orderIds.map(() => guests[0]?.id));
    const payments = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds));
    expect(payments).toHaveLength(8);
    const boxes = await db
      .select()
      .from(orderFulfillments)
      .where(inArray(orderFulfillments.orderId, orderIds));
    expect(new Set(boxes.map((box) => box.orderId)).size).toBe(8);
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    // Round n bought n units: 1 + 2 + … + 8.
    expect(items.reduce((units, item) => units + item.quantity, 0)).toBe(36);
    for (const item of items) expect(boxes.some((box) => box.id === item.fulfillmentId)).toBe(true);
    const [stock] = await db
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock?.inventory).toBe(100 - 36);
  });
});
