import { type Product, type ProductResponse, ProductStatus, type ProductsResponse } from '@hatake/contract';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, products } from '../src/db/schema/index.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const list = async (query = ''): Promise<ProductsResponse> => {
  const response = await get(`/v1/products${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
};

const expectError = (url: string, status: number, detail: RegExp) =>
  expectErrorBody(t.app, url, status, detail);

/** Every product the seed lists now: public, not deleted, not ended. */
const visibleRows = () =>
  t.database.db
    .select()
    .from(products)
    .where(and(eq(products.public, true), isNull(products.deletedAt), gte(products.endAt, new Date())));

const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** Sold-out products come last, and within each group `key` is ordered by `compare`. */
const expectStockThenOrder = (items: Product[], compare: (a: Product, b: Product) => number) => {
  const firstSoldOut = items.findIndex((p) => p.inventory === 0);
  if (firstSoldOut >= 0) {
    expect(items.slice(firstSoldOut).every((p) => p.inventory === 0)).toBe(true);
  }
  const groups = [items.filter((p) => p.inventory > 0), items.filter((p) => p.inventory === 0)];
  for (const group of groups) {
    for (let i = 1; i < group.length; i++) {
      const [previous, current] = [group[i - 1], group[i]];
      if (previous && current) expect(compare(previous, current)).toBeLessThanOrEqual(0);
    }
  }
};

describe('GET /v1/products', () => {
  it('lists 20 by default with total counting every visible product', async () => {
    const visible = await visibleRows();
    expect(visible.length).toBeGreaterThan(20);
    const page = await list();
    expect(page.products).toHaveLength(20);
    expect(page.total).toBe(visible.length);
  });

  it('pages with limit and offset without overlap', async () => {
    const all = await list('?limit=200');
    expect(all.products).toHaveLength(all.total);
    const first = await list('?limit=7&offset=0');
    const second = await list('?limit=7&offset=7');
    expect([...ids(first.products), ...ids(second.products)]).toEqual(ids(all.products).slice(0, 14));
    expect(first.total).toBe(all.total);
    const beyond = await list(`?offset=${all.total}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(all.total);
    expect(beyond.coordinators).toEqual([]);
  });

  it('side-loads exactly what the products reference', async () => {
    const page = await list('?limit=200');
    expect(new Set(ids(page.coordinators))).toEqual(new Set(page.products.map((p) => p.coordinatorId)));
    expect(new Set(ids(page.producers))).toEqual(new Set(page.products.map((p) => p.producerId)));
    expect(new Set(ids(page.categories))).toEqual(new Set(page.products.map((p) => p.categoryId)));
    expect(new Set(ids(page.productTypes))).toEqual(new Set(page.products.map((p) => p.productTypeId)));
    expect(new Set(ids(page.productTags))).toEqual(new Set(page.products.flatMap((p) => p.productTagIds)));
    for (const type of page.productTypes) expect(ids(page.categories)).toContain(type.categoryId);
  });

  it('sends every field of Product', async () => {
    const { products: items } = await list('?limit=200');
    for (const product of items) {
      expect(product.name).not.toBe('');
      expect(product.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
      expect(product.media.length).toBeGreaterThan(0);
      expect(product.media[0]).toEqual({ url: product.thumbnailUrl, isThumbnail: true });
      expect(product.media.filter((m) => m.isThumbnail)).toHaveLength(1);
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.weight).toBe(Math.round(product.weight * 10) / 10);
      expect(product.itemUnit).not.toBe('');
      expect([1, 2, 3]).toContain(product.deliveryType);
      expect([1, 2, 3, 4]).toContain(product.storageMethodType);
      expect(product.box60Rate + product.box80Rate + product.box100Rate).toBeGreaterThan(0);
      expect(product.originPrefecture).toMatch(/[都道府県]$/);
      expect(Object.keys(product.rate.detail)).toEqual(['1', '2', '3', '4', '5']);
      const counted = Object.values(product.rate.detail).reduce((a, b) => a + b, 0);
      expect(product.rate.count).toBe(counted);
      expect(product.endAt).toBeGreaterThan(Date.now() / 1000);
      expect(product.startAt).toBeLessThan(product.endAt);
    }
    expect(items.some((p) => p.rate.count > 0)).toBe(true);
    expect(items.some((p) => p.productTagIds.length > 0)).toBe(true);
  });

  it('lists presale products with status PRESALE and the others FOR_SALE', async () => {
    const { products: items } = await list('?limit=200');
    const now = Date.now() / 1000;
    const presale = items.filter((p) => p.startAt > now);
    expect(presale.length).toBeGreaterThan(0);
    for (const product of presale) expect(product.status).toBe(ProductStatus.PRESALE);
    for (const product of items.filter((p) => p.startAt <= now))
      expect(product.status).toBe(ProductStatus.FOR_SALE);
  });

  it('sorts by recommendation: in stock first, then ending soonest', async () => {
    const { products: items } = await list('?limit=200');
    expect(items.some((p) => p.inventory === 0)).toBe(true);
    expectStockThenOrder(items, (a, b) => a.endAt - b.endAt);
    expect(ids((await list('?limit=200&sort=recommend')).products)).toEqual(ids(items));
  });

  it('sorts by price both ways', async () => {
    expectStockThenOrder((await list('?limit=200&sort=priceAsc')).products, (a, b) => a.price - b.price);
    expectStockThenOrder((await list('?limit=200&sort=priceDesc')).products, (a, b) => b.price - a.price);
  });

  it('sorts newest first', async () => {
    const { products: items } = await list('?limit=200&sort=newer');
    const rows = await t.database.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(inArray(products.id, ids(items)));
    const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
    expectStockThenOrder(items, (a, b) => (created.get(b.id) ?? 0) - (created.get(a.id) ?? 0));
    expect(ids(items)).not.toEqual(ids((await list('?limit=200')).products));
  });

  it('filters by coordinator', async () => {
    const all = await list('?limit=200');
    const coordinatorId = all.products[0]?.coordinatorId ?? '';
    const expected = all.products.filter((p) => p.coordinatorId === coordinatorId);
    const page = await list(`?coordinatorId=${coordinatorId}&limit=200`);
    expect(page.total).toBe(expected.length);
    expect(ids(page.products)).toEqual(ids(expected));
    expect(ids(page.coordinators)).toEqual([coordinatorId]);
    const small = await list(`?coordinatorId=${coordinatorId}&limit=1`);
    expect(small.products).toHaveLength(1);
    expect(small.total).toBe(expected.length);
  });

  it('filters by category and by product type', async () => {
    const all = await list('?limit=200');
    const sample = all.products[3];
    if (!sample) throw new Error('seed has too few products');
    const byCategory = await list(`?categoryId=${sample.categoryId}&limit=200`);
    expect(byCategory.total).toBe(all.products.filter((p) => p.categoryId === sample.categoryId).length);
    expect(byCategory.products.every((p) => p.categoryId === sample.categoryId)).toBe(true);
    const byType = await list(`?productTypeId=${sample.productTypeId}&limit=200`);
    expect(byType.total).toBe(all.products.filter((p) => p.productTypeId === sample.productTypeId).length);
    expect(byType.products.every((p) => p.productTypeId === sample.productTypeId)).toBe(true);
    expect((await list('?coordinatorId=&categoryId=&productTypeId=')).total).toBe(all.total);
    const none = await list('?categoryId=no-such-category');
    expect(none).toMatchObject({ products: [], total: 0 });
  });

  it('answers 404 for an unknown coordinator', async () => {
    await expectError('/v1/products?coordinatorId=no-such-coordinator', 404, /coordinator not found/);
  });

  it('rejects invalid paging and sort parameters, naming them', async () => {
    await expectError('/v1/products?limit=0', 400, /^limit /);
    await expectError('/v1/products?limit=201', 400, /^limit /);
    await expectError('/v1/products?limit=abc', 400, /^limit /);
    await expectError('/v1/products?offset=-1', 400, /^offset /);
    await expectError('/v1/products?sort=cheapest', 400, /^sort /);
    await expectError(`/v1/products?coordinatorId=${'x'.repeat(65)}`, 400, /^coordinatorId /);
  });

  it('hides private, deleted and ended products', async () => {
    const before = await list('?limit=200');
    const [hidden, deleted, ended] = before.products;
    if (!hidden || !deleted || !ended) throw new Error('seed has too few products');
    const db = t.database.db;
    await db.update(products).set({ public: false }).where(eq(products.id, hidden.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
    await db
      .update(products)
      .set({ startAt: new Date(Date.now() - 20 * 86_400_000), endAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, ended.id));

    const after = await list('?limit=200');
    expect(after.total).toBe(before.total - 3);
    expect(ids(after.products)).not.toContain(hidden.id);
    expect(ids(after.products)).not.toContain(deleted.id);
    expect(ids(after.products)).not.toContain(ended.id);

    await expectError(`/v1/products/${hidden.id}`, 404, /product not found/);
    await expectError(`/v1/products/${deleted.id}`, 404, /product not found/);
    // An ended sale can still be looked at (e.g. from an old order), marked OUT_OF_SALES.
    const endedDetail = await get(`/v1/products/${ended.id}`);
    expect(endedDetail.statusCode).toBe(200);
    expect((endedDetail.json() as ProductResponse).product.status).toBe(ProductStatus.OUT_OF_SALES);
  });
});

