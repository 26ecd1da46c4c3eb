/**
 * Checkout under contention on PostgreSQL (BENCH_DATABASE_URL; skipped with a note without it):
 * 50 concurrent guest buyers of ONE product, each with one unit in their cart, priced, then
 * checking out through `POST /v1/guests/checkouts/products` (the sandbox provider opens the payment
 * session). Reported: orders per second and the checkout's latency (p50, p99) while stock lasts,
 * then a sold-out round — 50 buyers racing for 25 units — which must end with exactly 25 orders and
 * stock 0. The API runs as in production against a scratch database created on that server (migrated
 * and seeded by the API, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CalcCartResponse, ProductsResponse } from '@hatake/contract';
import pg from 'pg';
import { API_DIR, startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { withDatabase } from './lib.ts';

const API_PORT = '4220';
const API_URL = `http://127.0.0.1:${API_PORT}`;
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

const checkout = async (buyer: Buyer): Promise<{ status: number; ms: number }> => {
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
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

/** Runs every buyer's checkout with BUYERS at a time; answers the statuses and latencies. */
const race = async (buyers: Buyer[]) => {
  const queue = [...buyers];
  const results: { status: number; ms: number }[] = [];
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

export const checkoutBenchmark = async (options: { durationSeconds?: number }) => {
  const name = 'checkout: 50 concurrent guest buyers of one product (PostgreSQL)';
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    return { name, skipped: 'BENCH_DATABASE_URL is not set: this benchmark runs on PostgreSQL only' };

  const database = `hatake_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const databaseUrl = withDatabase(serverUrl, database);
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-checkout-'));
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
    env: {
      API_PORT,
      DATA_DIR: workDir,
      DATABASE_URL: databaseUrl,
      // Checkout takes callbacks on the shop's own origin only.
      PUBLIC_URL: 'https://shop.example.jp',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '0',
      ORDER_EXPIRY_INTERVAL: '0',
    },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForUrl(`${API_URL}/health`, api);
    await db.connect();
    const listed = (await (await fetch(`${API_URL}/v1/products?limit=200`)).json()) as ProductsResponse;
    const template = listed.products.find((product) => product.status === FOR_SALE);
    if (!template) throw new Error('the demo data has no product for sale');
    // Two copies of it: one with stock for every checkout of the throughput round, one with 25 units.
    const rounds = Math.max(4, Math.round((options.durationSeconds ?? 10) * 2));
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

    // Warm-up (not measured): one round on the plentiful product.
    await race(await prepare(BUYERS, plenty, template.coordinatorId));
    const buyers = await prepare(orders - BUYERS, plenty, template.coordinatorId);
    const throughput = await race(buyers);
    const ok = throughput.results.filter((result) => result.status === 200);
    const latencies = throughput.results.map((result) => result.ms).sort((a, b) => a - b);

    const contenders = await prepare(BUYERS, scarce, template.coordinatorId);
    const soldOut = await race(contenders);
    const statuses = soldOut.results.reduce<Record<string, number>>((counts, result) => {
      counts[result.status] = (counts[result.status] ?? 0) + 1;
      return counts;
    }, {});
    const scarceLeft = await inventoryOf(scarce);
    const plentyLeft = await inventoryOf(plenty);
    return {
      name,
      throughput: {
        checkouts: throughput.results.length,
        orders: ok.length,
        ordersPerSec: Math.round(ok.length / throughput.seconds),
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
        non200: throughput.results.length - ok.length,
        stockLeft: plentyLeft,
      },
      soldOut: {
        buyers: BUYERS,
        units: 25,
        statuses,
        stockLeft: scarceLeft,
        stockNeverNegative: scarceLeft >= 0 && plentyLeft >= 0,
        exact: statuses['200'] === 25 && scarceLeft === 0,
      },
    };
  } finally {
    await db.end().catch(() => undefined);
    await stopService(api);
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  }
};
