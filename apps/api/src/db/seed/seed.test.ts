import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../storage/local-disk.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { type DatabaseHandle, fromPglite, migrateDatabase, openDatabase } from '../client.ts';
import { DiscountType, PaymentMethodType, PaymentSystemStatus } from '../enums.ts';
import {
  coordinators,
  experienceReviews,
  experiences,
  lives,
  paymentSystems,
  producers,
  productReviewReactions,
  productReviews,
  products,
  productTypes,
  promotions,
  schedules,
  shippings,
  spots,
  users,
  videos,
  volunteerPosts,
} from '../schema/index.ts';
import { seedIfEmpty } from './index.ts';

const PUBLIC_URL = 'http://localhost:3000';
const NOW = new Date('2026-06-10T03:00:00Z');
const SHIPPING_BOXES = ['box60Rates', 'box80Rates', 'box100Rates'] as const;

const tableCounts = async ({ db }: DatabaseHandle) => {
  const rowsOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    coordinators: await rowsOf(coordinators),
    producers: await rowsOf(producers),
    products: await rowsOf(products),
    experiences: await rowsOf(experiences),
    schedules: await rowsOf(schedules),
    productReviews: await rowsOf(productReviews),
    reactions: await rowsOf(productReviewReactions),
    users: await rowsOf(users),
  };
};