describe('GET /v1/products/{productId}', () => {
  it('returns the product with its coordinator, producer, category, type and tags', async () => {
    const { products: items } = await list('?limit=200');
    const sample = items.find((p) => p.productTagIds.length > 0 && p.rate.count > 0);
    if (!sample) throw new Error('seed has no tagged, reviewed product');
    const response = await get(`/v1/products/${sample.id}`);
    expect(response.statusCode).toBe(200);
    const body: ProductResponse = response.json();
    expect(body.product).toEqual(sample);
    expect(body.coordinator.id).toBe(sample.coordinatorId);
    expect(body.coordinator.marcheName).not.toBe('');
    expect(body.producer.id).toBe(sample.producerId);
    expect(body.producer.coordinatorId).toBe(sample.coordinatorId);
    expect(body.category.id).toBe(sample.categoryId);
    expect(body.productType).toMatchObject({ id: sample.productTypeId, categoryId: sample.categoryId });
    expect(new Set(ids(body.productTags))).toEqual(new Set(sample.productTagIds));
  });

  it('answers 404 with the error body for an unknown id', async () => {
    const response = await get('/v1/products/no-such-product');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found', detail: 'product not found' });
  });

  it('still shows a product whose coordinator was soft-deleted, with the coordinator', async () => {
    const { products: items } = await list('?limit=200');
    const sample = items.at(-1);
    if (!sample) throw new Error('no products');
    await t.database.db
      .update(coordinators)
      .set({ deletedAt: new Date() })
      .where(eq(coordinators.id, sample.coordinatorId));
    const response = await get(`/v1/products/${sample.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ProductResponse).coordinator.id).toBe(sample.coordinatorId);
    // …but filtering the list by a deleted coordinator is a 404.
    await expectError(`/v1/products?coordinatorId=${sample.coordinatorId}`, 404, /coordinator not found/);
    await t.database.db
      .update(coordinators)
      .set({ deletedAt: null })
      .where(eq(coordinators.id, sample.coordinatorId));
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route with tags, summary, parameters and error responses', async () => {
    const document = (await get('/v1/openapi.json')).json();
    const routes: [string, string, string[]][] = [
      ['/v1/products', 'get', ['200', '400', '404']],
      ['/v1/products/{productId}', 'get', ['200', '400', '404']],
      ['/v1/coordinators', 'get', ['200', '400']],
      ['/v1/coordinators/{coordinatorId}', 'get', ['200', '400', '404']],
      ['/v1/producers', 'get', ['200', '400']],
      ['/v1/producers/{producerId}', 'get', ['200', '400', '404']],
      ['/v1/experiences', 'get', ['200', '400', '404']],
      ['/v1/experiences/geolocation', 'get', ['200', '400', '404']],
      ['/v1/experiences/{experienceId}', 'get', ['200', '400', '404']],
      ['/v1/promotions/{code}', 'get', ['200', '400', '403', '404']],
      ['/v1/contacts', 'post', ['204', '400', '429']],
    ];
    for (const [path, method, statuses] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.summary).not.toBe('');
      // Besides its own, every operation documents the refusals all routes share (plugins/openapi.ts).
      const shared = [
        '400',
        '431',
        ...(path.includes('{') ? ['414'] : []),
        ...(method === 'get' ? [] : ['413', '415']),
      ];
      expect(Object.keys(operation.responses).sort()).toEqual([...new Set([...statuses, ...shared])].sort());
    }
    const limit = document.paths['/v1/products'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.schema).toMatchObject({ default: 20, maximum: 200 });
    expect(limit.description).toMatch(/default 20/);
    const geo = document.paths['/v1/experiences/geolocation'].get.parameters;
    expect(
      geo
        .filter((p: { required?: boolean }) => p.required)
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['latitude', 'longitude']);
  });
});
