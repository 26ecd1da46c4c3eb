import type { VideoResponse, VideosResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, experiences, products, videos } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
let shop: string;
let productIds: string[];
let experienceIds: string[];
const made: Record<string, string> = {};

const video = async (key: string, daysAgo: number, extra: Partial<typeof videos.$inferInsert> = {}) => {
  const [row] = await t.database.db
    .insert(videos)
    .values({
      coordinatorId: shop,
      title: `動画 ${key}`,
      videoUrl: `https://media.test/${key}.m3u8`,
      publishedAt: new Date(Date.now() - daysAgo * DAY),
      ...extra,
    })
    .returning({ id: videos.id });
  made[key] = row?.id ?? '';
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [coordinator] = await db
    .insert(coordinators)
    .values({ marcheName: '動画マルシェ', username: '動画', prefectureCode: 1 })
    .returning({ id: coordinators.id });
  shop = coordinator?.id ?? '';
  productIds = (
    await db.select({ id: products.id }).from(products).where(eq(products.public, true)).limit(2)
  ).map((row) => row.id);
  experienceIds = (
    await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.public, true)).limit(2)
  ).map((row) => row.id);
  const [hiddenExperience] = await db
    .update(experiences)
    .set({ public: false })
    .where(eq(experiences.id, experienceIds[1] ?? ''))
    .returning({ id: experiences.id });
  expect(hiddenExperience).toBeDefined();

  await video('both', 1, {
    displayProduct: true,
    displayExperience: true,
    productIds: [productIds[1] ?? '', 'missing-product', productIds[0] ?? ''],
    experienceIds: [experienceIds[0] ?? '', experienceIds[1] ?? ''],
  });
  await video('product', 2, { displayProduct: true, title: '100%_トマト' });
  await video('experience', 3, { displayExperience: true });
  await video('plain', 4);
  await video('limited', 0.5, { limited: true, displayProduct: true });
  await video('future', -1, { displayProduct: true });
  await video('private', 1, { public: false });
  await video('deleted', 1, { deletedAt: new Date() });
});
afterAll(() => t.close());

const list = async (query: string): Promise<VideosResponse> => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/videos?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VideosResponse>();
};

describe('GET /v1/videos', () => {
  it('lists listed videos newest first, by category', async () => {
    const all = await list(`coordinatorId=${shop}`);
    expect(all.videos.map((v) => v.id)).toEqual([made.both, made.product, made.experience, made.plain]);
    expect(all.total).toBe(4);
    expect(all.coordinators.map((c) => c.id)).toEqual([shop]);
    expect(all.videos[0]).toMatchObject({ videoUrl: 'https://media.test/both.m3u8', coordinatorId: shop });
    expect((await list(`coordinatorId=${shop}&category=product`)).videos.map((v) => v.id)).toEqual([
      made.both,
      made.product,
    ]);
    expect((await list(`coordinatorId=${shop}&category=experience`)).videos.map((v) => v.id)).toEqual([
      made.both,
      made.experience,
    ]);
  });

  it('takes coordinator as an alias of coordinatorId, pages, and matches part of the title literally', async () => {
    expect((await list(`coordinator=${shop}&limit=1&offset=1`)).videos.map((v) => v.id)).toEqual([
      made.product,
    ]);
    expect(
      (await list(`coordinator=${shop}&name=${encodeURIComponent('100%_')}`)).videos.map((v) => v.id),
    ).toEqual([made.product]);
    expect((await list(`coordinator=${shop}&name=${encodeURIComponent('0%x')}`)).total).toBe(0);
  });

  it('refuses another category, conflicting coordinators and an unknown coordinator', async () => {
    const cases: [string, number][] = [
      ['category=live', 400],
      ['category=', 400],
      [`coordinator=${shop}&coordinatorId=other`, 400],
      ['coordinatorId=nope', 404],
    ];
    for (const [query, status] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/videos?${query}` });
      expect(response.statusCode, query).toBe(status);
    }
  });
});

describe('GET /v1/videos/{videoId}', () => {
  it('answers the video with its coordinator, products and experiences that can be seen, in its order', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/videos/${made.both}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VideoResponse>();
    expect(body.video.id).toBe(made.both);
    expect(body.coordinator.id).toBe(shop);
    expect(body.products.map((p) => p.id)).toEqual([productIds[1], productIds[0]]);
    expect(body.video.productIds).toEqual([productIds[1], productIds[0]]);
    expect(body.experiences.map((e) => e.id)).toEqual([experienceIds[0]]);
    expect(body.video.experienceIds).toEqual([experienceIds[0]]);
  });

  it('shows a limited video by its id only', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/videos/${made.limited}` });
    expect(response.statusCode).toBe(200);
    const listed = await list('category=all&limit=200');
    expect(listed.videos.some((v) => v.id === made.limited)).toBe(false);
  });

  it('answers 404 for private, unpublished, deleted and unknown videos', async () => {
    for (const key of ['private', 'future', 'deleted']) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/videos/${made[key]}` });
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'Not Found', detail: 'video not found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/videos/unknown' })).statusCode).toBe(404);
  });
});