describe('seedIfEmpty on PGlite', { timeout: 60_000 }, () => {
  let workDir = '';
  let storage: LocalDiskStorage;
  let pglite: PGlite;
  let handle: DatabaseHandle;
  /** A migrated, empty database (PGlite data dir tarball) for the scenarios that need a fresh one. */
  let emptyDump: Blob;
  let seedMs = 0;
  const steps: string[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'hatake-seed-'));
    storage = new LocalDiskStorage({ rootDir: path.join(workDir, 'storage'), publicUrl: PUBLIC_URL });
    pglite = new PGlite('memory://');
    handle = fromPglite(pglite);
    await pglite.waitReady;
    const migrateStart = performance.now();
    await migrateDatabase(handle);
    const migrateMs = performance.now() - migrateStart;
    emptyDump = await pglite.dumpDataDir('none');
    const seedStart = performance.now();
    const result = await seedIfEmpty(handle.db, storage, { now: NOW, progress: (step) => steps.push(step) });
    seedMs = performance.now() - seedStart;
    expect(result).toEqual({ seeded: true });
    console.info(`migrate ${Math.round(migrateMs)} ms, seed ${Math.round(seedMs)} ms (pictures drawn)`);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('creates marches in several prefectures, each presenting 2–4 producers', async () => {
    const rows = await handle.db.select().from(coordinators);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((c) => c.prefectureCode)).size).toBeGreaterThanOrEqual(6);
    const producerRows = await handle.db.select().from(producers);
    for (const coordinator of rows) {
      const own = producerRows.filter((p) => p.coordinatorId === coordinator.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(coordinator.productTypeIds.length).toBeGreaterThan(0);
      expect(coordinator.thumbnailUrl.startsWith(`${PUBLIC_URL}/media/seed/`)).toBe(true);
    }
  });

  it('creates 40+ consistent products, mostly for sale, some presale, one sold out', async () => {
    const rows = await handle.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const typeRows = await handle.db.select().from(productTypes);
    const categoryOfType = new Map(typeRows.map((t) => [t.id, t.categoryId]));
    const now = NOW.getTime();
    let forSale = 0;
    let presale = 0;
    for (const p of rows) {
      expect(categoryOfType.get(p.productTypeId)).toBe(p.categoryId);
      expect(p.media.length).toBeGreaterThanOrEqual(2);
      expect(p.media.length).toBeLessThanOrEqual(3);
      expect(p.media.filter((m) => m.isThumbnail)).toHaveLength(1);
      expect(new Set(p.media.map((m) => m.url)).size).toBe(p.media.length);
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(10000);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.weight).toBeLessThanOrEqual(10000); // one unit must fit a size-100 box
      expect(p.box100Rate).toBeLessThanOrEqual(100);
      expect(p.endAt.getTime()).toBeGreaterThan(now + 365 * 24 * 3600 * 1000);
      if (p.startAt.getTime() <= now) forSale++;
      else presale++;
    }
    expect(forSale).toBeGreaterThan(rows.length / 2);
    expect(presale).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => p.inventory === 0)).toHaveLength(1);
    expect(new Set(rows.map((p) => p.originPrefectureCode)).size).toBeGreaterThanOrEqual(6);
  });

  it('stores every product picture under its public URL', async () => {
    const rows = await handle.db.select({ media: products.media }).from(products);
    const urls = new Set(rows.flatMap((r) => r.media.map((m) => m.url)));
    for (const url of urls) {
      expect(url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
      const stored = await storage.get(url.slice(`${PUBLIC_URL}/media/`.length));
      expect(stored?.contentType).toBe('image/jpeg');
      expect(stored?.body.length).toBeGreaterThan(1000);
    }
  });

  it('creates 10+ experiences with five positive prices and real coordinates', async () => {
    const rows = await handle.db.select().from(experiences);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const e of rows) {
      for (const price of [
        e.priceAdult,
        e.priceJuniorHighSchool,
        e.priceElementarySchool,
        e.pricePreschool,
        e.priceSenior,
      ]) {
        expect(price).toBeGreaterThan(0);
      }
      // Japan's bounding box.
      expect(e.hostLatitude).toBeGreaterThan(24);
      expect(e.hostLatitude).toBeLessThan(46);
      expect(e.hostLongitude).toBeGreaterThan(122);
      expect(e.hostLongitude).toBeLessThan(146);
      expect(e.businessOpenTime < e.businessCloseTime).toBe(true);
      expect(e.hostPostalCode).toMatch(/^\d{7}$/);
    }
  });

  it('covers every prefecture exactly once per box size in every shipping table', async () => {
    const rows = await handle.db.select().from(shippings);
    expect(rows.some((s) => s.id === 'default' && s.coordinatorId === null)).toBe(true);
    expect(rows.filter((s) => s.coordinatorId !== null).length).toBeGreaterThanOrEqual(1);
    const all = Array.from({ length: 47 }, (_, i) => i + 1);
    for (const shipping of rows) {
      for (const box of SHIPPING_BOXES) {
        const codes = shipping[box].flatMap((rate) => rate.prefectureCodes);
        expect(codes.toSorted((a, b) => a - b)).toEqual(all);
        expect(shipping[box].map((rate) => rate.number)).toEqual(shipping[box].map((_, i) => i + 1));
      }
      expect(shipping.box80Frozen).toBeGreaterThan(0);
    }
  });

  it('creates enabled percentage and free-shipping promotions and a finished one', async () => {
    const rows = await handle.db.select().from(promotions);
    const now = NOW.getTime();
    const enabled = rows.filter((p) => p.public && p.startAt.getTime() <= now && now < p.endAt.getTime());
    expect(enabled.some((p) => p.discountType === DiscountType.RATE && p.code === 'HATAKE10')).toBe(true);
    expect(
      enabled.some(
        (p) => p.discountType === DiscountType.FREE_SHIPPING || p.discountType === DiscountType.AMOUNT,
      ),
    ).toBe(true);
    expect(rows.some((p) => p.endAt.getTime() <= now)).toBe(true);
    for (const p of rows) expect(p.code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('has exactly one live schedule, a closed one and archived ones, with producer slots', async () => {
    const rows = await handle.db.select().from(schedules);
    const now = NOW.getTime();
    const live = rows.filter((s) => s.startAt.getTime() <= now && now < s.endAt.getTime());
    const past = rows.filter((s) => s.endAt.getTime() <= now);
    expect(live).toHaveLength(1);
    expect(past.filter((s) => s.archiveUrl === '').length).toBeGreaterThanOrEqual(1);
    expect(past.filter((s) => s.archiveUrl !== '').length).toBeGreaterThanOrEqual(3);
    const slots = await handle.db.select().from(lives);
    const productIds = new Set((await handle.db.select({ id: products.id }).from(products)).map((p) => p.id));
    for (const schedule of rows) {
      const own = slots.filter((l) => l.scheduleId === schedule.id);
      expect(own.length).toBeGreaterThan(0);
      for (const slot of own) {
        expect(slot.startAt.getTime()).toBeGreaterThanOrEqual(schedule.startAt.getTime());
        expect(slot.endAt.getTime()).toBeLessThanOrEqual(schedule.endAt.getTime());
        expect(slot.productIds.length).toBeGreaterThan(0);
        for (const id of slot.productIds) expect(productIds.has(id)).toBe(true);
      }
    }
  });

  it('publishes product and experience videos in the past', async () => {
    const rows = await handle.db.select().from(videos);
    expect(rows.filter((v) => v.displayProduct).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((v) => v.displayExperience).length).toBeGreaterThanOrEqual(3);
    for (const v of rows) expect(v.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('stores playable HLS media: videos and archives on the VOD playlist, lives on the long one', async () => {
    const key = (url: string) => url.slice(`${PUBLIC_URL}/media/`.length);
    const playlist = async (url: string) => {
      expect(url.startsWith(`${PUBLIC_URL}/media/`), url).toBe(true);
      const object = await storage.get(key(url));
      expect(object?.contentType).toBe('application/vnd.apple.mpegurl');
      const text = object?.body.toString('utf8') ?? '';
      expect(text.startsWith('#EXTM3U')).toBe(true);
      expect(text).toContain('#EXT-X-ENDLIST');
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      for (const segment of new Set(text.split('\n').filter((line) => line.endsWith('.ts')))) {
        const stored = await storage.get(key(base + segment));
        expect(stored?.contentType).toBe('video/mp2t');
        expect(stored?.body[0]).toBe(0x47); // MPEG-TS sync byte
      }
      return text;
    };
    const [video] = await handle.db.select().from(videos).limit(1);
    const vod = await playlist(video?.videoUrl ?? '');
    expect(vod.split('#EXTINF').length - 1).toBe(3);
    const rows = await handle.db.select().from(schedules);
    const archived = rows.filter((s) => s.archiveUrl !== '');
    for (const s of archived) {
      expect(s.archiveUrl).toBe(video?.videoUrl);
      expect(Object.keys(s.distributionMetadata.subtitles).sort()).toEqual(['en', 'ja']);
      const vtt = await storage.get(key(s.distributionMetadata.subtitles.ja ?? ''));
      expect(vtt?.body.toString('utf8').startsWith('WEBVTT')).toBe(true);
    }
    const live = await playlist(rows[0]?.liveUrl ?? '');
    expect(live.split('#EXTINF').length - 1).toBe(300);
    expect(live).toContain('#EXT-X-DISCONTINUITY');
  });

  it('creates reviews with rates 1–5 and one reaction per user and review', async () => {
    const reviews = await handle.db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(40);
    for (const r of reviews) {
      expect(r.rate).toBeGreaterThanOrEqual(1);
      expect(r.rate).toBeLessThanOrEqual(5);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const aggregate = await handle.db
      .select({ productId: productReviews.productId, average: sql<string>`avg(${productReviews.rate})` })
      .from(productReviews)
      .groupBy(productReviews.productId);
    expect(aggregate.length).toBeGreaterThanOrEqual(30);
    const reactions = await handle.db.select().from(productReviewReactions);
    const pairs = reactions.map((r) => `${r.reviewId}:${r.userId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const authorOf = new Map(reviews.map((r) => [r.id, r.userId]));
    for (const r of reactions) expect(authorOf.get(r.reviewId)).not.toBe(r.userId);
    expect((await handle.db.select({ n: count() }).from(experienceReviews))[0]?.n).toBeGreaterThanOrEqual(10);
  });

  it('creates spots, volunteer posts and the payment kill switches', async () => {
    expect((await handle.db.select().from(spots)).length).toBeGreaterThanOrEqual(8);
    const posts = await handle.db.select().from(volunteerPosts);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) expect(post.imageUrls.length).toBeGreaterThan(0);
    const systems = await handle.db.select().from(paymentSystems);
    expect(systems.map((s) => s.methodType).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const merpay = systems.find((s) => s.methodType === PaymentMethodType.MERPAY);
    expect(merpay?.status).toBe(PaymentSystemStatus.OUTAGE);
    const card = systems.find((s) => s.methodType === PaymentMethodType.CREDIT_CARD);
    expect(card?.status).toBe(PaymentSystemStatus.IN_USE);
  });

  it('tells each step of a first seeding, and nothing when there is nothing to seed', async () => {
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/first start only/);
    expect(steps.slice(1).map((step) => step.slice(0, 8))).toEqual(['seed 1/3', 'seed 2/3', 'seed 3/3']);
    const again: string[] = [];
    await seedIfEmpty(handle.db, storage, { now: NOW, progress: (step) => again.push(step) });
    expect(again).toEqual([]);
  });

  it('does nothing when called again', async () => {
    const before = await tableCounts(handle);
    // Nothing drawn, nothing stored (a picture or the video written again is the expensive part of
    // a seed) — counted through the storage, not timed: timing on a shared machine is no proof.
    const stored: string[] = [];
    const watched: ObjectStorage = {
      put: (key, body, contentType) => {
        stored.push(key);
        return storage.put(key, body, contentType);
      },
      get: (key) => storage.get(key),
      publicUrl: (key) => storage.publicUrl(key),
    };
    expect(await seedIfEmpty(handle.db, watched, { now: NOW })).toEqual({ seeded: false });
    expect(stored).toEqual([]);
    expect(await tableCounts(handle)).toEqual(before);
  });

  it('seeds once when two calls race on a fresh database, reusing stored pictures', async () => {
    const fresh = fromPglite(new PGlite('memory://', { loadDataDir: emptyDump }));
    try {
      const start = performance.now();
      const results = await Promise.all([
        seedIfEmpty(fresh.db, storage, { now: NOW }),
        seedIfEmpty(fresh.db, storage, { now: NOW }),
      ]);
      console.info(`seed with stored pictures ${Math.round(performance.now() - start)} ms`);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const counts = await tableCounts(fresh);
      expect(counts).toEqual(await tableCounts(handle));
    } finally {
      await fresh.close();
    }
  });

  it('keeps the live schedule live for any seed time', async () => {
    const fresh = fromPglite(new PGlite('memory://', { loadDataDir: emptyDump }));
    try {
      const later = new Date('2031-01-01T00:00:30Z');
      await seedIfEmpty(fresh.db, storage, { now: later });
      const live = await fresh.db
        .select({ id: schedules.id })
        .from(schedules)
        .where(
          sql`${schedules.startAt} <= ${later.toISOString()} and ${schedules.endAt} > ${later.toISOString()}`,
        );
      expect(live).toHaveLength(1);
      const onSale = await fresh.db
        .select({ n: count() })
        .from(products)
        .where(
          sql`${products.startAt} <= ${later.toISOString()} and ${products.endAt} > ${later.toISOString()}`,
        );
      expect(onSale[0]?.n).toBeGreaterThanOrEqual(40);
    } finally {
      await fresh.close();
    }
  });

  it('keeps seed data inside the checked limits of the schema', async () => {
    const [member] = await handle.db.select().from(users).where(eq(users.accountId, 'hanako_kitchen'));
    expect(member?.verifiedAt).toBeInstanceOf(Date);
    expect(seedMs).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('seedIfEmpty on PostgreSQL', { timeout: 60_000 }, () => {
  it('migrates, seeds once under concurrency and is idempotent', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const pg = await import('pg');
    const name = `hatake_seed_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.default.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const workDir = await mkdtemp(path.join(tmpdir(), 'hatake-seed-pg-'));
    const storage = new LocalDiskStorage({ rootDir: workDir, publicUrl: PUBLIC_URL });
    const first = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    const second = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const results = await Promise.all([
        seedIfEmpty(first.db, storage, { now: NOW }),
        seedIfEmpty(second.db, storage, { now: NOW }),
      ]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(await seedIfEmpty(first.db, storage, { now: NOW })).toEqual({ seeded: false });
      const counts = await tableCounts(first);
      expect(counts.products).toBeGreaterThanOrEqual(40);
      expect(counts.coordinators).toBeGreaterThanOrEqual(6);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
