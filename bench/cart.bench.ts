/**
 * The cart: a guest's 10-item cart from three coordinators, read whole (GET /v1/carts: pack every
 * box) and priced for one coordinator with a shipping destination and a promotion
 * (GET /v1/carts/{coordinatorId}: pack, fee per box, discount) — on the API with the embedded
 * PGlite and, with BENCH_DATABASE_URL set, on that PostgreSQL server — against a bare node:http
 * server answering the same bytes from memory, in the same run on the same machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductsResponse } from '@hatake/contract';
import { API_DIR, type Service, startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { type LoadFigures, type LoadOptions, measure } from './lib.ts';

const API_PORT = '4210';
const BASELINE_PORT = '4211';
const API_URL = `http://127.0.0.1:${API_PORT}`;
const COOKIE = 'session_id=bench-cart-session-0123456789';
const FOR_SALE = 2;

const ratio = (api: LoadFigures, baseline: LoadFigures) =>
  Number((api.reqPerSec / baseline.reqPerSec).toFixed(3));

/** Fills the bench shopper's cart: 10 units spread over the first three coordinators with products for sale. */
const fillCart = async (): Promise<string> => {
  const listed = (await (await fetch(`${API_URL}/v1/products?limit=200`)).json()) as ProductsResponse;
  const byCoordinator = new Map<string, string[]>();
  for (const product of listed.products) {
    if (product.status !== FOR_SALE || product.inventory < 5) continue;
    byCoordinator.set(product.coordinatorId, [
      ...(byCoordinator.get(product.coordinatorId) ?? []),
      product.id,
    ]);
  }
  const shops = [...byCoordinator].slice(0, 3);
  if (shops.length < 3) throw new Error('the demo data needs three coordinators with products for sale');
  let units = 0;
  for (let round = 0; units < 10; round++) {
    for (const [, ids] of shops) {
      const productId = ids[round % ids.length];
      if (!productId || units >= 10) continue;
      const answer = await fetch(`${API_URL}/v1/carts/-/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: COOKIE },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      if (answer.status !== 204) throw new Error(`add to cart: ${answer.status} ${await answer.text()}`);
      units += 1;
    }
  }
  return shops[0]?.[0] ?? '';
};

const measureCart = async (env: Record<string, string>, options: LoadOptions) => {
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
    env: { API_PORT, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_MAX: '0', ...env },
  });
  try {
    await waitForUrl(`${API_URL}/health`, api);
    const coordinatorId = await fillCart();
    const urls = {
      cart: `${API_URL}/v1/carts`,
      calc: `${API_URL}/v1/carts/${coordinatorId}?prefecture=13&promotion=HATAKE10`,
    };
    const bodies = {
      cart: Buffer.from(await (await fetch(urls.cart, { headers: { cookie: COOKIE } })).arrayBuffer()),
      calc: Buffer.from(await (await fetch(urls.calc, { headers: { cookie: COOKIE } })).arrayBuffer()),
    };
    const withCookie = { ...options, headers: { cookie: COOKIE } };
    return { bodies, cart: await measure(urls.cart, withCookie), calc: await measure(urls.calc, withCookie) };
  } finally {
    await stopService(api);
  }
};

export const cartBenchmark = async (options: LoadOptions) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-cart-'));
  const services: Service[] = [];
  try {
    const pglite = await measureCart({ DATA_DIR: workDir }, options);
    const postgres = process.env.BENCH_DATABASE_URL
      ? await measureCart({ DATA_DIR: workDir, DATABASE_URL: process.env.BENCH_DATABASE_URL }, options)
      : undefined;

    // The baseline answers the calculation's bytes from memory.
    const bodyFile = path.join(workDir, 'calc.json');
    writeFileSync(bodyFile, pglite.bodies.calc);
    const baseline = startService('baseline', 'node', [
      path.join(import.meta.dirname, 'servers/static-bytes.ts'),
      BASELINE_PORT,
      bodyFile,
      'application/json; charset=utf-8',
    ]);
    services.push(baseline);
    const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}/`;
    await waitForUrl(baselineUrl, baseline);
    const baselineFigures = await measure(baselineUrl, options);

    const figures = (run: { cart: LoadFigures; calc: LoadFigures }) => ({
      cart: { ...run.cart, ratioToBaseline: ratio(run.cart, baselineFigures) },
      calc: { ...run.calc, ratioToBaseline: ratio(run.calc, baselineFigures) },
    });
    return {
      name: 'cart (10 units, 3 coordinators): GET /v1/carts and GET /v1/carts/{coordinatorId}',
      responseBytes: { cart: pglite.bodies.cart.length, calc: pglite.bodies.calc.length },
      apiPglite: figures(pglite),
      ...(postgres ? { apiPostgres: figures(postgres) } : {}),
      baseline: baselineFigures,
    };
  } finally {
    await Promise.all(services.map(stopService));
    rmSync(workDir, { recursive: true, force: true });
  }
};
