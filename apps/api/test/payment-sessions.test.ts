/**
 * Sandbox payment sessions in the database, and never money without an order
 * (docs/rules/checkout-and-payments.md, docs/adr/0017):
 * - two API processes (two apps on one database): a session opened on one is shown and paid on the
 *   other, and an app started later on the same database still finds it;
 * - an order whose process died before its session opened gets one on the shopper's retry
 *   elsewhere, or expires;
 * - the session id alone is no credential: the page's read and settle take the payment URL's token;
 * - the session is payable for ORDER_PAYMENT_TIMEOUT; the expiry job closes it at the provider;
 * - a payment for an order that had already failed is refunded, recorded and raised;
 * - 12 orders paid around their `expires_at` while the expiry job runs (clock injected): each ends
 *   PREPARING with a paid session or FAILED with its stock and coupon back and no money kept.
 */
import { OrderRefundType, OrderStatus, PaymentMethodType, PaymentStatus } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import {
  orderPayments,
  orderRefunds,
  orders,
  products,
  promotions,
  sandboxPaymentSessions,
} from '../src/db/schema/index.ts';
import { DomainError } from '../src/lib/domain-error.ts';
import type { ErrorReport } from '../src/lib/monitoring.ts';
import { applyNotification, type CheckoutDeps, expireUnpaidOrders } from '../src/modules/checkouts/index.ts';
import { DatabaseSandboxSessionStore } from '../src/payments/database-sandbox-session-store.ts';
import type { PaymentProvider } from '../src/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import type { SandboxSession } from '../src/payments/sandbox-session-store.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  pageTokenOf,
  priceCart,
  productLike,
  sessionIdOf,
  settleSandbox,
} from './helpers/checkouts.ts';
import { TEST_PUBLIC_URL } from './helpers/database-names.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Seconds an order may stay unpaid in these apps (ORDER_PAYMENT_TIMEOUT). */
const TIMEOUT_SECONDS = 600;

const configWith = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL }),
  storageDir: inject('storageDir'),
  rateLimit: { max: 0, windowSeconds: 60 },
  orderPaymentTimeoutSeconds: TIMEOUT_SECONDS,
  // The job is run by the tests themselves, on their clock.
  orderExpiryIntervalSeconds: 0,
  ...overrides,
});

let t: TestApp;
const others: App[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: configWith() });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

const db = () => t.database.db;

/** Another API process: an app of its own (its own provider, default wiring) on the same database. */
const anotherProcess = async (dependencies: Parameters<typeof buildApp>[1] = {}) => {
  const config = configWith();
  const app = await buildApp(config, {
    database: t.database,
    storage: createStorage(config),
    ...dependencies,
  });
  others.push(app);
  return app;
};

/** A guest's UNPAID order of one unit of a fresh product (stock 5), placed through `app`. */
const placeOrder = async (app: App, promotion = '') => {
  const product = await productLike(db(), { inventory: 5 });
  const shopper = newGuest();
  await addToCart(app, shopper, product.id, 1);
  const priced = await priceCart(app, shopper, product.coordinatorId, promotion);
  const response = await guestCheckout(app, shopper, guestBody(shopper, priced));
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json<{ url: string }>().url;
  return {
    orderId: priced.requestId,
    url,
    sessionId: sessionIdOf(url),
    product,
    shopper,
    total: priced.total,
  };
};

type Placed = Awaited<ReturnType<typeof placeOrder>>;

/** The test app's provider, the sandbox (its notices are signed with the app's secret). */
const appSandbox = (): SandboxPaymentProvider => {
  const sandbox = t.app.payments;
  if (!(sandbox instanceof SandboxPaymentProvider)) throw new Error('the test app pays with the sandbox');
  return sandbox;
};

/** A signed notice that `placed` was paid in full, delivered as event `eventId`. */
const paidNotice = (placed: Placed, eventId: string) =>
  appSandbox().signNotification({
    kind: 'paid',
    eventId,
    sessionId: placed.sessionId,
    orderId: placed.orderId,
    amount: placed.total,
    refundedAmount: 0,
    occurredAt: new Date(),
  });

/** The provider took the money anyway (a payment already under way when the session closed). */
const paidAtProvider = (placed: Placed) =>
  db()
    .update(sandboxPaymentSessions)
    .set({ state: 'paid' })
    .where(eq(sandboxPaymentSessions.id, placed.sessionId));

