/**
 * The seller console's products and producers through HTTP (docs/console.md): create and edit every
 * field, list filters, publish/unpublish, stock adjustments (exact next to concurrent checkouts, on
 * PGlite and — with TEST_DATABASE_URL — on PostgreSQL), pictures through the console upload, the
 * role rule (a coordinator acting on another marche's product or producer gets 404 and nothing
 * changes), the audit of every write, and the storefront seeing each change at once.
 */

import type { PGlite } from '@electric-sql/pglite';
import type {
  AuditLogResponse,
  ConsoleProducer,
  ConsoleProducerResponse,
  ConsoleProductResponse,
  ConsoleProductsResponse,
  ConsoleTaxonomyResponse,
  CreateConsoleProductRequest,
  ProductResponse,
} from '@hatake/contract';
import { DeliveryType, ProductStatus, StorageMethodType } from '@hatake/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type DatabaseHandle, fromPglite, openDatabase } from '../src/db/client.ts';
import { producers, products, productTags, productTypes } from '../src/db/schema/index.ts';
import { publicWritesOf } from '../src/lib/read-cache/database-writes.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';
import { marcheIds, newAdministrator, newCoordinator, type StaffSession } from './helpers/console.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';
import { png, uploadClient } from './helpers/uploads.ts';

// Answers kept a minute: only the read cache's invalidation lets the storefront see a console write.
const t = testAppWithSmtp({ readCacheMs: 60_000 });

let marcheA: string;
let marcheB: string;
let coordinatorA: StaffSession;
let coordinatorB: StaffSession;
let admin: StaffSession;
let producerA: string;
let producerB: string;
let typeId: string;
let tagIds: string[];

const db = () => t.database.db;

const firstProducerOf = async (coordinatorId: string): Promise<string> => {
  const [row] = await db()
    .select({ id: producers.id })
    .from(producers)
    .where(and(eq(producers.coordinatorId, coordinatorId), isNull(producers.deletedAt)))
    .orderBy(asc(producers.id))
    .limit(1);
  if (!row) throw new Error('the seed has no producer of the marche');
  return row.id;
};

beforeAll(async () => {
  [marcheA = '', marcheB = ''] = await marcheIds(db());
  coordinatorA = await newCoordinator(t.app, db(), marcheA);
  coordinatorB = await newCoordinator(t.app, db(), marcheB);
  admin = await newAdministrator(t.app, db());
  producerA = await firstProducerOf(marcheA);
  producerB = await firstProducerOf(marcheB);
  const [type] = await db()
    .select({ id: productTypes.id })
    .from(productTypes)
    .orderBy(asc(productTypes.id))
    .limit(1);
  typeId = type?.id ?? '';
  tagIds = (
    await db().select({ id: productTags.id }).from(productTags).orderBy(asc(productTags.id)).limit(2)
  ).map((row) => row.id);
});

const now = () => Math.floor(Date.now() / 1000);

const productBody = (overrides: Partial<CreateConsoleProductRequest> = {}): CreateConsoleProductRequest => ({
  producerId: producerA,
  productTypeId: typeId,
  productTagIds: tagIds,
  name: '朝どれスイートコーン',
  description: '甘いとうもろこしです。',
  nameEn: 'Morning sweet corn',
  descriptionEn: 'Sweet corn picked at dawn.',
  media: [],
  price: 1980,
  cost: 900,
  weightGrams: 2500,
  itemUnit: '箱',
  itemDescription: '6本入り',
  deliveryType: DeliveryType.REFRIGERATED,
  storageMethodType: StorageMethodType.REFRIGERATED,
  expirationDate: 5,
  recommendedPoint1: '朝どれ',
  recommendedPoint2: '糖度18度',
  recommendedPoint3: '北海道産',
  box60Rate: 50,
  box80Rate: 30,
  box100Rate: 20,
  originPrefectureCode: 1,
  originCity: '帯広市',
  startAt: now() - 3600,
  endAt: now() + 30 * 86400,
  inventory: 10,
  ...overrides,
});

const call = (staff: StaffSession, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });

