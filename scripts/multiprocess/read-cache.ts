import { setTimeout as sleep } from 'node:timers/promises';
import { productWith } from './fixtures.ts';
import { guestBuys } from './guest.ts';
import { api, assert, type Check, storefront } from './run.ts';
import { call, expectStatus, newShopper } from './shop.ts';

/** How long after a change of public data through API 1 each other way of reading it showed it. */
const CACHE_BOUND_MS = 1_000;

/**
 * The read cache (docs/adr/0015) runs on both API processes: a change of public data made through
 * API 1 — a checkout taking a unit, the one write of product data the API offers — shows through
 * API 2 and through each storefront's /v1 within READ_CACHE_MS (1 s), although each had the answer
 * from before the change cached: the write is announced over Redis, and no answer lives longer.
 */
export const readCacheAcrossProcesses: Check = async ({ db }) => {
  const product = await productWith(db, 10);
  const inventoryThrough = async (origin: string) =>
    expectStatus(await call(origin, 'GET', `/v1/products/${product.id}`), 200, `product on ${origin}`).json<{
      product: { inventory: number };
    }>().product.inventory;
  const readers = [
    ['API 2', api(1)],
    ['storefront 1', storefront(0)],
    ['storefront 2', storefront(1)],
  ] as const;
  // The cache is on: a write made outside the API (straight into the database, announced to no
  // process) is not seen on API 2's next read, served from the answer it has just loaded.
  const nameThrough = async (origin: string) =>
    expectStatus(await call(origin, 'GET', `/v1/products/${product.id}`), 200, `product on ${origin}`).json<{
      product: { name: string };
    }>().product.name;
  const loadedAt = performance.now();
  const name = await nameThrough(api(1));
  await db.query(`update products set name = name || ' (renamed)' where id = $1`, [product.id]);
  const cachedName = await nameThrough(api(1));
  // Only meaningful while that answer is young (well inside READ_CACHE_MS).
  if (performance.now() - loadedAt < 500)
    assert(cachedName === name, 'API 2 read the database again: the read cache is off');
  // Every way of reading has the answer before the change cached.
  for (const origin of [api(0), ...readers.map(([, origin]) => origin)]) {
    const before = await inventoryThrough(origin);
    assert(before === 10, `inventory ${before} through ${origin} before the checkout (expected 10)`);
  }
  await guestBuys(newShopper(), product.id, product.coordinatorId, {
    cart: api(0),
    price: api(0),
    checkout: api(0),
  });
  const changedAt = performance.now();
  const seenAfter: string[] = [];
  for (const [name, origin] of readers) {
    let inventory = await inventoryThrough(origin);
    while (inventory !== 9 && performance.now() - changedAt < CACHE_BOUND_MS) {
      await sleep(25);
      inventory = await inventoryThrough(origin);
    }
    const ms = Math.round(performance.now() - changedAt);
    assert(
      inventory === 9,
      `${name} still answered inventory ${inventory} ${ms} ms after the checkout on API 1`,
    );
    seenAfter.push(`${name} ≤${ms} ms`);
  }
  console.log(`      the checkout's new inventory seen through ${seenAfter.join(', ')}`);
};