const readPage = (app: App, sessionId: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/payments/sandbox/sessions/${sessionId}`,
    headers: token === undefined ? {} : { 'x-sandbox-page-token': token },
  });

const sessionRow = async (sessionId: string) =>
  (await db().select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.id, sessionId)))[0];

const orderRow = async (orderId: string) =>
  (
    await db()
      .select({ order: orders, payment: orderPayments })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(eq(orders.id, orderId))
  )[0];

const inventoryOf = async (productId: string) =>
  (await db().select({ inventory: products.inventory }).from(products).where(eq(products.id, productId)))[0]
    ?.inventory;

describe('sandbox sessions shared by every API process', () => {
  it('a session opened on one process is shown and paid on another, and an app started later finds it', async () => {
    const first = await anotherProcess();
    const second = await anotherProcess();
    const placed = await placeOrder(first);
    const token = pageTokenOf(placed.url);

    const shown = await readPage(second, placed.sessionId, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ orderId: placed.orderId, amount: placed.total, state: 'pending' });
    const paid = await settleSandbox(second, placed.url, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderRow(placed.orderId))?.order.status).toBe(OrderStatus.PREPARING);
    // The guest polls on the first process: the same order, paid.
    const polled = await first.inject({
      method: 'GET',
      url: `/v1/guests/checkouts/${placed.sessionId}`,
      headers: placed.shopper.headers,
    });
    expect(polled.json()).toEqual({ orderId: placed.orderId, status: OrderStatus.PREPARING });

    // A restart: an order opened before it is shown and paid after it.
    const open = await placeOrder(first);
    await first.close();
    await second.close();
    const restarted = await anotherProcess();
    expect((await readPage(restarted, placed.sessionId, token)).json()).toMatchObject({ state: 'paid' });
    expect((await readPage(restarted, open.sessionId, pageTokenOf(open.url))).json()).toMatchObject({
      state: 'pending',
    });
    expect((await settleSandbox(restarted, open.url, 'paid')).statusCode).toBe(200);
    expect((await orderRow(open.orderId))?.order.status).toBe(OrderStatus.PREPARING);
  });

  it('the app keeps its sessions in the database, payable until the order expires (ORDER_PAYMENT_TIMEOUT)', async () => {
    const placed = await placeOrder(t.app);
    const row = await sessionRow(placed.sessionId);
    expect(row).toMatchObject({ orderId: placed.orderId, state: 'pending', amount: placed.total });
    const order = await orderRow(placed.orderId);
    // The order's expiry, not ORDER_PAYMENT_TIMEOUT from the session's opening a moment later.
    expect(row?.expiresAt.getTime()).toBe(order?.order.expiresAt?.getTime());
    expect((order?.order.expiresAt?.getTime() ?? 0) - (order?.order.createdAt.getTime() ?? 0)).toBe(
      TIMEOUT_SECONDS * 1000,
    );
  });
});

describe('a process that died between the order’s commit and its payment session (kill -9)', () => {
  it('the shopper’s retry on another process opens the session for that order; an order nobody retries expires with its stock back', async () => {
    const sandbox = appSandbox();
    // A process whose provider call never comes back: the order is committed, its session never
    // opened — what a kill -9 between the two leaves behind.
    const dying = await anotherProcess({
      payments: {
        name: sandbox.name,
        createSession: () => new Promise(() => {}),
        readSession: (sessionId) => sandbox.readSession(sessionId),
        parseNotification: (incoming) => sandbox.parseNotification(incoming),
        capture: (input) => sandbox.capture(input),
        cancel: (input) => sandbox.cancel(input),
        refund: (input) => sandbox.refund(input),
      },
    });
    const survivor = await anotherProcess();
    const placeOnDying = async () => {
      const product = await productLike(db(), { inventory: 5 });
      const shopper = newGuest();
      await addToCart(dying, shopper, product.id, 1);
      const priced = await priceCart(dying, shopper, product.coordinatorId);
      const body = guestBody(shopper, priced);
      void guestCheckout(dying, shopper, body);
      await vi.waitFor(
        async () => {
          const row = await orderRow(priced.requestId);
          if (!row) throw new Error('not committed yet');
          expect(row.payment.redirectUrl).toBe('');
        },
        { timeout: 10_000 },
      );
      expect(await inventoryOf(product.id)).toBe(4);
      return { product, shopper, body, orderId: priced.requestId };
    };
    const retried = await placeOnDying();
    const forgotten = await placeOnDying();

    const again = await guestCheckout(survivor, retried.shopper, retried.body);
    expect(again.statusCode, again.body).toBe(200);
    const url = again.json<{ url: string }>().url;
    expect((await orderRow(retried.orderId))?.payment.transactionId).toBe(sessionIdOf(url));
    expect((await settleSandbox(survivor, url, 'paid')).statusCode).toBe(200);
    expect((await orderRow(retried.orderId))?.order.status).toBe(OrderStatus.PREPARING);
    expect(await inventoryOf(retried.product.id)).toBe(4);

    const deps: CheckoutDeps = {
      db: t.app.db,
      payments: t.app.payments,
      mailer: t.app.mailer,
      log: t.app.log,
      orderPaymentTimeoutSeconds: TIMEOUT_SECONDS,
      reporter: null,
    };
    await expireUnpaidOrders(deps, new Date(Date.now() + TIMEOUT_SECONDS * 1000 + 1000));
    expect((await orderRow(forgotten.orderId))?.order.status).toBe(OrderStatus.FAILED);
    expect(await inventoryOf(forgotten.product.id)).toBe(5);
    expect((await orderRow(retried.orderId))?.order.status).toBe(OrderStatus.PREPARING);
  });
});

describe('the database store', () => {
  const session = (id: string, state: SandboxSession['state'], expiresAt: Date): SandboxSession => ({
    id,
    orderId: `order-${id}`,
    method: PaymentMethodType.CREDIT_CARD,
    amount: 1000,
    email: 'a@example.jp',
    name: 'A',
    returnUrl: 'http://localhost:3000/done',
    cancelUrl: 'http://localhost:3000/cart',
    idempotencyKey: `key-${id}`,
    pageToken: `token-${id}`,
    state,
    refundedAmount: 0,
    refunds: {},
    createdAt: new Date(expiresAt.getTime() - 600_000),
    expiresAt,
  });

  it('one session per idempotency key under concurrent inserts; sessions that never took money go a day after expiry, paid ones stay', async () => {
    let now = new Date('2026-06-01T00:00:00Z');
    const store = new DatabaseSandboxSessionStore(db(), { now: () => now });
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
    await store.insertOnce(session('sbx_old_open', 'pending', twoDaysAgo));
    await store.insertOnce(session('sbx_old_paid', 'paid', twoDaysAgo));
    // Inserts sweep at most once a minute: the next ones, a minute later, delete what is past its time.
    now = new Date(now.getTime() + 60_000);
    const fresh = session('sbx_fresh', 'pending', new Date(now.getTime() + 600_000));
    const [a, b] = await Promise.all([
      store.insertOnce(fresh),
      store.insertOnce({ ...fresh, id: 'sbx_fresh_twin', pageToken: 'other' }),
    ]);
    expect(a).toEqual(b);
    expect(await store.get('sbx_old_open')).toBeUndefined();
    expect((await store.get('sbx_old_paid'))?.state).toBe('paid');
    expect(await store.get(a.id)).toEqual(a);
  });
});

describe('the session id is not a credential (only the holder of the payment URL)', () => {
  it('reading the amount or settling without the URL’s token, or with another’s, is 401 and changes nothing', async () => {
    const mine = await placeOrder(t.app);
    const theirs = await placeOrder(t.app);
    for (const token of [undefined, '', 'x'.repeat(32), pageTokenOf(theirs.url)]) {
      const read = await readPage(t.app, mine.sessionId, token);
      expect(read.statusCode, read.body).toBe(401);
      expect(read.json()).toMatchObject({ status: 401 });
      expect(read.body).not.toContain(String(mine.total));
      const settled = await t.app.inject({
        method: 'POST',
        url: `/v1/payments/sandbox/sessions/${mine.sessionId}`,
        headers: token === undefined ? {} : { 'x-sandbox-page-token': token },
        payload: { outcome: 'failed' },
      });
      expect(settled.statusCode, settled.body).toBe(401);
    }
    expect((await sessionRow(mine.sessionId))?.state).toBe('pending');
    expect((await orderRow(mine.orderId))?.order.status).toBe(OrderStatus.UNPAID);
    // The buyer's browser, sent to the payment URL, still pays.
    expect((await readPage(t.app, mine.sessionId, pageTokenOf(mine.url))).statusCode).toBe(200);
    expect((await settleSandbox(t.app, mine.url, 'paid')).statusCode).toBe(200);
  });
});

describe('never money without an order', () => {
  const deps = (overrides: Partial<CheckoutDeps> = {}): CheckoutDeps => ({
    db: t.app.db,
    payments: t.app.payments,
    mailer: t.app.mailer,
    log: t.app.log,
    orderPaymentTimeoutSeconds: TIMEOUT_SECONDS,
    reporter: null,
    ...overrides,
  });

  it('the expiry closes the session at the provider: Pay afterwards is a 412 that says so, and nothing is paid', async () => {
    const placed = await placeOrder(t.app);
    const later = new Date(Date.now() + TIMEOUT_SECONDS * 1000 + 1000);
    expect(await expireUnpaidOrders(deps(), later)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.orderId))?.order.status).toBe(OrderStatus.FAILED);
    expect((await sessionRow(placed.sessionId))?.state).toBe('canceled');
    const pay = await settleSandbox(t.app, placed.url, 'paid');
    expect(pay.statusCode, pay.body).toBe(412);
    expect(pay.json<{ detail: string }>().detail).toMatch(/closed \(canceled\): nothing was paid/);
    expect((await sessionRow(placed.sessionId))?.state).toBe('canceled');
  });

  it('a payment notice for an order that already FAILED is refunded at the provider, recorded on the order, and raised', async () => {
    const placed = await placeOrder(t.app);
    const later = new Date(Date.now() + TIMEOUT_SECONDS * 1000 + 1000);
    await expireUnpaidOrders(deps(), later);
    expect((await orderRow(placed.orderId))?.order.status).toBe(OrderStatus.FAILED);
    expect(await inventoryOf(placed.product.id)).toBe(5);
    await paidAtProvider(placed);
    const notification = paidNotice(placed, `evt_late_${placed.orderId}`);
    const reports: ErrorReport[] = [];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const result = await applyNotification(
      deps({ log, reporter: { report: (report) => reports.push(report), flush: async () => true } }),
      notification,
    );
    expect(result).toBe('refunded');

    expect(await sessionRow(placed.sessionId)).toMatchObject({
      state: 'refunded',
      refundedAmount: placed.total,
    });
    const row = await orderRow(placed.orderId);
    expect(row?.order.status).toBe(OrderStatus.FAILED);
    expect(row?.payment.status).toBe(PaymentStatus.REFUNDED);
    expect(row?.payment.refundedAt).toBeInstanceOf(Date);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId));
    expect(refunds).toMatchObject([{ type: OrderRefundType.REFUNDED, total: placed.total }]);
    expect(await inventoryOf(placed.product.id)).toBe(5);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: placed.orderId, refundedAmount: placed.total }),
      expect.stringContaining(`${placed.total} yen refunded`),
    );
    expect(log.info).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ route: 'payments/late-payment' });

    // Delivered again (the same event, then a new id for the same payment): refunded once.
    expect(await applyNotification(deps({ log }), notification)).toBe('duplicate');
    const again = paidNotice(placed, `evt_late2_${placed.orderId}`);
    expect(await applyNotification(deps({ log }), again)).toBe('refunded');
    expect(
      await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId)),
    ).toHaveLength(1);
    expect((await sessionRow(placed.sessionId))?.refundedAmount).toBe(placed.total);
  });

  it('a provider that cannot refund now: 503, nothing recorded, so the redelivery refunds', async () => {
    const placed = await placeOrder(t.app);
    await expireUnpaidOrders(deps(), new Date(Date.now() + TIMEOUT_SECONDS * 1000 + 1000));
    await paidAtProvider(placed);
    const sandbox = appSandbox();
    const notification = paidNotice(placed, `evt_retry_${placed.orderId}`);
    // The same provider, but its refund call cannot reach it right now.
    const down: PaymentProvider = {
      name: sandbox.name,
      createSession: (input) => sandbox.createSession(input),
      readSession: (sessionId) => sandbox.readSession(sessionId),
      parseNotification: (incoming) => sandbox.parseNotification(incoming),
      capture: (input) => sandbox.capture(input),
      cancel: (input) => sandbox.cancel(input),
      refund: async () => {
        throw new DomainError('Unavailable', 'payment provider unavailable');
      },
    };
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await expect(applyNotification(deps({ payments: down, log }), notification)).rejects.toMatchObject({
      kind: 'Unavailable',
    });
    expect(log.error).toHaveBeenCalled();
    expect((await sessionRow(placed.sessionId))?.state).toBe('paid');
    expect((await orderRow(placed.orderId))?.payment.status).toBe(PaymentStatus.FAILED);
    expect(await applyNotification(deps({ log }), notification)).toBe('refunded');
    expect((await sessionRow(placed.sessionId))?.state).toBe('refunded');
    expect((await orderRow(placed.orderId))?.payment.status).toBe(PaymentStatus.REFUNDED);
  });

  it('12 orders paid between 1.6 s before and 9 s after expires_at while the expiry job runs: each is PREPARING and paid, or FAILED with stock and coupon back and no money kept', async () => {
    // One provider on a clock the test sets; the job is given the same instant.
    let skewMs = 0;
    const now = () => new Date(Date.now() + skewMs);
    const clocked = new SandboxPaymentProvider({
      secret: 'payment-sessions-test-secret-0123456789',
      publicUrl: TEST_PUBLIC_URL,
      store: new DatabaseSandboxSessionStore(db(), { now }),
      sessionTtlSeconds: TIMEOUT_SECONDS,
      now,
    });
    const app = await anotherProcess({ payments: clocked });
    const raceDeps = deps({ payments: clocked, log: app.log });
    const [coupon] = await db().select().from(promotions).where(eq(promotions.code, 'HATAKE10'));
    if (!coupon) throw new Error('the seed has no HATAKE10 coupon');
    const couponUsesBefore = coupon.usedCount;

    const offsetsMs = [-1600, -800, -200, -20, 0, 1, 5, 30, 200, 1000, 4000, 9000];
    const placedOrders: Placed[] = [];
    const payAnswers: number[] = [];
    for (const offset of offsetsMs) {
      skewMs = 0;
      const placed = await placeOrder(app, 'HATAKE10');
      placedOrders.push(placed);
      const expiresAt = (await orderRow(placed.orderId))?.order.expiresAt;
      if (!expiresAt) throw new Error('an unpaid order has an expiry');
      skewMs = expiresAt.getTime() + offset - Date.now();
      const [pay] = await Promise.all([
        settleSandbox(app, placed.url, 'paid'),
        expireUnpaidOrders(raceDeps, now()),
      ]);
      payAnswers.push(pay.statusCode);
      expect([200, 412], pay.body).toContain(pay.statusCode);
    }
    // The job once more, well after every expiry.
    skewMs = TIMEOUT_SECONDS * 1000;
    await expireUnpaidOrders(raceDeps, now());

    const outcomes: string[] = [];
    let paidCount = 0;
    for (const [index, placed] of placedOrders.entries()) {
      const row = await orderRow(placed.orderId);
      const session = await sessionRow(placed.sessionId);
      const status = row?.order.status;
      outcomes.push(`${offsetsMs[index]}ms:${status}/${session?.state}/${payAnswers[index]}`);
      if (status === OrderStatus.PREPARING) {
        paidCount += 1;
        expect(session?.state).toBe('paid');
        expect(await inventoryOf(placed.product.id)).toBe(4);
        continue;
      }
      expect(status, outcomes.join(' ')).toBe(OrderStatus.FAILED);
      expect(await inventoryOf(placed.product.id)).toBe(5);
      // No money kept: never paid, or refunded with the refund recorded on the order.
      if (session?.state === 'refunded') {
        expect(row?.payment.status).toBe(PaymentStatus.REFUNDED);
        expect(
          await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId)),
        ).toHaveLength(1);
      } else expect(['canceled', 'expired'], outcomes.join(' ')).toContain(session?.state);
    }
    // 0 paid sessions without a paid order (the loop above refuses any other pairing). Orders paid
    // well before their expiry are paid; one a few ms before may already be late, since the clock
    // runs on while the Pay is handled (its order then expires with the next order's job run).
    const paidEarly = await Promise.all(
      placedOrders
        .filter((_placed, index) => (offsetsMs[index] ?? 0) <= -200)
        .map(async (placed) => (await orderRow(placed.orderId))?.order.status),
    );
    expect(paidEarly, outcomes.join(' ')).toEqual([
      OrderStatus.PREPARING,
      OrderStatus.PREPARING,
      OrderStatus.PREPARING,
    ]);
    const [couponAfter] = await db().select().from(promotions).where(eq(promotions.code, 'HATAKE10'));
    expect(couponAfter?.usedCount).toBe(couponUsesBefore + paidCount);
    console.info(`payment-sessions race: ${outcomes.join(' ')}`);
  });
});
