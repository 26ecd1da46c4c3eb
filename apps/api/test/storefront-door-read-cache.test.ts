/**
 * The storefront door's reuse of public reads (apps/web/src/lib/server/door-read-cache.ts,
 * docs/adr/0022) against this API on a real port, through two doors (two storefront processes):
 * a price change, an order taking the last units, a product unpublished and a review written through
 * one door are seen by the next read through that door, and through the other door — which did not
 * see the write — within 1 s; so is a write no door saw (the database written directly). Each door
 * holds the product's answer before the write (read three times: forwarded, loaded, answered from
 * memory); the writer's door keeps answers a minute, so only its forgetting on writes lets it pass.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiAddresses } from '../../web/src/lib/api/api-addresses.ts';
import { compileTrustProxy } from '../../web/src/lib/server/client-address.ts';
import { guardServer } from '../../web/src/lib/server/client-errors.ts';
import { createStorefrontDoor, type StorefrontDoor } from '../../web/src/lib/server/storefront-door.ts';
import { products } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { guestBody, newGuest, productLike } from './helpers/checkouts.ts';
import { newAdministrator, type StaffSession } from './helpers/console.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The rule: no answer older than this through any door. */
const MAX_STALENESS_MS = 1000;

let smtp: TestSmtp;
let api: TestApp;
let admin: StaffSession;
const doors: { door: StorefrontDoor; addresses: ApiAddresses; server: Server; port: number }[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The API's own read cache as in production (1 s, invalidated by its writes).
  api = await createTestApp({
    mailer: smtp.mailer,
    config: { readCacheMs: 1000, rateLimit: { max: 0, windowSeconds: 60 } },
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (api.app.server.address() as AddressInfo).port;
  admin = await newAdministrator(api.app, api.database.db);
  // The first door keeps answers a minute (production: 0.5 s): a write through it that it failed to
  // act on would show for a minute, so only its forgetting on writes can make these tests pass.
  // The second keeps the production age, which alone must bound what it missed.
  for (const readCache of [{ maxAgeMs: 60_000, refreshAfterMs: 60_000 }, true]) {
    const addresses = new ApiAddresses([`http://127.0.0.1:${apiPort}`], { checkIntervalMs: 0 });
    const door = createStorefrontDoor({ trust: compileTrustProxy(''), addresses, readCache });
    const server = createServer((request, response) => {
      if (door.handle(request, response)) return;
      response.writeHead(500).end(`not forwarded: ${request.url}`);
    });
    guardServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    doors.push({ door, addresses, server, port: (server.address() as AddressInfo).port });
  }
}, 60_000);

afterAll(async () => {
  for (const { door, addresses, server } of doors) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    door.close();
    addresses.close();
  }
  await api?.close();
  await smtp?.close();
});

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One HTTP request to a door, as a browser on the storefront's origin sends it (no Origin). */
const call = (
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  new Promise<Answer>((resolve, reject) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const portOf = (i: number) => doors[i]?.port ?? 0;
const one = () => portOf(0);
const other = () => portOf(1);

const productThrough = async (port: number, id: string) => {
  const answer = await call(port, 'GET', `/v1/products/${id}`);
  return answer.status === 200 ? (JSON.parse(answer.body) as ProductResponse).product : undefined;
};

/** Both doors hold the URL's answer (the first read is forwarded, the second loaded and kept). */
const warm = async (path: string) => {
  for (const door of [one(), other()]) {
    for (let i = 0; i < 3; i++) expect((await call(door, 'GET', path)).status).toBe(200);
  }
};

/**
 * At once through the door that carried the write; through the other, every read sent 1 s or more
 * after the write sees it (reads sent earlier may not; on a busy machine a read can take a while,
 * so it is the moment a read is sent that counts, not when its answer comes).
 */
const expectSeen = async (
  seen: (port: number) => Promise<boolean>,
  writtenAt: number,
  doorsThatSawIt = [one()],
  doorsThatDidNot = [other()],
) => {
  for (const port of doorsThatSawIt) expect(await seen(port)).toBe(true);
  for (const port of doorsThatDidNot) {
    for (;;) {
      const sentAfterMs = performance.now() - writtenAt;
      if (await seen(port)) break;
      expect(sentAfterMs, 'a read sent this long after the write saw the old data').toBeLessThan(
        MAX_STALENESS_MS,
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
};

describe('public reads through the storefront door are never stale', () => {
  it('answers a public read from memory with the API’s caching headers, 304 included', async () => {
    const product = await productLike(api.database.db);
    await warm(`/v1/products/${product.id}`);
    const answer = await call(one(), 'GET', `/v1/products/${product.id}`, {
      cookie: 'session_id=someone-abcdefghijklmnop',
    });
    expect(answer.headers['cache-control']).toMatch(/^public/);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await call(one(), 'GET', `/v1/products/${product.id}`, {
      'if-none-match': String(answer.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  it('a price change', async () => {
    const product = await productLike(api.database.db, { price: 1200 });
    await warm(`/v1/products/${product.id}`);
    const edit = await call(one(), 'PATCH', `/v1/console/products/${product.id}`, admin.headers, {
      price: 1500,
    });
    const writtenAt = performance.now();
    expect(edit.status, edit.body).toBe(200);
    await expectSeen(async (port) => (await productThrough(port, product.id))?.price === 1500, writtenAt);
  });

  it('an order taking the last units', async () => {
    const product = await productLike(api.database.db, { inventory: 1 });
    await warm(`/v1/products/${product.id}`);
    const shopper = newGuest();
    const added = await call(one(), 'POST', '/v1/carts/-/items', shopper.headers, {
      productId: product.id,
      quantity: 1,
    });
    expect(added.status, added.body).toBe(204);
    const priced = await call(
      one(),
      'GET',
      `/v1/carts/${product.coordinatorId}?prefecture=13`,
      shopper.headers,
    );
    expect(priced.status, priced.body).toBe(200);
    const order = await call(
      one(),
      'POST',
      '/v1/guests/checkouts/products',
      shopper.headers,
      guestBody(shopper, JSON.parse(priced.body)),
    );
    const writtenAt = performance.now();
    expect(order.status, order.body).toBe(200);
    await expectSeen(async (port) => (await productThrough(port, product.id))?.inventory === 0, writtenAt);
  });

  it('a product unpublished', async () => {
    const product = await productLike(api.database.db);
    await warm(`/v1/products/${product.id}`);
    const edit = await call(one(), 'POST', `/v1/console/products/${product.id}/unpublish`, admin.headers);
    const writtenAt = performance.now();
    expect(edit.status, edit.body).toBeLessThan(300);
    await expectSeen(async (port) => (await productThrough(port, product.id)) === undefined, writtenAt);
  });

  it('a review written', async () => {
    const product = await productLike(api.database.db);
    await warm(`/v1/products/${product.id}`);
    const member = await signUpAndSignIn(api.app, smtp);
    const review = await call(one(), 'POST', `/v1/products/${product.id}/reviews`, member.headers, {
      rate: 5,
      title: 'おいしい',
      comment: '甘くてみずみずしいトマトでした。',
    });
    const writtenAt = performance.now();
    expect(review.status, review.body).toBe(200);
    await expectSeen(async (port) => (await productThrough(port, product.id))?.rate.count === 1, writtenAt);
  });

  it('a write no door saw', async () => {
    const product = await productLike(api.database.db, { price: 800 });
    await warm(`/v1/products/${product.id}`);
    await api.database.db.update(products).set({ price: 900 }).where(eq(products.id, product.id));
    const writtenAt = performance.now();
    // The first door keeps answers a minute: only the second is held to the age bound here.
    await expectSeen(
      async (port) => (await productThrough(port, product.id))?.price === 900,
      writtenAt,
      [],
      [other()],
    );
  });
});
