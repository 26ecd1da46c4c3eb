import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { couponWith, productWith } from './fixtures.ts';
import { consistency } from './money.ts';
import { api, assert, BALANCED_API, type Check, PUBLIC } from './run.ts';
import {
  type Answer,
  addToCart,
  call,
  counters,
  expectStatus,
  guestCheckoutBody,
  newShopper,
  OrderStatus,
  type Priced,
  pay,
  paymentPage,
  priceCart,
  type Shopper,
} from './shop.ts';
import { isRunning } from './stack.ts';

/** Terminates every backend of the scratch database but this connection's. */
const terminateBackends = async (db: pg.Pool, databaseName: string): Promise<number> => {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) filter (where pg_terminate_backend(pid)) n from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    [databaseName],
  );
  return Number(rows[0]?.n ?? 0);
};

/** Server errors seen during the faults that are not the contract's 503 `{status, message, detail}`. */
const badFaultAnswers: string[] = [];
const noteServerError = (answer: Answer, what: string) => {
  if (answer.status < 500) return;
  let body: { status?: unknown; message?: unknown; detail?: unknown } = {};
  try {
    body = answer.json();
  } catch {
    // not JSON: noted below
  }
  const contract =
    answer.status === 503 && body.status === 503 && typeof body.message === 'string' && 'detail' in body;
  if (!contract) badFaultAnswers.push(`${what} ${answer.status} ${answer.body.slice(0, 120)}`);
};

/** A checkout sent until it gets an answer that is not a server error (as a client would retry). */
const checkoutWithRetries = async (shopper: Shopper, body: object): Promise<number> => {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const answer = await call(BALANCED_API, 'POST', '/v1/guests/checkouts/products', {
        headers: shopper.headers,
        body,
      });
      if (answer.status < 500) return answer.status;
      noteServerError(answer, 'checkout');
    } catch {
      // connection reset: the same request again, as a browser's retry would
    }
    counters.retried += 1;
    await sleep(200 + attempt * 200);
  }
  return 599;
};
const FAULT_WINDOW_MS = 3_000;

/**
 * Database backends terminated again and again during 60 concurrent checkouts: the processes stay
 * up, every answer is the contract's, and stock, coupon uses and orders stay consistent.
 */
export const faultsDuringCheckouts: Check = async ({ db, stack, databaseName, figures }) => {
  const buyers = 60;
  const stock = 30;
  const product = await productWith(db, stock);
  const coupon = await couponWith(db, 10);
  const shoppers = Array.from({ length: buyers }, () => newShopper());
  const priced: Priced[] = [];
  for (const [i, shopper] of shoppers.entries()) {
    await addToCart(BALANCED_API, shopper, product.id);
    priced.push(await priceCart(BALANCED_API, shopper, product.coordinatorId, i % 2 === 0 ? coupon : ''));
  }
  const pidsBefore = stack.apis.map((proc) => proc.child.pid);

  // A failover's worth of faults while the checkouts are in flight: every connection of both
  // processes cut, again and again, for FAULT_WINDOW_MS; the clients retry as browsers would.
  let injecting = true;
  const injector = (async () => {
    const until = Date.now() + FAULT_WINDOW_MS;
    while (injecting && Date.now() < until) {
      figures.faultRounds += 1;
      figures.backendsTerminated += await terminateBackends(db, databaseName).catch(() => 0);
      await sleep(150);
    }
  })();
  // Shoppers browsing meanwhile: reads, never retried here, to count what a fault does to them.
  const reads = new Map<number, number>();
  const readOne = async () => {
    while (injecting) {
      const answer = await call(BALANCED_API, 'GET', `/v1/products/${product.id}`).catch(() => undefined);
      const status = answer?.status ?? 0;
      reads.set(status, (reads.get(status) ?? 0) + 1);
      if (answer) noteServerError(answer, 'read');
    }
  };
  const reader = Promise.all([readOne(), readOne(), readOne(), readOne()]);
  const statuses = await Promise.all(
    shoppers.map((shopper, i) => {
      const p = priced[i] as Priced;
      return checkoutWithRetries(shopper, guestCheckoutBody(shopper, p, PUBLIC));
    }),
  );
  await injector;
  injecting = false;
  await reader;
  console.log(`      reads meanwhile: ${[...reads].map(([status, n]) => `${n}×${status}`).join(', ')}`);
  figures.checkouts += buyers;

  assert(
    badFaultAnswers.length === 0,
    `${badFaultAnswers.length} server errors other than the contract's 503: ${badFaultAnswers.slice(0, 3).join(' | ')}`,
  );
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  console.log(
    `      answers: ${[...tally].map(([s, n]) => `${n}×${s}`).join(', ')}; ${figures.backendsTerminated} backends terminated in ${figures.faultRounds} rounds`,
  );

  for (const [i, proc] of stack.apis.entries()) {
    assert(isRunning(proc) && proc.child.pid === pidsBefore[i], `${proc.name} exited during the faults`);
    const since = Date.now();
    let health = 0;
    while (Date.now() - since < 15_000) {
      health = (await call(api(i), 'GET', '/health').catch(() => ({ status: 0 }))).status;
      if (health === 200) break;
      await sleep(250);
    }
    assert(health === 200, `${proc.name} health ${health} 15 s after the faults`);
    console.log(`      ${proc.name}: same pid, healthy ${Date.now() - since} ms after the last fault round`);
  }

  const accepted = priced.filter((_, i) => statuses[i] === 200).map((p) => p.requestId);
  const { rows: placedRows } = await db.query<{ id: string; status: number; promotion_id: string | null }>(
    `select o.id, o.status, o.promotion_id from orders o join order_items i on i.order_id = o.id where i.product_id = $1`,
    [product.id],
  );
  const placedIds = new Set(placedRows.map((row) => row.id));
  figures.ordersLost += accepted.filter((id) => !placedIds.has(id)).length;
  const known = new Set(priced.map((p) => p.requestId));
  figures.ordersDuplicated += placedRows.length - new Set(placedRows.map((row) => row.id)).size;
  const strangers = placedRows.filter((row) => !known.has(row.id)).length;
  figures.ordersDuplicated += strangers;
  assert(
    statuses.every((status) => status === 200 || status === 409 || status === 412),
    `answers other than 200/409/412 after retries: ${[...tally].map(([s, n]) => `${n}×${s}`).join(', ')}`,
  );
  assert(accepted.length <= stock, `${accepted.length} orders accepted for ${stock} units`);

  // Pay half of them, each on the process that did not place it (round robin alternates).
  const toPay = placedRows.filter((_, i) => i % 2 === 0);
  for (const row of toPay) {
    if (row.status !== OrderStatus.UNPAID) continue;
    const session = await db.query<{ redirect_url: string }>(
      'select redirect_url from order_payments where order_id = $1',
      [row.id],
    );
    const url = session.rows[0]?.redirect_url;
    if (!url) continue;
    const page = paymentPage(url);
    expectStatus(await pay(BALANCED_API, page.sessionId, page.token), 200, 'Pay after the faults');
  }
  await consistency(db, product.id, stock, coupon);
  assert(figures.ordersLost === 0, `${figures.ordersLost} accepted checkouts have no order`);
  assert(figures.ordersDuplicated === 0, `${figures.ordersDuplicated} orders nobody asked for`);
};
