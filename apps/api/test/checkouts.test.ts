/**
 * Product checkout through HTTP → service → database (docs/rules/checkout-and-payments.md): the
 * server's own price, stock taken in the order's transaction under concurrency, idempotency by
 * requestId, free orders, switched-off methods, the sandbox's signed notifications (forged,
 * replayed, out of order), the state poll, the unpaid-order expiry and a provider that fails.
 */
import { OrderStatus, PaymentMethodType, PaymentStatus, PaymentSystemStatus } from '@hatake/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartItems,
  carts,
  orderFulfillments,
  orderItems,
  orderPayments,
  orders,
  paymentEvents,
  paymentSystems,
  products,
  promotions,
  users,
} from '../src/db/schema/index.ts';
import { DomainError } from '../src/lib/domain-error.ts';
import { type CheckoutDeps, expireUnpaidOrders } from '../src/modules/checkouts/index.ts';
import { signBody } from '../src/payments/body-signature.ts';
import type { PaymentEvent, PaymentProvider } from '../src/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { InMemorySandboxSessionStore } from '../src/payments/sandbox-session-store.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import {
  ADDRESS,
  addToCart,
  CALLBACK_URL,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
  type Shopper,
  sessionIdOf,
} from './helpers/checkouts.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SECRET = 'checkout-test-sandbox-secret-0123456789';
/** The provider's side, in memory: this suite checks checkout itself (payment-sessions.test.ts the database store). */
const sandboxStore = new InMemorySandboxSessionStore();
const sandbox = new SandboxPaymentProvider({
  secret: SECRET,
  publicUrl: 'http://shop.test',
  store: sandboxStore,
  sessionTtlSeconds: 7200,
});
/** The page token of a session, as the payment URL carries it to the buyer's browser. */
const pageToken = async (sessionId: string) => (await sandboxStore.get(sessionId))?.pageToken ?? '';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mailer: smtp.mailer,
    payments: sandbox,
    config: { rateLimit: { max: 0, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const deps = (): CheckoutDeps => ({
  db: t.app.db,
  payments: t.app.payments,
  mailer: t.app.mailer,
  log: t.app.log,
  orderPaymentTimeoutSeconds: 7200,
});

const inventoryOf = async (productId: string) =>
  (await db().select({ inventory: products.inventory }).from(products).where(eq(products.id, productId)))[0]
    ?.inventory;
const orderOf = async (orderId: string) => {
  const [row] = await db()
    .select({ order: orders, payment: orderPayments })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row;
};
/** Units of a product in the guest's stored cart (0 when none). */
const cartQuantity = async (shopper: Shopper, productId: string) => {
  const cookie = shopper.headers.cookie?.replace('session_id=', '') ?? '';
  const rows = await db()
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.sessionId, cookie), eq(cartItems.productId, productId)));
  return rows[0]?.quantity ?? 0;
};

/** A guest who has `quantity` of a fresh product (price and stock as given) in the cart, priced. */
const shopperWith = async (
  values: Partial<typeof products.$inferInsert> = {},
  quantity = 1,
  promotion = '',
) => {
  const product = await productLike(db(), values);
  const shopper = newGuest();
  await addToCart(t.app, shopper, product.id, quantity);
  const priced = await priceCart(t.app, shopper, product.coordinatorId, promotion);
  return { product, shopper, priced };
};

