import { ScheduleStatus, type TopCommonResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, products } from '../src/db/schema/index.ts';
import { TOP_LIMITS } from '../src/modules/pages/home.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getTop = async (): Promise<TopCommonResponse> => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/top/common' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
};

describe('GET /v1/top/common', () => {
  it('returns every section as an array', async () => {
    const top = await getTop();
    for (const key of [
      'lives',
      'archives',
      'productVideos',
      'experienceVideos',
      'coordinators',
      'products',
      'experiences',
    ] as const) {
      expect(Array.isArray(top[key])).toBe(true);
    }
  });

  it('shows the running live with its featured products', async () => {
    const { lives } = await getTop();
    const now = Date.now() / 1000;
    const running = lives.filter((live) => live.status === ScheduleStatus.LIVE);
    expect(running.length).toBeGreaterThan(0);
    for (const live of running) {
      expect(live.startAt).toBeLessThanOrEqual(now);
      expect(live.endAt).toBeGreaterThan(now);
    }
    expect(running.some((live) => live.products.length > 0)).toBe(true);
    for (const live of lives) expect(live.endAt).toBeGreaterThanOrEqual(now - 3600);
  });

  it('lists at most 6 archives, newest first, all ended over an hour ago', async () => {
    const { archives } = await getTop();
    expect(archives.length).toBeGreaterThan(0);
    expect(archives.length).toBeLessThanOrEqual(TOP_LIMITS.archives);
    const starts = archives.map((a) => a.startAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const archive of archives) expect(archive.endAt).toBeLessThan(Date.now() / 1000 - 3600);
  });

  it('recommends in-window products with prices, thumbnails and ratings', async () => {
    const top = await getTop();
    expect(top.products.length).toBeGreaterThan(0);
    expect(top.products.length).toBeLessThanOrEqual(TOP_LIMITS.products);
    for (const product of top.products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
      expect(product.endAt).toBeGreaterThan(Date.now() / 1000);
      expect(product.originPrefecture).toMatch(/[都道府県]$/);
      expect(Object.keys(product.rate.detail)).toEqual(['1', '2', '3', '4', '5']);
    }
    expect(top.products.some((product) => product.rate.count > 0)).toBe(true);
  });

  it('shows experiences with all five age-group prices', async () => {
    const { experiences } = await getTop();
    expect(experiences.length).toBeGreaterThan(0);
    for (const experience of experiences) {
      expect(experience.priceAdult).toBeGreaterThan(0);
      for (const price of [
        experience.priceJuniorHighSchool,
        experience.priceElementarySchool,
        experience.pricePreschool,
        experience.priceSenior,
      ]) {
        expect(Number.isInteger(price)).toBe(true);
      }
    }
  });

  it('side-loads exactly the coordinators the sections reference', async () => {
    const top = await getTop();
    const referenced = new Set(
      [
        ...top.lives,
        ...top.archives,
        ...top.productVideos,
        ...top.experienceVideos,
        ...top.products,
        ...top.experiences,
      ].map((item) => item.coordinatorId),
    );
    expect(new Set(top.coordinators.map((c) => c.id))).toEqual(referenced);
    for (const coordinator of top.coordinators) expect(coordinator.prefecture).not.toBe('');
  });

  it('lists product and experience videos, newest first, at most 10 each', async () => {
    const top = await getTop();
    for (const list of [top.productVideos, top.experienceVideos]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(TOP_LIMITS.videos);
      const published = list.map((v) => v.publishedAt);
      expect(published).toEqual([...published].sort((a, b) => b - a));
    }
  });

  it('still shows a product of a soft-deleted coordinator, with the coordinator side-loaded', async () => {
    const [first] = (await getTop()).products;
    if (!first) throw new Error('seed has no recommended product');
    const deleted = eq(coordinators.id, first.coordinatorId);
    await t.database.db.update(coordinators).set({ deletedAt: new Date() }).where(deleted);
    const after = await getTop();
    expect(after.products.map((p) => p.id)).toContain(first.id);
    expect(after.coordinators.map((c) => c.id)).toContain(first.coordinatorId);
    await t.database.db.update(coordinators).set({ deletedAt: null }).where(deleted);
  });

  it('never shows a private product', async () => {
    const [first] = (await getTop()).products;
    if (!first) throw new Error('seed has no recommended product');
    await t.database.db.update(products).set({ public: false }).where(eq(products.id, first.id));
    const after = await getTop();
    expect(after.products.map((p) => p.id)).not.toContain(first.id);
    await t.database.db.update(products).set({ public: true }).where(eq(products.id, first.id));
  });

  it('serves the demo images it links to', async () => {
    const [product] = (await getTop()).products;
    if (!product) throw new Error('seed has no recommended product');
    const path = new URL(product.thumbnailUrl).pathname;
    const image = await t.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.rawPayload.length).toBeGreaterThan(1000);
  });
});
