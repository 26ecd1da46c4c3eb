/**
 * Cancelling and refunding a KOMOJU order from the seller console (docs/console-orders.md#cancel-and-refund),
 * against a local HTTP server standing in for komoju.com (the real KomojuPaymentProvider talks to it
 * over HTTP): concurrent clicks send KOMOJU one refund, and when KOMOJU's `payment.refunded` webhook
 * arrives before the refund's own answer, stock and coupon still go back exactly once. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ConsoleOrderResponse, OrderStatus } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCancellations, orderPayments, orderRefunds, orders, products } from '../src/db/schema/index.ts';
import { signBody } from '../src/payments/body-signature.ts';
import { KOMOJU_SIGNATURE_HEADER, KomojuPaymentProvider } from '../src/payments/komoju-provider.ts';
import { newCoordinator } from './helpers/console.ts';
import { paidGuestOrder } from './helpers/console-orders.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const WEBHOOK_SECRET = 'console-komoju-webhook-secret';

type FakeSession = {
  id: string;
  orderId: string;
  amount: number;
  paymentId: string;
  status: string;
  refunded: number;
};

/**
 * A fake KOMOJU: hosted sessions (POST/GET /sessions), and refunds of their payment (POST
 * /payments/{id}/refund) that answer the first result again for a repeated idempotency key. It
 * records every refund request. `beforeRefundAnswer` runs before a refund is answered (the test
 * delivers KOMOJU's webhook there, or just waits so that concurrent clicks overlap).
 */
const startFakeKomoju = async () => {
  const sessions = new Map<string, FakeSession>();
  const refundRequests: { path: string; idempotencyKey: string }[] = [];
  const answered = new Map<string, unknown>();
  const hooks: { beforeRefundAnswer: (session: FakeSession) => Promise<void>; failRefunds: number } = {
    beforeRefundAnswer: async () => {},
    /** How many refund requests to come answer 503 (KOMOJU down) without refunding. */
    failRefunds: 0,
  };
  const sessionJson = (session: FakeSession) => ({
    id: session.id,
    status: 'completed',
    amount: session.amount,
    currency: 'JPY',
    metadata: { order_id: session.orderId, method: '2' },
    payment: {
      id: session.paymentId,
      status: session.status,
      amount: session.amount,
      amount_refunded: session.refunded,
      external_order_num: session.orderId,
      session: session.id,
    },
  });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const path = (request.url ?? '').replace(/^\/api\/v1/, '');
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {};
      if (request.method === 'POST' && path === '/sessions') {
        const n = sessions.size + 1;
        const data = body.payment_data as { external_order_num: string };
        const session: FakeSession = {
          id: `ses_fake${n}`,
          orderId: data.external_order_num,
          amount: Number(body.amount),
          paymentId: `pay_fake${n}`,
          status: 'pending',
          refunded: 0,
        };
        sessions.set(session.id, session);
        return answer(200, { id: session.id, session_url: `https://komoju.test/sessions/${session.id}` });
      }
      const read = /^\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && read?.[1]) {
        const session = sessions.get(decodeURIComponent(read[1]));
        return session ? answer(200, sessionJson(session)) : answer(404, { error: { code: 'not_found' } });
      }
      const refund = /^\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund?.[1]) {
        const key = String(request.headers['x-komoju-idempotency'] ?? '');
        refundRequests.push({ path, idempotencyKey: key });
        if (hooks.failRefunds > 0) {
          hooks.failRefunds -= 1;
          return answer(503, { error: { code: 'service_unavailable' } });
        }
        const session = [...sessions.values()].find((candidate) => candidate.paymentId === refund[1]);
        if (!session) return answer(404, { error: { code: 'not_found' } });
        const repeated = answered.get(key);
        if (repeated) return answer(200, repeated);
        if (session.status !== 'captured') return answer(422, { error: { code: 'invalid_payment_status' } });
        session.status = 'refunded';
        session.refunded = session.amount;
        await hooks.beforeRefundAnswer(session);
        const json = sessionJson(session).payment;
        answered.set(key, json);
        return answer(200, json);
      }
      return answer(404, { error: { code: 'not_found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api/v1`,
    sessions,
    refundRequests,
    hooks,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

let fake: Awaited<ReturnType<typeof startFakeKomoju>>;
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeKomoju();
  smtp = await startTestSmtp();
  t = await createTestApp({
    mailer: smtp.mailer,
    config: { rateLimit: { max: 0, windowSeconds: 60 } },
    payments: new KomojuPaymentProvider({
      secretKey: 'sk_test_console',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.apiBase,
      retryDelaysMs: [1, 1],
    }),
  });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fake?.close();
});

/** A guest's order placed through KOMOJU and marked paid, as KOMOJU's captured webhook would. */
const paidKomojuOrder = async () => {
  const order = await paidGuestOrder(t.app, t.database.db, { pay: false });
  const [payment] = await t.database.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.orderId));
  const session = payment ? fake.sessions.get(payment.transactionId) : undefined;
  if (!session) throw new Error('the order has no KOMOJU session');
  session.status = 'captured';
  const now = new Date();
  await t.database.db
    .update(orders)
    .set({ status: OrderStatus.PREPARING, expiresAt: null })
    .where(eq(orders.id, order.orderId));
  await t.database.db
    .update(orderPayments)
    .set({ status: OrderStatus.PREPARING, paidAt: now, capturedAt: now })
    .where(eq(orderPayments.orderId, order.orderId));
  return { ...order, session };
};

