/**
 * Public reads are cached but never stale (docs/adr/0015): a price change, an order taking the last
 * units, a product unpublished and a review written are seen by the next read of the process that
 * made the change, by another process within 1 s (two apps on one database; their bus is Redis with
 * TEST_REDIS_URL, else one in-process bus they share), and by a process that hears no announcement
 * within 1 s too. Also: ETag / If-None-Match and the Cache-Control of public reads.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { ProductResponse, ProductsResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, fromPglite, openDatabase } from '../src/db/client.ts';
import { orders, products } from '../src/db/schema/index.ts';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/lib/read-cache/http-caching.ts';
import { expireUnpaidOrders } from '../src/modules/checkouts/index.ts';
import { InProcessEventBus } from '../src/realtime/in-process-bus.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
/** The rule: no answer older than this on any process. */
const MAX_STALENESS_MS = 1000;

let smtp: TestSmtp;
let a: TestApp;
/** Another process on the same database, hearing A's announcements. */
let b: { app: App; database: DatabaseHandle };
/** A process on the same database that hears nothing (its bus is its own): only the age rule helps it. */
let deaf: { app: App; database: DatabaseHandle };

/** A second handle on the database of `handle` (its own pool, or its own Drizzle over the same PGlite). */
const anotherHandle = async (handle: DatabaseHandle): Promise<DatabaseHandle> => {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (handle.driver === 'pglite') return fromPglite(client as PGlite, { closeClient: false });
  const url = (client as pg.Pool).options.connectionString;
  if (!url) throw new Error('the pool has no connection string');
  return openDatabase({ databaseUrl: url, pgliteDir: '' });
};

/**
 * A and B keep answers far longer than production may (READ_CACHE_MS ≤ 1000): a write they missed
 * would show for a minute, so only the invalidation (versions, the bus) can make these tests pass.
 * The deaf process keeps the production bound, which alone must make it see every write within 1 s.
 */
const LONG_AGE_MS = 60_000;

const cachedConfig = (readCacheMs: number): Partial<Config> => ({
  readCacheMs,
  redisUrl,
  rateLimit: { max: 0, windowSeconds: 60 },
});

const secondProcess = async (shareBusWithA: boolean) => {
  const database = await anotherHandle(a.database);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    ...a.app.config,
    ...cachedConfig(shareBusWithA ? LONG_AGE_MS : MAX_STALENESS_MS),
  };
  const app = await buildApp(shareBusWithA ? config : { ...config, redisUrl: '' }, {
    database,
    storage: createStorage(config),
    mailer: smtp.mailer,
    // Without Redis the two apps share one in-process bus; the deaf one gets a bus of its own.
    ...(shareBusWithA && !redisUrl ? { eventBus: a.app.realtime } : {}),
    ...(shareBusWithA ? {} : { eventBus: new InProcessEventBus({ onDeliveryError: () => {} }) }),
  });
  return { app, database };
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  a = await createTestApp({ mailer: smtp.mailer, config: cachedConfig(LONG_AGE_MS) });
  b = await secondProcess(true);
  deaf = await secondProcess(false);
}, 60_000);

afterAll(async () => {
  for (const other of [b, deaf]) {
    await other?.app.close();
    await other?.database.close();
  }
  await a?.close();
  await smtp?.close();
});

const read = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const productOn = async (app: App, id: string) => {
  const answer = await read(app, `/v1/products/${id}`);
  return answer.statusCode === 200 ? answer.json<ProductResponse>().product : undefined;
};

const listedOn = async (app: App, coordinatorId: string) =>
  (await read(app, `/v1/products?coordinatorId=${coordinatorId}&limit=200`))
    .json<ProductsResponse>()
    .products.map((product) => product.id);

/**
 * Reads on every process until `seen` holds: at once on A (the writer), on B as soon as the bus
 * tells it (its answers would live a minute otherwise), within 1 s on the deaf one.
 */
const expectSeenEverywhere = async (seen: (app: App) => Promise<boolean>, writtenAt: number) => {
  expect(await seen(a.app)).toBe(true);
  await vi.waitFor(async () => expect(await seen(b.app)).toBe(true), {
    timeout: MAX_STALENESS_MS,
    interval: 10,
  });
  await vi.waitFor(async () => expect(await seen(deaf.app)).toBe(true), {
    timeout: MAX_STALENESS_MS,
    interval: 20,
  });
  // (waitFor's own clock starts late; the rule counts from the write.)
  expect(performance.now() - writtenAt).toBeLessThan(MAX_STALENESS_MS + 300);
};

