/**
 * Target 5, checkout (docs/performance.md), on PostgreSQL only (skipped with a note when no server
 * answers): 50 concurrent guest buyers of ONE product, each with one unit in their cart, priced, then
 * checking out through `POST /v1/guests/checkouts/products` (the sandbox provider opens the payment
 * session). Measured: orders per second and the checkout's latency (p50, p99) while stock lasts.
 * Then the oversell guarantee is checked in the database: the product's stock never went negative and
 * the units in its orders equal the units its stock lost and the checkouts answered 200; and a
 * sold-out round — 50 buyers racing for 25 units — ends with exactly 25 orders and stock 0. The API
 * runs as in production on a scratch database of its own (migrated and seeded by the API, dropped
 * afterwards), with the expiry of unpaid orders off so no order is released during the run.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CalcCartResponse, ProductsResponse } from '@hatake/contract';
import pg from 'pg';
import { type Context, PORTS } from './context.ts';
import { createScratchDatabase } from './lib.ts';
import { type Started, startApi, stop } from './stack.ts';

const API_URL = `http://127.0.0.1:${PORTS.apiCheckout}`;
const BUYERS = 50;
const FOR_SALE = 2;
const ADDRESS = {
  lastname: '山田',
  firstname: '花子',
  lastnameKana: 'やまだ',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: 13,
  city: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  phoneNumber: '03-1234-5678',
};

type Buyer = { cookie: string; email: string; priced: CalcCartResponse };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** A guest with one unit of `productId` in the cart, priced for Tokyo. */
const prepareBuyer = async (productId: string, coordinatorId: string): Promise<Buyer> => {
  const tag = randomBytes(9).toString('base64url');
  const cookie = `session_id=bench-checkout-${tag}`;
  const added = await fetch(`${API_URL}/v1/carts/-/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ productId, quantity: 1 }),
  });
  if (added.status !== 204) throw new Error(`add to cart: ${added.status} ${await added.text()}`);
  const priced = await fetch(`${API_URL}/v1/carts/${coordinatorId}?prefecture=13`, { headers: { cookie } });
  if (priced.status !== 200) throw new Error(`price: ${priced.status} ${await priced.text()}`);
  return {
    cookie,
    email: `bench.${tag}@example.jp`.toLowerCase(),
    priced: (await priced.json()) as CalcCartResponse,
  };
};

type Outcome = { status: number; ms: number; body: string };

const checkout = async (buyer: Buyer): Promise<Outcome> => {
  const started = performance.now();
  const response = await fetch(`${API_URL}/v1/guests/checkouts/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: buyer.cookie },
    body: JSON.stringify({
      requestId: buyer.priced.requestId,
      coordinatorId: buyer.priced.coordinator.id,
      paymentMethod: 2,
      callbackUrl: 'https://shop.example.jp/v1/purchase/complete',
      total: buyer.priced.total,
      email: buyer.email,
      billingAddress: ADDRESS,
      isSameAddress: true,
    }),
  });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
};