/** Settles a sandbox session through the sandbox page's call (the signed notification path). */
const settle = async (sessionId: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/payments/sandbox/sessions/${sessionId}`,
    headers: { 'x-sandbox-page-token': await pageToken(sessionId) },
    payload: { outcome },
  });

const notify = (body: Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v1/payments/sandbox/notifications', payload: body, headers });

describe('guest product checkout', () => {
  it('places an UNPAID order with the server’s price, takes the stock and the boxes, and answers the payment page', async () => {
    const { product, shopper, priced } = await shopperWith({ inventory: 10 }, 3);
    const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/shop\.test\/v1\/purchase\/sandbox\/sbx_/);

    const row = await orderOf(priced.requestId);
    expect(row?.order).toMatchObject({
      status: OrderStatus.UNPAID,
      coordinatorId: product.coordinatorId,
      type: 1,
    });
    expect(row?.order.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 7000 * 1000);
    expect(row?.order.shippingAddress).toMatchObject({
      prefectureCode: 13,
      city: ADDRESS.city,
      addressId: '',
    });
    expect(row?.payment).toMatchObject({
      status: PaymentStatus.UNPAID,
      methodType: PaymentMethodType.CREDIT_CARD,
      transactionId: sessionIdOf(url),
      redirectUrl: url,
      subtotal: priced.subtotal,
      shippingFee: priced.shippingFee,
      total: priced.total,
      tax: Math.floor(priced.total / 11),
    });
    const boxes = await db()
      .select()
      .from(orderFulfillments)
      .where(eq(orderFulfillments.orderId, priced.requestId));
    expect(boxes).toHaveLength(priced.carts.length);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, priced.requestId));
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(3);
    expect(items.every((item) => item.price === product.price)).toBe(true);
    expect(await inventoryOf(product.id)).toBe(7);
    expect(await cartQuantity(shopper, product.id)).toBe(0);
    const [guest] = await db().select().from(users).where(eq(users.email, shopper.email));
    expect(guest).toMatchObject({ type: 2, lastname: ADDRESS.lastname });
    expect(row?.order.userId).toBe(guest?.id);
  });

  it('answers the same url to the same requestId and never makes a second order or takes stock twice', async () => {
    const { product, shopper, priced } = await shopperWith({ inventory: 10 }, 2);
    const body = guestBody(shopper, priced);
    const answers = await Promise.all(Array.from({ length: 8 }, () => guestCheckout(t.app, shopper, body)));
    const urls = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ url: string }>().url;
    });
    const again = await guestCheckout(t.app, shopper, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(new Set([...urls, again.json<{ url: string }>().url]).size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.id, priced.requestId))).toHaveLength(1);
    expect(await inventoryOf(product.id)).toBe(8);
    // Someone else's requestId is 409.
    const other = newGuest();
    const stolen = await guestCheckout(t.app, other, { ...body, email: other.email });
    expect(stolen.statusCode, stolen.body).toBe(409);
  });

  it('refuses a total that differs (400), a switched-off method (403), one not offered (501), and writes nothing', async () => {
    const { shopper, priced } = await shopperWith({ inventory: 10 }, 1);
    // Cash on delivery switched on: in use, but no checkout handles it yet.
    await t.database.db
      .update(paymentSystems)
      .set({ status: PaymentSystemStatus.IN_USE })
      .where(eq(paymentSystems.methodType, PaymentMethodType.CASH));
    const before = await tableDigests(t.database);
    const expectStatus = async (overrides: Record<string, unknown>, status: number, detail: RegExp) => {
      const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced, overrides));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    };
    await expectStatus({ total: priced.total + 1 }, 400, /total does not match/);
    await expectStatus({ paymentMethod: PaymentMethodType.MERPAY }, 403, /out of service/);
    await expectStatus({ paymentMethod: PaymentMethodType.CASH }, 501, /not offered/);
    await expectStatus({ paymentMethod: PaymentMethodType.FREE }, 400, /FREE needs a total of 0/);
    await expectStatus({ promotionCode: 'NOSUCHCD' }, 400, /promotionCode/);
    await expectStatus({ isSameAddress: false }, 400, /shippingAddress is required/);
    await expectStatus({ coordinatorId: 'no-such-coordinator' }, 404, /coordinator not found/);
    await expectStatus(
      { creditCard: { number: '4111111111111112', verificationValue: '123', month: 12, year: 2099 } },
      400,
      /creditCard.number/,
    );
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });

  it('refuses an unusable coupon with 412: another shop’s, used up, or a ONCE code used before by this buyer', async () => {
    const window = { startAt: new Date(Date.now() - 86_400_000), endAt: new Date(Date.now() + 86_400_000) };
    const code = () => `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`.padEnd(8, 'Z').slice(0, 8);
    const { product, shopper, priced } = await shopperWith({ inventory: 10 }, 1);
    const [elsewhere] = await db()
      .select()
      .from(products)
      .where(ne(products.coordinatorId, product.coordinatorId))
      .limit(1);
    const otherShop = code();
    const usedUp = code();
    const once = code();
    await db()
      .insert(promotions)
      .values([
        {
          title: 'other shop',
          discountType: 1,
          discountRate: 100,
          code: otherShop,
          coordinatorId: elsewhere?.coordinatorId ?? null,
          ...window,
        },
        {
          title: 'used up',
          discountType: 1,
          discountRate: 100,
          code: usedUp,
          usageLimit: 1,
          usedCount: 1,
          ...window,
        },
        { title: 'once', discountType: 1, discountRate: 100, code: once, codeType: 1, ...window },
      ]);
    const attempt = (promotionCode: string, who = shopper, body = priced) =>
      guestCheckout(t.app, who, guestBody(who, body, { promotionCode, total: body.total - 100 }));
    const refused = await attempt(otherShop);
    expect(refused.statusCode, refused.body).toBe(412);
    expect(refused.json<{ detail: string }>().detail).toMatch(/not valid for this shop/);
    expect((await attempt(usedUp)).json()).toMatchObject({
      status: 412,
      detail: 'promotion has reached its usage limit',
    });
    expect((await attempt(once)).statusCode).toBe(200);
    // The same buyer (e-mail) again, from another session: the ONCE code is used.
    const again = newGuest();
    again.email = shopper.email;
    await addToCart(t.app, again, product.id, 1);
    const second = await priceCart(t.app, again, product.coordinatorId);
    const reused = await attempt(once, again, second);
    expect(reused.statusCode, reused.body).toBe(412);
    expect(reused.json<{ detail: string }>().detail).toMatch(/once per customer/);
    // The shop refunds the first order (the console's cancel-and-refund gives its redemption back):
    // the ONCE code is the buyer's again.
    const [onceRow] = await db().select().from(promotions).where(eq(promotions.code, once));
    await db()
      .update(orders)
      .set({ status: OrderStatus.REFUNDED })
      .where(eq(orders.promotionId, onceRow?.id ?? ''));
    const third = await priceCart(t.app, again, product.coordinatorId);
    const afterRefund = await attempt(once, again, third);
    expect(afterRefund.statusCode, afterRefund.body).toBe(200);
  });

  it('prices the fee for the shipping address’s prefecture: the billing prefecture does not count', async () => {
    const { shopper, priced } = await shopperWith({ inventory: 10 }, 1);
    // Billing in Okinawa, shipping to Tokyo (what the cart was priced for): accepted.
    const body = guestBody(shopper, priced, {
      billingAddress: { ...ADDRESS, prefectureCode: 47 },
      isSameAddress: false,
      shippingAddress: ADDRESS,
    });
    const response = await guestCheckout(t.app, shopper, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderOf(priced.requestId))?.order.billingAddress.prefectureCode).toBe(47);
  });

  it('makes a zero total a FREE order, paid at once, with the confirmation mail and the coupon counted', async () => {
    const code = `FREE${Math.random().toString(36).slice(2, 6).toUpperCase()}`.slice(0, 8).padEnd(8, 'X');
    const [promotion] = await db()
      .insert(promotions)
      .values({
        title: 'free shipping',
        discountType: 3,
        discountRate: 0,
        code,
        startAt: new Date(Date.now() - 86_400_000),
        endAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const { product, shopper, priced } = await shopperWith({ inventory: 10, price: 0 }, 1, code);
    expect(priced.total).toBe(0);
    const since = smtp.messages.length;
    const response = await guestCheckout(
      t.app,
      shopper,
      guestBody(shopper, priced, { paymentMethod: PaymentMethodType.PAYPAY }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: `${CALLBACK_URL}?session_id=${priced.requestId}` });
    const row = await orderOf(priced.requestId);
    expect(row?.order.status).toBe(OrderStatus.PREPARING);
    expect(row?.payment).toMatchObject({
      methodType: PaymentMethodType.FREE,
      transactionId: priced.requestId,
      providerType: 0,
    });
    expect(row?.payment.paidAt).not.toBeNull();
    expect(await inventoryOf(product.id)).toBe(9);
    const [counted] = await db()
      .select()
      .from(promotions)
      .where(eq(promotions.id, promotion?.id ?? ''));
    expect(counted?.usedCount).toBe(1);
    const mail = await smtp.waitFor(shopper.email, since);
    expect(mail.subject).toContain('ご注文ありがとうございます');
    const state = await t.app.inject({
      method: 'GET',
      url: `/v1/guests/checkouts/${priced.requestId}`,
      headers: shopper.headers,
    });
    expect(state.json()).toEqual({ orderId: priced.requestId, status: OrderStatus.PREPARING });
  });

  it('sells exactly the stock to 50 concurrent buyers: 5 orders, stock 0, never negative', async () => {
    const product = await productLike(db(), { inventory: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const shopper = newGuest();
        await addToCart(t.app, shopper, product.id, 1);
        return { shopper, priced: await priceCart(t.app, shopper, product.coordinatorId) };
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map(({ shopper, priced }) => guestCheckout(t.app, shopper, guestBody(shopper, priced))),
    );
    const elapsed = performance.now() - started;
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 412)).toBe(true);
    expect(await inventoryOf(product.id)).toBe(0);
    const placed = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          buyers.map(({ priced }) => priced.requestId),
        ),
      );
    expect(placed).toHaveLength(5);
    console.log(
      `checkout concurrency (${t.database.driver}): 50 buyers, 5 units → 5 orders, ${Math.round(elapsed)} ms`,
    );
  });
});

describe('member product checkout and the state poll', () => {
  it('checks out the member’s cart to their own addresses; another member’s address or checkout is 404', async () => {
    const member = await signUpAndSignIn(t.app, smtp);
    const other = await signUpAndSignIn(t.app, smtp);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers: member.headers,
      payload: ADDRESS,
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers: other.headers,
      payload: ADDRESS,
    });
    const addressId = saved.json<{ address: { id: string } }>().address.id;
    const foreignId = foreign.json<{ address: { id: string } }>().address.id;
    const product = await productLike(db(), { inventory: 10 });
    const shopper = newGuest(member.headers);
    await addToCart(t.app, shopper, product.id, 2);
    const priced = await priceCart(t.app, shopper, product.coordinatorId);
    const body = {
      requestId: priced.requestId,
      coordinatorId: product.coordinatorId,
      paymentMethod: PaymentMethodType.PAYPAY,
      callbackUrl: CALLBACK_URL,
      total: priced.total,
      billingAddressId: addressId,
      shippingAddressId: foreignId,
    };
    const post = (payload: object, headers = shopper.headers) =>
      t.app.inject({ method: 'POST', url: '/v1/checkouts/products', headers, payload });
    expect((await post(body)).statusCode).toBe(404);
    const placed = await post({ ...body, shippingAddressId: addressId });
    expect(placed.statusCode, placed.body).toBe(200);
    const sessionId = sessionIdOf(placed.json<{ url: string }>().url);
    const order = await orderOf(priced.requestId);
    expect(order?.order.userId).toBe(member.id);
    expect(order?.order.shippingAddress?.addressId).toBe(addressId);

    const poll = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/v1/checkouts/${sessionId}`, headers });
    expect((await poll(member.headers)).json()).toEqual({
      orderId: priced.requestId,
      status: OrderStatus.UNPAID,
    });
    expect((await poll(other.headers)).statusCode).toBe(404);
    expect((await poll({})).statusCode).toBe(401);

    // Paid at the provider; the poll applies the session's state before any notification arrives.
    await sandbox.settle(sessionId, 'paid', await pageToken(sessionId));
    expect((await poll(member.headers)).json()).toEqual({
      orderId: priced.requestId,
      status: OrderStatus.PREPARING,
    });
    expect((await orderOf(priced.requestId))?.payment.status).toBe(PaymentStatus.PREPARING);
  });
});