const create = async (staff: StaffSession, overrides: Partial<CreateConsoleProductRequest> = {}) => {
  const response = await call(staff, 'POST', '/v1/console/products', productBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsoleProductResponse>().product;
};

const storefront = (productId: string) => t.app.inject({ method: 'GET', url: `/v1/products/${productId}` });

const auditOf = async (entityId: string) => {
  const response = await call(admin, 'GET', `/v1/console/audit?entityId=${entityId}&limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogResponse>().entries;
};

describe('products: create, read, edit every field', () => {
  it('creates a draft with every field, reads it back, edits every field, and audits each write', async () => {
    const created = await create(coordinatorA);
    expect(created).toMatchObject({
      coordinatorId: marcheA,
      public: false,
      status: ProductStatus.UNKNOWN,
      inventory: 10,
      weightGrams: 2500,
      nameEn: 'Morning sweet corn',
      productTagIds: tagIds,
    });
    expect((await storefront(created.id)).statusCode).toBe(404);

    const read = await call(coordinatorA, 'GET', `/v1/console/products/${created.id}`);
    expect(read.json<ConsoleProductResponse>().product).toEqual(created);

    const edits = {
      name: '夕どれコーン',
      description: '夕方に収穫。',
      nameEn: 'Evening corn',
      descriptionEn: 'Picked at dusk.',
      price: 2480,
      cost: 1000,
      weightGrams: 3000,
      itemUnit: '袋',
      itemDescription: '8本入り',
      deliveryType: DeliveryType.NORMAL,
      storageMethodType: StorageMethodType.NORMAL,
      expirationDate: 7,
      recommendedPoint1: 'a',
      recommendedPoint2: 'b',
      recommendedPoint3: 'c',
      box60Rate: 100,
      box80Rate: 60,
      box100Rate: 40,
      originPrefectureCode: 13,
      originCity: '八王子市',
      productTagIds: tagIds.slice(0, 1),
      startAt: now() - 7200,
      endAt: now() + 86400,
    };
    const patched = await call(coordinatorA, 'PATCH', `/v1/console/products/${created.id}`, edits);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<ConsoleProductResponse>().product).toMatchObject(edits);

    const entries = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['product.update', 'product.create']);
    expect(entries[0]).toMatchObject({
      staffId: coordinatorA.staffId,
      role: 'coordinator',
      coordinatorId: marcheA,
    });
    expect(entries[0]?.before).toMatchObject({ name: '朝どれスイートコーン', price: 1980 });
    expect(entries[0]?.after).toMatchObject({ name: '夕どれコーン', price: 2480 });
    expect(entries[1]?.before).toBeNull();
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await tableDigests(t.database);
    const cases: [Partial<CreateConsoleProductRequest>, string][] = [
      [{ name: '\u3000' }, 'name'],
      [{ endAt: now() - 7200 }, 'endAt'],
      [{ producerId: producerB }, 'producerId'],
      [{ productTypeId: 'nope' }, 'productTypeId'],
      [{ productTagIds: ['nope'] }, 'productTagIds'],
      [{ deliveryType: DeliveryType.UNKNOWN }, 'deliveryType'],
      [{ media: [{ url: 'https://evil.example/x.png', isThumbnail: true }] }, 'media[0].url'],
      [{ box60Rate: 601 }, 'box60Rate'],
      [{ price: -1 }, 'price'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(coordinatorA, 'POST', '/v1/console/products', productBody(overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(field);
    }
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });

  it('an administrator names the marche; a coordinator naming another marche gets 404', async () => {
    const missing = await call(admin, 'POST', '/v1/console/products', productBody());
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toContain('coordinatorId');
    const made = await create(admin, { coordinatorId: marcheB, producerId: producerB });
    expect(made.coordinatorId).toBe(marcheB);
    const foreign = await call(
      coordinatorA,
      'POST',
      '/v1/console/products',
      productBody({ coordinatorId: marcheB }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('takes pictures uploaded through the console, in order, with one thumbnail', async () => {
    const uploads = uploadClient(t.app, coordinatorA.headers, '/v1/console/uploads/media');
    const urls: string[] = [];
    for (const size of [64, 96]) {
      const target = await uploads.requestTarget('image/png');
      expect(target.key).toMatch(/^console\/media\//);
      const put = await uploads.put(target.url, await png(size, size), 'image/png');
      expect(put.statusCode, put.body).toBe(204);
      urls.push((await uploads.state(target.key)).url);
    }
    const product = await create(coordinatorA, {
      media: [
        { url: urls[0] ?? '', isThumbnail: false },
        { url: urls[1] ?? '', isThumbnail: true },
      ],
    });
    expect(product.media.map((item) => item.url)).toEqual(urls);
    expect(product.thumbnailUrl).toBe(urls[1]);
    // Reordered, thumbnail left unmarked: the first becomes it.
    const reordered = await call(coordinatorA, 'PATCH', `/v1/console/products/${product.id}`, {
      media: [
        { url: urls[1], isThumbnail: false },
        { url: urls[0], isThumbnail: false },
      ],
    });
    expect(reordered.json<ConsoleProductResponse>().product.media).toEqual([
      { url: urls[1], isThumbnail: true },
      { url: urls[0], isThumbnail: false },
    ]);
  });
});

describe('what the product form chooses from', () => {
  it('answers every category, type and tag, and the marches in scope', async () => {
    const read = async (staff: StaffSession) => {
      const response = await call(staff, 'GET', '/v1/console/taxonomy');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsoleTaxonomyResponse>();
    };
    const mine = await read(coordinatorA);
    expect(mine.marches.map((marche) => marche.id)).toEqual([marcheA]);
    expect(mine.productTypes.map((type) => type.id)).toContain(typeId);
    expect(mine.productTags.map((tag) => tag.id)).toEqual(expect.arrayContaining(tagIds));
    const categoryIds = new Set(mine.categories.map((category) => category.id));
    expect(mine.productTypes.every((type) => categoryIds.has(type.categoryId))).toBe(true);
    const all = await read(admin);
    expect(all.marches.map((marche) => marche.id)).toEqual(await marcheIds(db()));
  });
});

describe('products: list filters', () => {
  it('lists only the marche’s products, by words, status and stock', async () => {
    const tag = `検索${Math.random().toString(36).slice(2, 7)}`;
    const soldOut = await create(coordinatorA, { name: `${tag} 売り切れ`, inventory: 0 });
    const low = await create(coordinatorA, { name: `${tag} 残りわずか`, inventory: 3 });
    const plenty = await create(coordinatorA, { name: `${tag} たっぷり`, inventory: 50 });
    await call(coordinatorA, 'POST', `/v1/console/products/${plenty.id}/publish`);
    const list = async (staff: StaffSession, query: string) => {
      const response = await call(staff, 'GET', `/v1/console/products?q=${encodeURIComponent(tag)}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsoleProductsResponse>();
    };
    expect((await list(coordinatorA, '')).total).toBe(3);
    expect((await list(coordinatorA, 'stock=soldOut')).products.map((p) => p.id)).toEqual([soldOut.id]);
    expect((await list(coordinatorA, 'stock=low')).products.map((p) => p.id)).toEqual([low.id]);
    expect((await list(coordinatorA, 'status=public')).products.map((p) => p.id)).toEqual([plenty.id]);
    expect((await list(coordinatorA, 'status=forSale')).products.map((p) => p.id)).toEqual([plenty.id]);
    expect((await list(coordinatorA, 'status=private')).total).toBe(2);
    // Another marche's coordinator sees none of them, even asking for marche A.
    expect((await list(coordinatorB, `coordinatorId=${marcheA}`)).total).toBe(0);
    // An administrator sees them, also filtered by marche.
    expect((await list(admin, `coordinatorId=${marcheA}`)).total).toBe(3);
    expect((await list(admin, `coordinatorId=${marcheB}`)).total).toBe(0);
    const page = await list(coordinatorA, 'limit=2&offset=0');
    expect(page.products).toHaveLength(2);
    expect(page.total).toBe(3);
  });
});

