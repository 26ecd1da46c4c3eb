/**
 * A payment for an order that has already expired is raised to monitoring by the app as deployed
 * (docs/adr/0017, docs/adr/0014): the notice reaches the app's notification route, the money goes
 * back through the provider's refund, and the process's own reporter — built from API_SENTRY_DSN,
 * as in production — sends an event to Sentry. Sentry here is a local HTTP server taking the
 * envelopes the real transport posts, so the whole way is exercised: the route, the checkout's
 * wiring (no reporter injected), the reporter read from the environment, the network.
 * payment-sessions.test.ts covers the refund itself in detail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { OrderStatus, PaymentStatus } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayments, orders, sandboxPaymentSessions } from '../src/db/schema/index.ts';
import { processErrorReporter } from '../src/lib/monitoring.ts';
import { expireUnpaidOrders } from '../src/modules/checkouts/index.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
  sessionIdOf,
} from './helpers/checkouts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const TIMEOUT_SECONDS = 600;

/** A Sentry ingest endpoint on this machine: every envelope posted to it, as text. */
const startFakeSentry = async () => {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    /** The events (the envelopes' event items) received so far. */
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope
          .split('\n')
          .slice(1)
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((item) => 'exception' in item),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

type SentryEvent = {
  tags?: Record<string, string>;
  exception?: { values?: { value?: string }[] };
  request?: unknown;
};

let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
let t: TestApp;
const saved = { dsn: process.env.API_SENTRY_DSN, environment: process.env.SENTRY_ENVIRONMENT };

beforeAll(async () => {
  sentry = await startFakeSentry();
  // Read once per process, when the app is built (lib/monitoring.ts processErrorReporter).
  process.env.API_SENTRY_DSN = sentry.dsn;
  process.env.SENTRY_ENVIRONMENT = 'test';
  t = await createTestApp({
    config: {
      rateLimit: { max: 0, windowSeconds: 60 },
      orderPaymentTimeoutSeconds: TIMEOUT_SECONDS,
      orderExpiryIntervalSeconds: 0,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await sentry?.close();
  for (const [name, value] of [
    ['API_SENTRY_DSN', saved.dsn],
    ['SENTRY_ENVIRONMENT', saved.environment],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('a payment notice for an expired order, through the notification route', () => {
  it('is refunded and sent to Sentry by the process’s own reporter, with its route and without the request', async () => {
    const db = t.database.db;
    const product = await productLike(db, { inventory: 3 });
    const shopper = newGuest();
    await addToCart(t.app, shopper, product.id, 1);
    const priced = await priceCart(t.app, shopper, product.coordinatorId, '');
    const placed = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(placed.statusCode, placed.body).toBe(200);
    const sessionId = sessionIdOf(placed.json<{ url: string }>().url);
    const orderId = priced.requestId;

    const later = new Date(Date.now() + TIMEOUT_SECONDS * 1000 + 1000);
    const deps = {
      db: t.app.db,
      payments: t.app.payments,
      mailer: t.app.mailer,
      log: t.app.log,
      orderPaymentTimeoutSeconds: TIMEOUT_SECONDS,
      reporter: null,
    };
    await expireUnpaidOrders(deps, later);
    // The provider took the money anyway (a payment under way when the expiry closed the session).
    await db
      .update(sandboxPaymentSessions)
      .set({ state: 'paid' })
      .where(eq(sandboxPaymentSessions.id, sessionId));

    const sandbox = t.app.payments;
    if (!(sandbox instanceof SandboxPaymentProvider)) throw new Error('the test app pays with the sandbox');
    const notice = sandbox.signNotification({
      kind: 'paid',
      eventId: `evt_monitoring_${orderId}`,
      sessionId,
      orderId,
      amount: priced.total,
      refundedAmount: 0,
      occurredAt: new Date(),
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/notifications',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(delivered.statusCode, delivered.body).toBe(204);

    const [row] = await db
      .select({ status: orders.status, payment: orderPayments.status })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    expect(row).toEqual({ status: OrderStatus.FAILED, payment: PaymentStatus.REFUNDED });

    // The process's reporter — the one the app used — has sent what it was given.
    expect(await (await processErrorReporter())?.flush(10_000)).toBe(true);
    const event = (sentry.events() as SentryEvent[]).find(
      (candidate) => candidate.tags?.route === 'payments/late-payment',
    );
    if (!event) throw new Error(`no late-payment event among ${sentry.events().length} sent to Sentry`);
    expect(event.exception?.values?.[0]?.value).toBe(
      `a payment arrived for closed order ${orderId}: ${priced.total} yen refunded`,
    );
    expect(event.request).toBeUndefined();
  });
});
