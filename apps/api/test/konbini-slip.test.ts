/**
 * A konbini order's slip through HTTP (docs/rules/checkout-and-payments.md, "Konbini slip"): after
 * the sandbox payment page issues the slip, the state poll answers the store, the numbers and the
 * deadline (the order's payment time), the same each time; before the slip, after payment and for
 * other methods it answers none.
 */
import { type CheckoutStateResponse, OrderStatus, PaymentMethodType } from '@hatake/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
  type Shopper,
  sessionIdOf,
  settleSandbox,
} from './helpers/checkouts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const TIMEOUT_SECONDS = 5400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { max: 0, windowSeconds: 60 }, orderPaymentTimeoutSeconds: TIMEOUT_SECONDS },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A guest's order of one unit, checked out with `method`: the payment URL and when it was placed. */
const checkedOut = async (method: number) => {
  const product = await productLike(t.database.db);
  const shopper = newGuest();
  await addToCart(t.app, shopper, product.id);
  const priced = await priceCart(t.app, shopper, product.coordinatorId);
  const placedAt = Math.floor(Date.now() / 1000);
  const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced, { paymentMethod: method }));
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json<{ url: string }>().url;
  return { shopper, url, orderId: priced.requestId, placedAt };
};

const stateOf = async (shopper: Shopper, url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/guests/checkouts/${encodeURIComponent(sessionIdOf(url))}`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutStateResponse>();
};

describe('konbini slip', () => {
  it('is answered by the state poll once issued: store, numbers and the payment deadline, the same each time', async () => {
    const order = await checkedOut(PaymentMethodType.KONBINI);
    const before = await stateOf(order.shopper, order.url);
    expect(before).toEqual({ orderId: order.orderId, status: OrderStatus.UNPAID });

    expect((await settleSandbox(t.app, order.url, 'authorized')).statusCode).toBe(200);
    const state = await stateOf(order.shopper, order.url);
    expect(state.status).toBe(OrderStatus.UNPAID);
    const slip = state.konbini;
    if (!slip) throw new Error(`no slip in ${JSON.stringify(state)}`);
    expect(slip.store).not.toBe('other');
    expect(slip.receiptNumber).toMatch(/^\d{11,13}$/);
    expect(slip.confirmationNumber).toMatch(slip.store === 'seven-eleven' ? /^$/ : /^\d{4,5}$/);
    // The deadline is the order's payment time (ORDER_PAYMENT_TIMEOUT) after the checkout.
    expect(slip.deadline - order.placedAt).toBeGreaterThanOrEqual(TIMEOUT_SECONDS - 1);
    expect(slip.deadline - order.placedAt).toBeLessThanOrEqual(TIMEOUT_SECONDS + 5);
    expect(await stateOf(order.shopper, order.url)).toEqual(state);

    // Another shopper's cookie does not see it.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/v1/guests/checkouts/${encodeURIComponent(sessionIdOf(order.url))}`,
      headers: newGuest().headers,
    });
    expect(stranger.statusCode).toBe(404);

    // Paid at the store: the slip is done with.
    expect((await settleSandbox(t.app, order.url, 'paid')).statusCode).toBe(200);
    expect(await stateOf(order.shopper, order.url)).toEqual({
      orderId: order.orderId,
      status: OrderStatus.PREPARING,
    });
  });

  it('two orders get two different slips', async () => {
    const slips = [];
    for (let n = 0; n < 2; n += 1) {
      const order = await checkedOut(PaymentMethodType.KONBINI);
      await settleSandbox(t.app, order.url, 'authorized');
      slips.push((await stateOf(order.shopper, order.url)).konbini?.receiptNumber);
    }
    expect(slips[0]).toBeDefined();
    expect(slips[0]).not.toBe(slips[1]);
  });

  it('a bank transfer authorised is no konbini slip', async () => {
    const order = await checkedOut(PaymentMethodType.BANK_TRANSFER);
    expect((await settleSandbox(t.app, order.url, 'authorized')).statusCode).toBe(200);
    const state = await stateOf(order.shopper, order.url);
    expect(state).toEqual({ orderId: order.orderId, status: OrderStatus.UNPAID });
  });
});