/** Every process has the product's current answer cached (so a missed invalidation would show). */
const warm = async (url: string) => {
  for (const app of [a.app, b.app, deaf.app]) {
    expect((await read(app, url)).statusCode).toBe(200);
    expect((await read(app, url)).statusCode).toBe(200);
  }
};

describe('cached public reads are never stale', () => {
  it('a price change', async () => {
    const product = await productLike(a.database.db, { price: 1200 });
    await warm(`/v1/products/${product.id}`);
    await a.database.db.update(products).set({ price: 1500 }).where(eq(products.id, product.id));
    const writtenAt = performance.now();
    await expectSeenEverywhere(async (app) => (await productOn(app, product.id))?.price === 1500, writtenAt);
  });

  it('an order taking the last units, and its expiry giving them back', async () => {
    const product = await productLike(a.database.db, { inventory: 1 });
    await warm(`/v1/products/${product.id}`);
    const shopper = newGuest();
    await addToCart(a.app, shopper, product.id);
    const priced = await priceCart(a.app, shopper, product.coordinatorId);
    const order = await guestCheckout(a.app, shopper, guestBody(shopper, priced));
    const writtenAt = performance.now();
    expect(order.statusCode, order.body).toBe(200);
    await expectSeenEverywhere(async (app) => (await productOn(app, product.id))?.inventory === 0, writtenAt);

    // The unpaid order expires (the job every process runs): the unit is back on sale everywhere.
    await a.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, priced.requestId));
    await warm(`/v1/products/${product.id}`);
    const expired = await expireUnpaidOrders({
      db: a.app.db,
      payments: a.app.payments,
      mailer: a.app.mailer,
      log: a.app.log,
      orderPaymentTimeoutSeconds: 7200,
    });
    const expiredAt = performance.now();
    expect(expired).toBe(1);
    await expectSeenEverywhere(async (app) => (await productOn(app, product.id))?.inventory === 1, expiredAt);
  });

  it('a product unpublished', async () => {
    const product = await productLike(a.database.db);
    await warm(`/v1/products/${product.id}`);
    await warm(`/v1/products?coordinatorId=${product.coordinatorId}&limit=200`);
    for (const app of [a.app, b.app, deaf.app])
      expect(await listedOn(app, product.coordinatorId)).toContain(product.id);
    await a.database.db.update(products).set({ public: false }).where(eq(products.id, product.id));
    const writtenAt = performance.now();
    await expectSeenEverywhere(async (app) => (await productOn(app, product.id)) === undefined, writtenAt);
    await expectSeenEverywhere(
      async (app) => !(await listedOn(app, product.coordinatorId)).includes(product.id),
      writtenAt,
    );
  });

  it('a review written', async () => {
    const product = await productLike(a.database.db);
    await warm(`/v1/products/${product.id}`);
    const member = await signUpAndSignIn(a.app, smtp);
    const review = await a.app.inject({
      method: 'POST',
      url: `/v1/products/${product.id}/reviews`,
      headers: member.headers,
      payload: { rate: 5, title: 'おいしい', comment: '甘くてみずみずしいトマトでした。' },
    });
    const writtenAt = performance.now();
    expect(review.statusCode, review.body).toBe(200);
    await expectSeenEverywhere(
      async (app) => (await productOn(app, product.id))?.rate.count === 1,
      writtenAt,
    );
  });
});

describe('HTTP caching of public reads', () => {
  it('answers a strong ETag and Cache-Control: public, and 304 to If-None-Match', async () => {
    const first = await read(a.app, '/v1/products?limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // From the cache now: the same bytes and tag.
    const again = await read(a.app, '/v1/products?limit=5');
    expect([again.body, again.headers.etag]).toEqual([first.body, etag]);
    const notModified = await read(a.app, '/v1/products?limit=5', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // Another process computes the same tag for the same bytes.
    const elsewhere = await read(b.app, '/v1/products?limit=5', { 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(304);
  });

  it('answers 200 with the new tag once the data changed', async () => {
    const product = await productLike(a.database.db, { price: 800 });
    const before = await read(a.app, `/v1/products/${product.id}`);
    await a.database.db.update(products).set({ price: 900 }).where(eq(products.id, product.id));
    const after = await read(a.app, `/v1/products/${product.id}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not cache or mark public what is not a 200', async () => {
    const missing = await read(a.app, '/v1/products/no-such-product-0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
  });
});