const statusCounts = (results: Outcome[]) =>
  Object.entries(
    results.reduce<Record<string, number>>((counts, result) => {
      counts[result.status] = (counts[result.status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');

/** Runs every buyer's checkout with BUYERS at a time; answers the statuses and latencies. */
const race = async (buyers: Buyer[]) => {
  const queue = [...buyers];
  const results: Outcome[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) results.push(await checkout(buyer));
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
};

const prepare = async (count: number, productId: string, coordinatorId: string) => {
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index += BUYERS) {
    const batch = Math.min(BUYERS, count - index);
    buyers.push(
      ...(await Promise.all(Array.from({ length: batch }, () => prepareBuyer(productId, coordinatorId)))),
    );
  }
  return buyers;
};

export const checkoutBenchmark = async (context: Context) => {
  const serverUrl = await context.databaseServer();
  if (!serverUrl) {
    context.note('checkout skipped: it runs on PostgreSQL only and no server answered (BENCH_DATABASE_URL)');
    return;
  }
  const database = await createScratchDatabase(serverUrl, 'checkout');
  let api: Started | undefined;
  const db = new pg.Client({ connectionString: database.url });
  try {
    api = await startApi({
      port: PORTS.apiCheckout,
      workDir: path.join(context.workDir, 'checkout'),
      databaseUrl: database.url,
      // Checkout takes callbacks on the shop's own origin only.
      env: { ORDER_EXPIRY_INTERVAL: '0', PUBLIC_URL: 'https://shop.example.jp' },
    });
    await db.connect();
    const listed = (await (await fetch(`${API_URL}/v1/products?limit=200`)).json()) as ProductsResponse;
    const template = listed.products.find((product) => product.status === FOR_SALE);
    if (!template) throw new Error('the demo data has no product for sale');
    // Two copies of it: one with stock for every checkout of the throughput round, one with 25 units.
    const rounds = Math.max(4, Math.round(context.options.durationSeconds * 2));
    const orders = rounds * BUYERS;
    const copy = async (inventory: number) => {
      const id = randomBytes(16).toString('base64url');
      await db.query(
        `insert into products (id, coordinator_id, producer_id, category_id, product_type_id, name, price, inventory,
           weight, delivery_type, storage_method_type, box60_rate, box80_rate, box100_rate, origin_prefecture_code,
           start_at, end_at, public)
         select $1, coordinator_id, producer_id, category_id, product_type_id, name, price, $2,
           weight, delivery_type, storage_method_type, box60_rate, box80_rate, box100_rate, origin_prefecture_code,
           start_at, end_at, true from products where id = $3`,
        [id, inventory, template.id],
      );
      return id;
    };
    const plenty = await copy(orders);
    const scarce = await copy(25);
    const inventoryOf = async (id: string) =>
      Number(
        (await db.query<{ inventory: number }>('select inventory from products where id = $1', [id])).rows[0]
          ?.inventory,
      );
    const unitsOrdered = async (id: string) =>
      Number(
        (
          await db.query<{ units: string }>(
            'select coalesce(sum(quantity), 0) as units from order_items where product_id = $1',
            [id],
          )
        ).rows[0]?.units,
      );

    // Warm-up (not measured): one round on the plentiful product.
    const warmup = await race(await prepare(BUYERS, plenty, template.coordinatorId));
    const buyers = await prepare(orders - BUYERS, plenty, template.coordinatorId);
    const throughput = await race(buyers);
    const ok = throughput.results.filter((result) => result.status === 200);
    const latencies = throughput.results.map((result) => result.ms).sort((a, b) => a - b);

    const contenders = await prepare(BUYERS, scarce, template.coordinatorId);
    const soldOut = await race(contenders);
    const soldOutOk = soldOut.results.filter((result) => result.status === 200).length;
    const plentyLeft = await inventoryOf(plenty);
    const scarceLeft = await inventoryOf(scarce);
    const plentySold = orders - plentyLeft;
    const answered200 = ok.length + warmup.results.filter((result) => result.status === 200).length;
    const plentyOrdered = await unitsOrdered(plenty);
    const scarceOrdered = await unitsOrdered(scarce);
    const ordersPerSec = Math.round(ok.length / throughput.seconds);
    const refused = throughput.results.find((result) => result.status !== 200);
    if (refused)
      context.note(
        `checkout: a non-200 answer in the throughput round: ${refused.status} ${refused.body.slice(0, 300)}`,
      );

    context.report({
      benchmark: 'checkout',
      call: `checkout, ${BUYERS} concurrent guests buying one product (PostgreSQL)`,
      connections: BUYERS,
      reqPerSec: ordersPerSec,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      measured: `${ordersPerSec} orders/s; statuses ${statusCounts(throughput.results)}`,
      checks: [
        { label: 'orders/s', value: ordersPerSec, op: '>=', limit: 300 },
        {
          label: 'non-200 checkouts',
          value: throughput.results.length - ok.length,
          op: '<=',
          limit: 0,
          hidden: true,
        },
      ],
    });
    context.report({
      benchmark: 'checkout',
      call: 'oversell guarantee after the run (database): stock, order items, 200 answers',
      measured:
        `stock left ${plentyLeft} (sold ${plentySold}), units in orders ${plentyOrdered}, 200 answers ${answered200}; ` +
        `sold-out round (${statusCounts(soldOut.results)}): ${soldOutOk} of ${BUYERS} bought 25 units, stock left ${scarceLeft}, units in orders ${scarceOrdered}`,
      checks: [
        { label: 'lowest stock', value: Math.min(plentyLeft, scarceLeft), op: '>=', limit: 0 },
        {
          label: 'units in orders − units sold',
          value: Math.abs(plentyOrdered - plentySold),
          op: '<=',
          limit: 0,
        },
        {
          label: 'units in orders − 200 answers',
          value: Math.abs(plentyOrdered - answered200),
          op: '<=',
          limit: 0,
        },
        {
          label: 'sold-out orders − 25',
          value: Math.abs(soldOutOk - 25) + Math.abs(scarceOrdered - 25),
          op: '<=',
          limit: 0,
        },
        { label: 'sold-out stock', value: scarceLeft, op: '<=', limit: 0 },
      ],
    });
  } finally {
    await db.end().catch(() => undefined);
    await stop(api);
    await database.drop().catch(() => undefined);
  }
};