describe('payment notifications', () => {
  /** A guest's UNPAID order at the sandbox: its id, session and product. */
  const unpaidOrder = async (inventory = 10, quantity = 2, headers: Record<string, string> = {}) => {
    const { product, shopper, priced } = await shopperWith({ inventory }, quantity);
    shopper.headers = { ...shopper.headers, ...headers };
    const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(response.statusCode, response.body).toBe(200);
    return {
      orderId: priced.requestId,
      sessionId: sessionIdOf(response.json<{ url: string }>().url),
      product,
      shopper,
      priced,
    };
  };
  const eventOf = (
    order: { orderId: string; sessionId: string; priced: { total: number } },
    kind: PaymentEvent['kind'],
    occurredAt: Date,
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  ): PaymentEvent => ({
    kind,
    eventId,
    sessionId: order.sessionId,
    orderId: order.orderId,
    amount: order.priced.total,
    refundedAmount: kind === 'refunded' ? order.priced.total : 0,
    occurredAt,
  });
  const send = (event: PaymentEvent) => {
    const { body, headers } = sandbox.signNotification(event);
    return notify(body, headers);
  };

  it('applies a paid notification once: PREPARING, one confirmation mail in the buyer’s language', async () => {
    const order = await unpaidOrder(10, 2, { 'accept-language': 'en-US,en;q=0.9' });
    const since = smtp.messages.length;
    const settled = await settle(order.sessionId, 'paid');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toEqual({ url: `${CALLBACK_URL}?session_id=${order.sessionId}` });
    expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.PREPARING);
    const mail = await smtp.waitFor(order.shopper.email, since);
    expect(mail.subject).toBe('[hatake] Thank you for your order');
    expect(mail.text).toContain(order.orderId);
    // The same event again (a redelivery) and a later duplicate "paid": acknowledged, nothing changes.
    const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId));
    const replay = eventOf(order, 'paid', event?.occurredAt ?? new Date(), event?.id);
    const before = await tableDigests(t.database);
    expect((await send(replay)).statusCode).toBe(204);
    expect((await send(eventOf(order, 'paid', new Date()))).statusCode).toBe(204);
    const changes = snapshotChanges(before, await tableDigests(t.database));
    expect(changes.every((change) => /payment_events|order_payments/.test(change))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(order.shopper.email))).toHaveLength(
      1,
    );
    expect(await inventoryOf(order.product.id)).toBe(8);
  });

  it('captures a card authorisation once, even when the notification arrives twice, and the order ends paid', async () => {
    const capture = vi.spyOn(sandbox, 'capture');
    try {
      const order = await unpaidOrder();
      const since = smtp.messages.length;
      // The card is authorised on the page; the notification says `authorized`, not paid.
      const settled = await settle(order.sessionId, 'authorized');
      expect(settled.statusCode, settled.body).toBe(200);
      expect(capture).toHaveBeenCalledTimes(1);
      expect(capture).toHaveBeenCalledWith({
        sessionId: order.sessionId,
        idempotencyKey: `capture-${order.orderId}`,
      });
      expect((await sandbox.readSession(order.sessionId)).state).toBe('paid');
      const row = await orderOf(order.orderId);
      expect(row?.order.status).toBe(OrderStatus.PREPARING);
      expect(row?.payment.status).toBe(PaymentStatus.PREPARING);
      expect(row?.payment.capturedAt).not.toBeNull();
      await smtp.waitFor(order.shopper.email, since);

      // The same event delivered again, and another `authorized` with a new id: no second capture.
      const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId));
      expect(event?.eventType).toBe('authorized');
      expect(
        (await send(eventOf(order, 'authorized', event?.occurredAt ?? new Date(), event?.id))).statusCode,
      ).toBe(204);
      expect((await send(eventOf(order, 'authorized', new Date()))).statusCode).toBe(204);
      expect(capture).toHaveBeenCalledTimes(1);
      expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.PREPARING);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        smtp.messages.slice(since).filter((m) => m.envelopeTo.includes(order.shopper.email)),
      ).toHaveLength(1);
    } finally {
      capture.mockRestore();
    }
  });

  it('a failed capture leaves the order UNPAID; the expiry job captures it before expiring', async () => {
    const capture = vi.spyOn(sandbox, 'capture');
    try {
      capture.mockRejectedValueOnce(new DomainError('Unavailable', 'payment provider unavailable'));
      const order = await unpaidOrder();
      expect((await settle(order.sessionId, 'authorized')).statusCode).toBe(200);
      expect(capture).toHaveBeenCalledTimes(1);
      expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.UNPAID);
      expect((await sandbox.readSession(order.sessionId)).state).toBe('authorized');

      await db()
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, order.orderId));
      expect(await expireUnpaidOrders(deps())).toBe(0);
      expect(capture).toHaveBeenCalledTimes(2);
      expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.PREPARING);
      expect((await sandbox.readSession(order.sessionId)).state).toBe('paid');
    } finally {
      capture.mockRestore();
    }
  });

  it('a konbini slip (authorised, deferred) is not captured: the order stays UNPAID', async () => {
    const capture = vi.spyOn(sandbox, 'capture');
    try {
      const { shopper, priced } = await shopperWith({ inventory: 10 }, 1);
      const response = await guestCheckout(
        t.app,
        shopper,
        guestBody(shopper, priced, { paymentMethod: PaymentMethodType.KONBINI }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const sessionId = sessionIdOf(response.json<{ url: string }>().url);
      expect((await settle(sessionId, 'authorized')).statusCode).toBe(200);
      expect(capture).not.toHaveBeenCalled();
      const row = await orderOf(priced.requestId);
      expect(row?.order.status).toBe(OrderStatus.UNPAID);
      expect(row?.order.expiresAt).toBeNull();
    } finally {
      capture.mockRestore();
    }
  });

  it('refuses forged and unreadable notifications and changes nothing', async () => {
    const order = await unpaidOrder();
    const { body } = sandbox.signNotification(eventOf(order, 'paid', new Date()));
    const before = await tableDigests(t.database);
    const missing = await notify(body, { 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(401);
    const forged = await notify(body, {
      'content-type': 'application/json',
      'x-sandbox-signature': signBody('another-secret-of-sixteen-plus', body),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 401, detail: 'notification signature is wrong' });
    // A body changed after signing (one space more) no longer matches its signature.
    const tampered = Buffer.from(`${body.toString()} `);
    const headers = { 'content-type': 'application/json', 'x-sandbox-signature': signBody(SECRET, body) };
    expect((await notify(tampered, headers)).statusCode).toBe(401);
    const garbage = Buffer.from('{"type":1}');
    expect(
      (await notify(garbage, { ...headers, 'x-sandbox-signature': signBody(SECRET, garbage) })).statusCode,
    ).toBe(400);
    expect((await notify(body, { ...headers, 'content-type': 'text/plain' })).statusCode).toBe(415);
    // KOMOJU is not the configured provider here.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/payments/komoju/notifications',
          payload: body,
          headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
    expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.UNPAID);
  });

  it('ignores events older than the last one applied, and never moves a final order', async () => {
    const order = await unpaidOrder(10, 2);
    const t0 = new Date(Date.now() - 60_000);
    // "expired" at t0+2 arrives first; the earlier "paid" at t0+1 comes late and is ignored.
    expect((await send(eventOf(order, 'expired', new Date(t0.getTime() + 2000)))).statusCode).toBe(204);
    expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.FAILED);
    expect(await inventoryOf(order.product.id)).toBe(10);
    expect(await cartQuantity(order.shopper, order.product.id)).toBe(2);
    expect((await send(eventOf(order, 'paid', new Date(t0.getTime() + 1000)))).statusCode).toBe(204);
    // A newer "paid" cannot revive a FAILED order either, and the stock is not given back twice.
    expect((await send(eventOf(order, 'paid', new Date()))).statusCode).toBe(204);
    expect((await send(eventOf(order, 'canceled', new Date()))).statusCode).toBe(204);
    const row = await orderOf(order.orderId);
    expect(row?.order.status).toBe(OrderStatus.FAILED);
    expect(row?.payment.status).toBe(PaymentStatus.FAILED);
    expect(await inventoryOf(order.product.id)).toBe(10);
    // A refund of a paid order moves it to REFUNDED; nothing moves it back.
    const paid = await unpaidOrder(10, 1);
    expect((await send(eventOf(paid, 'paid', new Date(Date.now() - 1000)))).statusCode).toBe(204);
    expect((await send(eventOf(paid, 'refunded', new Date()))).statusCode).toBe(204);
    expect((await send(eventOf(paid, 'paid', new Date(Date.now() + 1000)))).statusCode).toBe(204);
    expect((await orderOf(paid.orderId))?.order.status).toBe(OrderStatus.REFUNDED);
  });

  it('answers 503 without recording an event that arrives before the checkout stored its session', async () => {
    const order = await unpaidOrder(10, 1);
    await db()
      .update(orderPayments)
      .set({ transactionId: order.orderId })
      .where(eq(orderPayments.orderId, order.orderId));
    const event = eventOf(order, 'paid', new Date());
    expect((await send(event)).statusCode).toBe(503);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.eventId))).toEqual([]);
    await db()
      .update(orderPayments)
      .set({ transactionId: order.sessionId })
      .where(eq(orderPayments.orderId, order.orderId));
    expect((await send(event)).statusCode).toBe(204);
    expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.PREPARING);
  });

  it('does not fail an order on a failed attempt while its session is still open (KOMOJU retries)', async () => {
    const order = await unpaidOrder(10, 1);
    expect((await send(eventOf(order, 'failed', new Date()))).statusCode).toBe(204);
    expect((await orderOf(order.orderId))?.order.status).toBe(OrderStatus.UNPAID);
  });

  it('gives stock and the coupon back once when the payment fails, and keeps the cart', async () => {
    const [hatake10] = await db().select().from(promotions).where(eq(promotions.code, 'HATAKE10'));
    const product = await productLike(db(), { inventory: 4 });
    const shopper = newGuest();
    await addToCart(t.app, shopper, product.id, 3);
    const priced = await priceCart(t.app, shopper, product.coordinatorId, 'HATAKE10');
    expect(priced.discount).toBeGreaterThan(0);
    const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(response.statusCode, response.body).toBe(200);
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    const used = async () =>
      (
        await db()
          .select()
          .from(promotions)
          .where(eq(promotions.id, hatake10?.id ?? ''))
      )[0]?.usedCount;
    const usedAfterOrder = await used();
    expect(usedAfterOrder).toBe((hatake10?.usedCount ?? 0) + 1);
    expect(await inventoryOf(product.id)).toBe(1);
    expect((await settle(sessionId, 'failed')).statusCode).toBe(200);
    expect(await inventoryOf(product.id)).toBe(4);
    expect(await used()).toBe(hatake10?.usedCount);
    expect(await cartQuantity(shopper, product.id)).toBe(3);
    // The session cannot move again; the poll reads FAILED.
    expect((await settle(sessionId, 'paid')).statusCode).toBe(412);
    const state = await t.app.inject({
      method: 'GET',
      url: `/v1/guests/checkouts/${sessionId}`,
      headers: shopper.headers,
    });
    expect(state.json()).toEqual({ orderId: priced.requestId, status: OrderStatus.FAILED });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/guests/checkouts/${sessionId}`,
          headers: newGuest().headers,
        })
      ).statusCode,
    ).toBe(404);
    // Reusing the ended checkout's requestId is refused: price again.
    expect((await guestCheckout(t.app, shopper, guestBody(shopper, priced))).statusCode).toBe(412);
  });
});

describe('unpaid-order expiry', () => {
  it('fails orders past their time, gives their stock back, once, and leaves the others', async () => {
    const { product, shopper, priced } = await shopperWith({ inventory: 6 }, 2);
    expect((await guestCheckout(t.app, shopper, guestBody(shopper, priced))).statusCode).toBe(200);
    const fresh = await shopperWith({ inventory: 6 }, 1);
    expect(
      (await guestCheckout(t.app, fresh.shopper, guestBody(fresh.shopper, fresh.priced))).statusCode,
    ).toBe(200);
    expect(await inventoryOf(product.id)).toBe(4);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, priced.requestId));
    const [first, second] = await Promise.all([expireUnpaidOrders(deps()), expireUnpaidOrders(deps())]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await expireUnpaidOrders(deps())).toBe(0);
    expect((await orderOf(priced.requestId))?.order.status).toBe(OrderStatus.FAILED);
    expect(await inventoryOf(product.id)).toBe(6);
    expect((await orderOf(fresh.priced.requestId))?.order.status).toBe(OrderStatus.UNPAID);
  });
});

describe('a provider that cannot open a session', () => {
  it('compensates: the order FAILED, stock, coupon and cart back, 503', async () => {
    const failing: PaymentProvider = {
      name: 'sandbox',
      createSession: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      readSession: sandbox.readSession.bind(sandbox),
      parseNotification: sandbox.parseNotification.bind(sandbox),
      capture: sandbox.capture.bind(sandbox),
      refund: sandbox.refund.bind(sandbox),
      cancel: sandbox.cancel.bind(sandbox),
    };
    const broken = await createTestApp({ mailer: smtp.mailer, payments: failing });
    try {
      const [template] = await broken.database.db
        .select()
        .from(promotions)
        .where(eq(promotions.code, 'HATAKE10'));
      const product = await productLike(broken.database.db, { inventory: 3 });
      const shopper = newGuest();
      await addToCart(broken.app, shopper, product.id, 2);
      const priced = await priceCart(broken.app, shopper, product.coordinatorId, 'HATAKE10');
      const response = await guestCheckout(broken.app, shopper, guestBody(shopper, priced));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json<{ detail: string }>().detail).toMatch(/nothing was charged/);
      const [order] = await broken.database.db.select().from(orders).where(eq(orders.id, priced.requestId));
      expect(order?.status).toBe(OrderStatus.FAILED);
      const [stock] = await broken.database.db.select().from(products).where(eq(products.id, product.id));
      expect(stock?.inventory).toBe(3);
      const [coupon] = await broken.database.db
        .select()
        .from(promotions)
        .where(eq(promotions.code, 'HATAKE10'));
      expect(coupon?.usedCount).toBe(template?.usedCount);
      const cart = await broken.app.inject({ method: 'GET', url: '/v1/carts', headers: shopper.headers });
      const lines = cart
        .json<{ carts: { items: { productId: string; quantity: number }[] }[] }>()
        .carts.flatMap((box) => box.items);
      expect(lines.every((line) => line.productId === product.id)).toBe(true);
      expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
    } finally {
      await broken.close();
    }
  });
});

describe('the expiry job on its interval', () => {
  it('runs in the app every ORDER_EXPIRY_INTERVAL seconds and stops when the app closes', async () => {
    const timed = await createTestApp({
      mailer: smtp.mailer,
      config: { orderExpiryIntervalSeconds: 1, rateLimit: { max: 0, windowSeconds: 60 } },
    });
    try {
      const product = await productLike(timed.database.db, { inventory: 3 });
      const shopper = newGuest();
      await addToCart(timed.app, shopper, product.id, 2);
      const priced = await priceCart(timed.app, shopper, product.coordinatorId);
      expect((await guestCheckout(timed.app, shopper, guestBody(shopper, priced))).statusCode).toBe(200);
      await timed.database.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, priced.requestId));
      let status: number | undefined;
      for (let attempt = 0; attempt < 40 && status !== OrderStatus.FAILED; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [{ status } = { status: undefined }] = await timed.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, priced.requestId));
      }
      expect(status).toBe(OrderStatus.FAILED);
      const [stock] = await timed.database.db.select().from(products).where(eq(products.id, product.id));
      expect(stock?.inventory).toBe(3);
    } finally {
      await timed.close();
    }
  });
});
