/**
 * Target 5, the cart (docs/performance.md): a guest's 10-unit cart from three coordinators, priced
 * for one coordinator with a shipping destination and a promotion (GET /v1/carts/{coordinatorId}:
 * pack every box, fee per box, discount — always read from the database) and read whole
 * (GET /v1/carts), at 10 connections, on PostgreSQL and on PGlite, against the bare server answering
 * the same bytes from memory.
 */
import type { ProductsResponse } from '@hatake/contract';
import { fetchBody } from './api-reads.bench.ts';
import { type Context, loadColumns, noFailures } from './context.ts';
import { measure } from './lib.ts';

const CONNECTIONS = 10;
export const CART_COOKIE = 'session_id=bench-cart-session-0123456789';
const FOR_SALE = 2;

/** Fills the bench shopper's cart: 10 units over the first three coordinators with products for sale. */
export const fillCart = async (apiUrl: string): Promise<string> => {
  const listed = (await (await fetch(`${apiUrl}/v1/products?limit=200`)).json()) as ProductsResponse;
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
      const answer = await fetch(`${apiUrl}/v1/carts/-/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: CART_COOKIE },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      if (answer.status !== 204) throw new Error(`add to cart: ${answer.status} ${await answer.text()}`);
      units += 1;
    }
  }
  return shops[0]?.[0] ?? '';
};

/** The priced cart call: `coordinatorId`'s boxes shipped to Tokyo with the demo promotion. */
export const pricedCartPath = (coordinatorId: string) =>
  `/v1/carts/${coordinatorId}?prefecture=13&promotion=HATAKE10`;

const measureCart = async (context: Context, where: string, apiUrl: string) => {
  const coordinatorId = await fillCart(apiUrl);
  const calls = [
    {
      name: 'priced cart',
      path: pricedCartPath(coordinatorId),
      target: true,
    },
    { name: 'whole cart', path: '/v1/carts', target: false },
  ];
  const headers = { cookie: CART_COOKIE };
  for (const call of calls) {
    const url = `${apiUrl}${call.path}`;
    const { body, contentType } = await fetchBody(url, headers);
    const figures = await measure(url, { ...context.options, connections: CONNECTIONS, headers });
    const bare = await context.bare(body, contentType, CONNECTIONS);
    context.report({
      benchmark: 'cart',
      call: `${where} GET ${call.path.replace(/[A-Za-z0-9_-]{16,}/g, '{coordinatorId}')} (${call.name}, 10 units)`,
      connections: CONNECTIONS,
      ...loadColumns(figures, bare),
      checks: [
        ...(call.target
          ? [{ label: 'p99', value: figures.p99Ms, op: '<=' as const, limit: 15, unit: ' ms' }]
          : []),
        noFailures(figures),
      ],
    });
  }
};

export const cartBenchmark = async (context: Context) => {
  const postgres = await context.postgresApi();
  if (postgres) await measureCart(context, 'API (PostgreSQL)', postgres.url);
  await measureCart(context, 'API (PGlite)', (await context.pgliteApi()).url);
};