describe('the role rule: another marche’s product or producer is 404 and nothing changes', () => {
  it('refuses coordinator B every call on marche A’s product and producer', async () => {
    const product = await create(coordinatorA);
    const before = await tableDigests(t.database);
    const attempts: [string, 'GET' | 'POST' | 'PATCH', object?][] = [
      [`/v1/console/products/${product.id}`, 'GET'],
      [`/v1/console/products/${product.id}`, 'PATCH', { price: 1 }],
      [`/v1/console/products/${product.id}/publish`, 'POST'],
      [`/v1/console/products/${product.id}/unpublish`, 'POST'],
      [`/v1/console/products/${product.id}/stock`, 'POST', { mode: 'delta', quantity: 5, reason: 'x' }],
      [`/v1/console/producers/${producerA}`, 'GET'],
      [`/v1/console/producers/${producerA}`, 'PATCH', { username: '乗っ取り' }],
    ];
    for (const [url, method, payload] of attempts) {
      const response = await call(coordinatorB, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
    // The owner and an administrator can.
    expect((await call(coordinatorA, 'GET', `/v1/console/products/${product.id}`)).statusCode).toBe(200);
    const adminEdit = await call(admin, 'PATCH', `/v1/console/products/${product.id}`, { price: 2100 });
    expect(adminEdit.statusCode).toBe(200);
    expect((await auditOf(product.id))[0]).toMatchObject({ role: 'administrator', staffId: admin.staffId });
  });
});

describe('stock adjustments', () => {
  it('adds, removes, sets; refuses below 0 and a set whose expected stock moved (412), audited with the reason', async () => {
    const product = await create(coordinatorA, { inventory: 10 });
    const stock = (body: object) =>
      call(coordinatorA, 'POST', `/v1/console/products/${product.id}/stock`, body);
    const inventory = async (response: Awaited<ReturnType<typeof stock>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsoleProductResponse>().product.inventory;
    };
    expect(await inventory(await stock({ mode: 'delta', quantity: 5, reason: '入荷' }))).toBe(15);
    expect(await inventory(await stock({ mode: 'delta', quantity: -4, reason: '傷み' }))).toBe(11);
    const below = await stock({ mode: 'delta', quantity: -12, reason: '棚卸し' });
    expect(below.statusCode).toBe(412);
    expect(
      await inventory(await stock({ mode: 'set', quantity: 20, expectedInventory: 11, reason: '棚卸し' })),
    ).toBe(20);
    const moved = await stock({ mode: 'set', quantity: 3, expectedInventory: 11, reason: '棚卸し' });
    expect(moved.statusCode).toBe(412);
    expect(moved.json<{ detail: string }>().detail).toContain('it is 20');
    expect((await stock({ mode: 'delta', quantity: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await stock({ mode: 'delta', quantity: 1, reason: '' })).statusCode).toBe(400);
    expect((await stock({ mode: 'set', quantity: -1, reason: 'x' })).statusCode).toBe(400);
    const entries = (await auditOf(product.id)).filter((entry) => entry.action === 'product.stock');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ inventory: 11 }, { inventory: 20, mode: 'set', quantity: 20, reason: '棚卸し' }],
      [{ inventory: 15 }, { inventory: 11, mode: 'delta', quantity: -4, reason: '傷み' }],
      [{ inventory: 10 }, { inventory: 15, mode: 'delta', quantity: 5, reason: '入荷' }],
    ]);
  });

  it(`never races a checkout: ${'checkouts'} and adjustments at the same moment leave the exact stock (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // 20 units: in any order the 6 sales and the negative adjustments (−6) leave at least 8, so every
    // call must succeed whichever lands first (with 10, −2 −1 −3 after the sales was a fair 412).
    const product = await productLike(db(), { inventory: 20, coordinatorId: marcheA, producerId: producerA });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const shopper = newGuest();
        await addToCart(t.app, shopper, product.id, 1);
        return { shopper, priced: await priceCart(t.app, shopper, product.coordinatorId) };
      }),
    );
    // Open pooled connections first (PostgreSQL), so the requests below really run side by side.
    await Promise.all(Array.from({ length: 12 }, () => db().execute(sql`select pg_sleep(0.02)`)));
    const adjustments = [+5, -2, +3, -1, +4, -3];
    const answers = await Promise.all([
      ...buyers.map(({ shopper, priced }) => guestCheckout(t.app, shopper, guestBody(shopper, priced))),
      ...adjustments.map((quantity) =>
        call(coordinatorA, 'POST', `/v1/console/products/${product.id}/stock`, {
          mode: 'delta',
          quantity,
          reason: 'race',
        }),
      ),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses, answers.map((answer) => answer.body.slice(0, 120)).join('\n')).toEqual(
      Array(12).fill(200),
    );
    const [row] = await db()
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, product.id));
    // 20 − 6 sold + (5 − 2 + 3 − 1 + 4 − 3) adjusted = 20.
    expect(row?.inventory).toBe(20 - buyers.length + adjustments.reduce((sum, n) => sum + n, 0));
  });

  it('a count set with expectedInventory while checkouts run either lands before every sale or is refused', async () => {
    const product = await productLike(db(), { inventory: 6, coordinatorId: marcheA, producerId: producerA });
    const buyers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const shopper = newGuest();
        await addToCart(t.app, shopper, product.id, 1);
        return { shopper, priced: await priceCart(t.app, shopper, product.coordinatorId) };
      }),
    );
    await Promise.all(Array.from({ length: 6 }, () => db().execute(sql`select pg_sleep(0.02)`)));
    const answers = await Promise.all([
      ...buyers.map(({ shopper, priced }) => guestCheckout(t.app, shopper, guestBody(shopper, priced))),
      call(coordinatorA, 'POST', `/v1/console/products/${product.id}/stock`, {
        mode: 'set',
        quantity: 20,
        expectedInventory: 6,
        reason: 'counted',
      }),
    ]);
    const sold = answers.slice(0, 3).filter((answer) => answer.statusCode === 200).length;
    expect(sold).toBe(3);
    const set = answers[3];
    expect([200, 412]).toContain(set?.statusCode);
    const [row] = await db()
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, product.id));
    // Applied: no sale came before it (the stock was still 6), so all three came after. Refused: a sale came first.
    expect(row?.inventory).toBe(set?.statusCode === 200 ? 20 - sold : 6 - sold);
  });

  it('sells exactly what is left when removals race checkouts for the last units', async () => {
    const product = await productLike(db(), { inventory: 4, coordinatorId: marcheA, producerId: producerA });
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const shopper = newGuest();
        await addToCart(t.app, shopper, product.id, 1);
        return { shopper, priced: await priceCart(t.app, shopper, product.coordinatorId) };
      }),
    );
    await Promise.all(Array.from({ length: 8 }, () => db().execute(sql`select pg_sleep(0.02)`)));
    const answers = await Promise.all([
      ...buyers.map(({ shopper, priced }) => guestCheckout(t.app, shopper, guestBody(shopper, priced))),
      call(coordinatorA, 'POST', `/v1/console/products/${product.id}/stock`, {
        mode: 'delta',
        quantity: -2,
        reason: 'race',
      }),
    ]);
    const sold = answers.slice(0, 4).filter((answer) => answer.statusCode === 200).length;
    const removed = answers[4]?.statusCode === 200 ? 2 : 0;
    const [row] = await db()
      .select({ inventory: products.inventory })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.inventory).toBe(4 - sold - removed);
    expect(row?.inventory).toBeGreaterThanOrEqual(0);
    expect(sold + removed).toBeGreaterThanOrEqual(2);
  });
});

describe('the storefront sees a console write at once', () => {
  it('a price change, unpublishing, publishing and a stock change drop the cached answers', async () => {
    const product = await create(coordinatorA, { public: true, price: 1500, inventory: 8 });
    const watcher = publicWritesOf(db());
    const price = async () => {
      const response = await storefront(product.id);
      return response.statusCode === 200 ? response.json<ProductResponse>().product : null;
    };
    // Warm: the answer is now cached for a minute.
    expect((await price())?.price).toBe(1500);
    expect((await price())?.price).toBe(1500);

    const writesBefore = watcher?.count ?? 0;
    await call(coordinatorA, 'PATCH', `/v1/console/products/${product.id}`, { price: 1700 });
    expect(watcher?.count ?? 0).toBeGreaterThan(writesBefore);
    expect((await price())?.price).toBe(1700);

    await call(coordinatorA, 'POST', `/v1/console/products/${product.id}/stock`, {
      mode: 'set',
      quantity: 2,
      reason: 'x',
    });
    expect((await price())?.inventory).toBe(2);

    await call(coordinatorA, 'POST', `/v1/console/products/${product.id}/unpublish`);
    expect(await price()).toBeNull();
    await call(coordinatorA, 'POST', `/v1/console/products/${product.id}/publish`);
    expect((await price())?.price).toBe(1700);
  });
});

describe('another API process sees a console write within 1 s', () => {
  /** A second process on the same database, hearing the first one's write announcements (the bus). */
  let other: { app: App; database: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const handle = t.database;
    const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const database =
      handle.driver === 'pglite'
        ? fromPglite(client as PGlite, { closeClient: false })
        : await openDatabase({
            databaseUrl: (client as pg.Pool).options.connectionString ?? '',
            pgliteDir: '',
          });
    // Its answers live a minute: only the announcement of the write can make it see the change.
    const app = await buildApp(
      { ...t.app.config, readCacheMs: 60_000 },
      {
        database,
        storage: t.app.storage,
        mailer: t.smtp.mailer,
        eventBus: t.app.realtime,
      },
    );
    other = { app, database };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it('a price changed in the console', async () => {
    const product = await create(coordinatorA, { public: true, price: 1100 });
    const priceOn = async (app: App) =>
      (await app.inject({ method: 'GET', url: `/v1/products/${product.id}` })).json<ProductResponse>().product
        .price;
    const second = other?.app;
    if (!second) throw new Error('no second process');
    expect(await priceOn(second)).toBe(1100);
    expect(await priceOn(second)).toBe(1100);
    const writtenAt = performance.now();
    await call(coordinatorA, 'PATCH', `/v1/console/products/${product.id}`, { price: 1300 });
    await vi.waitFor(async () => expect(await priceOn(second)).toBe(1300), { timeout: 1000, interval: 10 });
    expect(performance.now() - writtenAt).toBeLessThan(1000);
  });
});

describe('producers', () => {
  it('lists, creates, edits the marche’s producers (audited); an administrator names the marche', async () => {
    const list = await call(coordinatorA, 'GET', '/v1/console/producers?limit=200');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ producers: ConsoleProducer[] }>().producers;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((producer) => producer.coordinatorId === marcheA)).toBe(true);

    const body = {
      username: '新しい農家',
      usernameEn: 'New Farm',
      profile: 'よろしくお願いします。',
      profileEn: 'Hello.',
      thumbnailUrl: '',
      headerUrl: '',
      promotionVideoUrl: '',
      instagramId: 'newfarm',
      facebookId: '',
      prefectureCode: 1,
      city: '帯広市',
    };
    const created = await call(coordinatorA, 'POST', '/v1/console/producers', body);
    expect(created.statusCode, created.body).toBe(200);
    const producer = created.json<ConsoleProducerResponse>().producer;
    expect(producer).toMatchObject({ coordinatorId: marcheA, username: '新しい農家', productCount: 0 });

    const edited = await call(coordinatorA, 'PATCH', `/v1/console/producers/${producer.id}`, {
      profile: '更新しました。',
      city: '音更町',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ConsoleProducerResponse>().producer).toMatchObject({
      profile: '更新しました。',
      city: '音更町',
    });
    // Its products can now name it.
    await create(coordinatorA, { producerId: producer.id });
    const again = await call(coordinatorA, 'GET', `/v1/console/producers/${producer.id}`);
    expect(again.json<ConsoleProducerResponse>().producer.productCount).toBe(1);
    expect((await auditOf(producer.id)).map((entry) => entry.action)).toEqual([
      'producer.update',
      'producer.create',
    ]);

    const bad = await call(coordinatorA, 'PATCH', `/v1/console/producers/${producer.id}`, {
      thumbnailUrl: 'https://evil.example/a.png',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('thumbnailUrl');
    const withoutMarche = await call(admin, 'POST', '/v1/console/producers', {
      username: 'x',
      prefectureCode: 1,
    });
    expect(withoutMarche.statusCode).toBe(400);
  });
});
