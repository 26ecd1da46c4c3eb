/**
 * Hits of the read cache answered by the API's HTTP server before Fastify (plugins/read-cache-hits.ts):
 * the same status, headers and bytes as Fastify's path gives for the same stored answer, one log
 * line, never an answer a write outdated, and everything it cannot answer exactly left to Fastify.
 * Over a real socket, as `inject` never goes through the server.
 */
import type { ProductResponse, ProductsResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { ReadCache } from '../src/lib/read-cache/read-cache.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const logLines: string[] = [];
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    // Answers kept for a minute: only a write can end them here.
    config: { logLevel: 'info', readCacheMs: 60_000, rateLimit: { max: 0, windowSeconds: 60 } },
    logStream: { write: (line) => void logLines.push(line) },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Which way a request took: `peek` alone is the server's own path, `lookup` is Fastify's. */
const watchCache = () => ({
  peek: vi.spyOn(ReadCache.prototype, 'peek'),
  lookup: vi.spyOn(ReadCache.prototype, 'lookup'),
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${base}${path}`, { headers });
  return { answer, body: Buffer.from(await answer.arrayBuffer()) };
};

/** The headers that may differ between two answers of the same bytes: when, and which request. */
const comparable = (answer: Response) =>
  Object.fromEntries([...answer.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

const firstProductId = async () => {
  const { body } = await get('/v1/products?limit=1');
  const id = (JSON.parse(body.toString()) as ProductsResponse).products[0]?.id;
  if (!id) throw new Error('the seed has no product');
  return id;
};

describe("read cache hits, answered before Fastify's path", () => {
  it('answer the status, headers and bytes Fastify answers for the same stored answer', async () => {
    const path = `/v1/products/${await firstProductId()}`;
    await get(path); // stored
    const cache = watchCache();
    const direct = await get(path);
    expect(cache.peek).toHaveReturnedWith(
      expect.objectContaining({ etag: direct.answer.headers.get('etag') }),
    );
    expect(cache.lookup).not.toHaveBeenCalled();
    // An Origin (even one CORS refuses) is Fastify's: the same stored answer through its hooks.
    const throughFastify = await get(path, { origin: 'https://elsewhere.example' });
    expect(cache.lookup).toHaveBeenCalledTimes(1);
    expect(direct.answer.status).toBe(200);
    expect(throughFastify.answer.status).toBe(200);
    expect(direct.body.equals(throughFastify.body)).toBe(true);
    expect(comparable(direct.answer)).toEqual(comparable(throughFastify.answer));
    expect(direct.answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.answer.headers.get('x-request-id')).not.toBe(
      throughFastify.answer.headers.get('x-request-id'),
    );
  });

  it('keep the request id a caller sends and write one line under it', async () => {
    const path = '/v1/top/common';
    await get(path);
    const cache = watchCache();
    const { answer } = await get(path, { 'x-request-id': 'hit-chosen-id' });
    expect(cache.lookup).not.toHaveBeenCalled();
    expect(answer.headers.get('x-request-id')).toBe('hit-chosen-id');
    const lines = () =>
      logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === 'hit-chosen-id');
    await vi.waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: path,
      statusCode: 200,
    });
    expect(typeof lines()[0]?.ms).toBe('number');
  });

  it('never answer what a write outdated', async () => {
    const id = await firstProductId();
    const path = `/v1/products/${id}`;
    const priceOf = async () =>
      (JSON.parse((await get(path)).body.toString()) as ProductResponse).product.price;
    const before = await priceOf();
    await t.database.db
      .update(products)
      .set({ price: before + 7 })
      .where(eq(products.id, id));
    const cache = watchCache();
    expect(await priceOf()).toBe(before + 7);
    expect(cache.lookup).toHaveBeenCalledTimes(1); // loaded again, by Fastify's path
  });

  it.each([
    ['a conditional request', { 'if-none-match': '"anything"' }],
    ['credentials', { authorization: 'Bearer not-a-token' }],
    ['an Origin', { origin: 'https://elsewhere.example' }],
  ])('leave %s to Fastify', async (_, headers) => {
    const path = '/v1/experiences?limit=2';
    await get(path);
    const cache = watchCache();
    await get(path, headers);
    expect(cache.peek).not.toHaveBeenCalled();
    expect(cache.lookup).toHaveBeenCalled();
  });

  it('leave a stored answer’s 304 to Fastify', async () => {
    const path = '/v1/experiences?limit=3';
    const { answer } = await get(path);
    const etag = answer.headers.get('etag') ?? '';
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.answer.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });
});