const cancel = (orderId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/v1/console/orders/${orderId}/cancellation`, headers, payload: {} });

const inventoryOf = async (productId: string) =>
  (
    await t.database.db
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, productId))
  )[0]?.inventory ?? 0;

describe('console cancellation of a KOMOJU order', () => {
  it('sends KOMOJU one refund for three concurrent clicks, with the order’s idempotency key', async () => {
    const order = await paidKomojuOrder();
    const coordinator = await newCoordinator(t.app, t.database.db, order.coordinatorId);
    const stock = await Promise.all(order.productIds.map(inventoryOf));
    fake.hooks.beforeRefundAnswer = () => new Promise((resolve) => setTimeout(resolve, 300));
    const before = fake.refundRequests.length;
    const answers = await Promise.all([1, 2, 3].map(() => cancel(order.orderId, coordinator.headers)));
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([200, 200, 200]);
    for (const answer of answers) {
      const body = answer.json<ConsoleOrderResponse>();
      expect(body.order.status).toBe(OrderStatus.REFUNDED);
      expect(body.order.refund).toMatchObject({ total: order.total, canceled: true });
    }
    expect(fake.refundRequests.slice(before)).toEqual([
      {
        path: `/payments/${order.session.paymentId}/refund`,
        idempotencyKey: `console-refund-${order.orderId}`,
      },
    ]);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(stock.map((n) => n + 1));
    expect(
      await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId)),
    ).toHaveLength(1);
  });

  it('gives stock back once when KOMOJU’s refunded webhook arrives before the refund’s answer', async () => {
    const order = await paidKomojuOrder();
    const coordinator = await newCoordinator(t.app, t.database.db, order.coordinatorId);
    const stock = await Promise.all(order.productIds.map(inventoryOf));
    fake.hooks.beforeRefundAnswer = async (session) => {
      const body = Buffer.from(
        JSON.stringify({
          id: `evt_${session.id}_refunded`,
          type: 'payment.refunded',
          created_at: new Date().toISOString(),
          data: {
            id: session.paymentId,
            status: 'refunded',
            amount: session.amount,
            amount_refunded: session.amount,
            external_order_num: session.orderId,
            session: session.id,
          },
        }),
      );
      const delivered = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/komoju/notifications',
        headers: {
          'content-type': 'application/json',
          [KOMOJU_SIGNATURE_HEADER]: signBody(WEBHOOK_SECRET, body),
        },
        payload: body,
      });
      expect(delivered.statusCode, delivered.body).toBeLessThan(300);
      // The notification got there first: the order is REFUNDED before the console settles it.
      const [moved] = await t.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, session.orderId));
      expect(moved?.status).toBe(OrderStatus.REFUNDED);
    };
    const answer = await cancel(order.orderId, coordinator.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<ConsoleOrderResponse>();
    expect(body.order.status).toBe(OrderStatus.REFUNDED);
    expect(body.order.refund.total).toBe(order.total);
    expect(body.cancellation).toMatchObject({ state: 'done', refundedAmount: order.total });
    // The webhook moved the order (and recorded the refund); the console gave the stock back, once.
    expect(
      await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId)),
    ).toHaveLength(1);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(stock.map((n) => n + 1));
    fake.hooks.beforeRefundAnswer = async () => {};
  });

  it('answers 503 and changes nothing while KOMOJU cannot be reached; the next click refunds', async () => {
    const order = await paidKomojuOrder();
    const coordinator = await newCoordinator(t.app, t.database.db, order.coordinatorId);
    const stock = await Promise.all(order.productIds.map(inventoryOf));
    // The provider tries three times (retryDelaysMs [1, 1]): all three fail.
    fake.hooks.failRefunds = 3;
    const down = await cancel(order.orderId, coordinator.headers);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toMatchObject({ status: 503 });
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(still?.status).toBe(OrderStatus.PREPARING);
    expect(
      await t.database.db
        .select()
        .from(orderCancellations)
        .where(eq(orderCancellations.orderId, order.orderId)),
    ).toEqual([]);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(stock);

    const again = await cancel(order.orderId, coordinator.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ConsoleOrderResponse>().order.status).toBe(OrderStatus.REFUNDED);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(stock.map((n) => n + 1));
  });

  it('takes over a claim its request left PENDING over a minute ago, and refunds once', async () => {
    const order = await paidKomojuOrder();
    const coordinator = await newCoordinator(t.app, t.database.db, order.coordinatorId);
    await t.database.db.insert(orderCancellations).values({
      orderId: order.orderId,
      staffId: coordinator.staffId,
      action: 1,
      reason: 'the first click died',
      claimedAt: new Date(Date.now() - 120_000),
    });
    const before = fake.refundRequests.length;
    const answer = await cancel(order.orderId, coordinator.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<ConsoleOrderResponse>();
    expect(body.order.status).toBe(OrderStatus.REFUNDED);
    expect(body.cancellation).toMatchObject({ state: 'done', reason: 'the first click died' });
    expect(fake.refundRequests.slice(before)).toHaveLength(1);
  });
});
