import {
  type ArchiveSchedulesResponse,
  type LiveSchedulesResponse,
  type ScheduleResponse,
  ScheduleStatus,
} from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, lives, producers, products, schedules } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A shop of its own, so the lists filtered by it hold exactly the schedules made here. */
let shop: string;
let producer: string;
let otherProducer: string;
let shownProducts: string[];
let privateProduct: string;
const made: Record<string, string> = {};

const schedule = async (
  key: string,
  startOffset: number,
  endOffset: number,
  extra: Partial<typeof schedules.$inferInsert> = {},
) => {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(schedules)
    .values({
      coordinatorId: shop,
      title: `schedule ${key}`,
      liveUrl: `https://media.test/${key}/live.m3u8`,
      startAt: new Date(now + startOffset),
      endAt: new Date(now + endOffset),
      ...extra,
    })
    .returning({ id: schedules.id });
  made[key] = row?.id ?? '';
  return made[key];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [coordinator] = await db
    .insert(coordinators)
    .values({ marcheName: 'テストマルシェ', username: 'テスト', prefectureCode: 13 })
    .returning({ id: coordinators.id });
  shop = coordinator?.id ?? '';
  const made2 = await db
    .insert(producers)
    .values([
      { coordinatorId: shop, username: '生産者A', prefectureCode: 13 },
      { coordinatorId: shop, username: '生産者B', prefectureCode: 13 },
    ])
    .returning({ id: producers.id });
  producer = made2[0]?.id ?? '';
  otherProducer = made2[1]?.id ?? '';
  const seeded = await db.select().from(products).where(eq(products.public, true)).limit(3);
  shownProducts = seeded.map((row) => row.id);
  const [hidden] = await db
    .insert(products)
    .values({ ...(seeded[0] as typeof products.$inferInsert), id: undefined, public: false, name: 'private' })
    .returning({ id: products.id });
  privateProduct = hidden?.id ?? '';

  // Lives: running, upcoming, ended 59 minutes ago; archives: ended 61 minutes ago, a day ago.
  await schedule('running', -30 * MINUTE, 30 * MINUTE);
  await schedule('upcoming', 2 * HOUR, 3 * HOUR);
  await schedule('justEnded', -2 * HOUR, -59 * MINUTE);
  await schedule('ended', -3 * HOUR, -61 * MINUTE, { archiveUrl: 'https://media.test/ended.m3u8' });
  await schedule('old', -26 * HOUR, -25 * HOUR);
  // Never shown.
  await schedule('private', -10 * MINUTE, 10 * MINUTE, { public: false });
  await schedule('unapproved', -10 * MINUTE, 10 * MINUTE, { approved: false });
  await schedule('deleted', -10 * MINUTE, 10 * MINUTE, { deletedAt: new Date() });
  await schedule('privateArchive', -5 * HOUR, -4 * HOUR, { public: false });

  const now = Date.now();
  await db.insert(lives).values([
    {
      scheduleId: made.running ?? '',
      producerId: otherProducer,
      productIds: [shownProducts[1] ?? '', privateProduct],
      comment: 'second slot',
      startAt: new Date(now),
      endAt: new Date(now + 30 * MINUTE),
    },
    {
      scheduleId: made.running ?? '',
      producerId: producer,
      productIds: [shownProducts[0] ?? '', shownProducts[1] ?? ''],
      comment: 'first slot',
      startAt: new Date(now - 30 * MINUTE),
      endAt: new Date(now),
    },
    {
      scheduleId: made.ended ?? '',
      producerId: producer,
      productIds: [shownProducts[2] ?? ''],
      comment: 'archive slot',
      startAt: new Date(now - 3 * HOUR),
      endAt: new Date(now - 2 * HOUR),
    },
  ]);
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('GET /v1/schedules/lives and /archives', () => {
  it('splits at one hour after the end: lives soonest first, archives newest first', async () => {
    const live = await get<LiveSchedulesResponse>(`/v1/schedules/lives?coordinator=${shop}`);
    expect(live.lives.map((item) => item.scheduleId)).toEqual([made.justEnded, made.running, made.upcoming]);
    expect(live.total).toBe(3);
    expect(live.lives.map((item) => item.status)).toEqual([
      ScheduleStatus.CLOSED,
      ScheduleStatus.LIVE,
      ScheduleStatus.WAITING,
    ]);
    expect(live.coordinators.map((c) => c.id)).toEqual([shop]);

    const archive = await get<ArchiveSchedulesResponse>(`/v1/schedules/archives?coordinator=${shop}`);
    expect(archive.archives.map((item) => item.scheduleId)).toEqual([made.ended, made.old]);
    expect(archive.total).toBe(2);
    expect(archive.coordinators.map((c) => c.id)).toEqual([shop]);
  });

  it('carries the featured products: public ones of the slots, in slot order, once each', async () => {
    const live = await get<LiveSchedulesResponse>(`/v1/schedules/lives?coordinator=${shop}`);
    const running = live.lives.find((item) => item.scheduleId === made.running);
    expect(running?.products.map((p) => p.id)).toEqual([shownProducts[0], shownProducts[1]]);
  });

  it('pages with limit and offset; total counts every match', async () => {
    const first = await get<LiveSchedulesResponse>(`/v1/schedules/lives?coordinator=${shop}&limit=2`);
    const second = await get<LiveSchedulesResponse>(
      `/v1/schedules/lives?coordinator=${shop}&limit=2&offset=2`,
    );
    expect([...first.lives, ...second.lives].map((item) => item.scheduleId)).toEqual([
      made.justEnded,
      made.running,
      made.upcoming,
    ]);
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
  });

  it('filters by producer: schedules with a slot of theirs', async () => {
    const live = await get<LiveSchedulesResponse>(`/v1/schedules/lives?producer=${otherProducer}`);
    expect(live.lives.map((item) => item.scheduleId)).toEqual([made.running]);
    const archive = await get<ArchiveSchedulesResponse>(`/v1/schedules/archives?producer=${producer}`);
    expect(archive.archives.map((item) => item.scheduleId)).toEqual([made.ended]);
  });

  it('lists the same lives as the home page (all published, window and order)', async () => {
    const top = await get<{ lives: { scheduleId: string }[] }>('/v1/top/common');
    const live = await get<LiveSchedulesResponse>('/v1/schedules/lives?limit=200');
    expect(live.lives.map((item) => item.scheduleId)).toEqual(top.lives.map((item) => item.scheduleId));
  });

  it('answers 404 for an unknown or deleted coordinator or producer, 400 for bad paging', async () => {
    for (const url of ['/v1/schedules/lives?coordinator=nope', '/v1/schedules/archives?producer=nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    for (const url of [
      '/v1/schedules/lives?limit=0',
      '/v1/schedules/archives?limit=201',
      '/v1/schedules/lives?offset=-1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('GET /v1/schedules/{scheduleId}', () => {
  it('answers the schedule, its coordinator, slots in time order, producers and products', async () => {
    const body = await get<ScheduleResponse>(`/v1/schedules/${made.running}`);
    expect(body.schedule).toMatchObject({
      id: made.running,
      coordinatorId: shop,
      status: ScheduleStatus.LIVE,
      distributionUrl: 'https://media.test/running/live.m3u8',
      distributionMetadata: { subtitles: {} },
    });
    expect(body.coordinator.id).toBe(shop);
    expect(body.lives.map((slot) => slot.comment)).toEqual(['first slot', 'second slot']);
    // The private product is neither listed nor named by its slot.
    expect(body.lives[1]?.productIds).toEqual([shownProducts[1]]);
    expect(body.producers.map((p) => p.id).sort()).toEqual([producer, otherProducer].sort());
    expect(body.products.map((p) => p.id)).toEqual([shownProducts[0], shownProducts[1]]);
    expect(body.products.every((p) => typeof p.rate === 'object')).toBe(true);
  });

  it('gives an archive its recording and a waiting or closed schedule no stream', async () => {
    const archive = await get<ScheduleResponse>(`/v1/schedules/${made.ended}`);
    expect(archive.schedule.status).toBe(ScheduleStatus.ARCHIVED);
    expect(archive.schedule.distributionUrl).toBe('https://media.test/ended.m3u8');
    const upcoming = await get<ScheduleResponse>(`/v1/schedules/${made.upcoming}`);
    expect(upcoming.schedule.status).toBe(ScheduleStatus.WAITING);
    expect(upcoming.schedule.distributionUrl).toBe('');
    const closed = await get<ScheduleResponse>(`/v1/schedules/${made.old}`);
    expect(closed.schedule.status).toBe(ScheduleStatus.CLOSED);
    expect(closed.schedule.distributionUrl).toBe('');
  });

  it('answers 404 for private, unapproved, deleted and unknown schedules', async () => {
    for (const key of ['private', 'unapproved', 'deleted', 'privateArchive']) {
      const response = await t.app.inject({ method: 'GET', url: `/v1/schedules/${made[key]}` });
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'Not Found', detail: 'schedule not found' });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/schedules/unknown' });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps a deleted coordinator's schedules visible, with the coordinator side-loaded", async () => {
    await t.database.db.update(coordinators).set({ deletedAt: new Date() }).where(eq(coordinators.id, shop));
    try {
      const body = await get<ScheduleResponse>(`/v1/schedules/${made.running}`);
      expect(body.coordinator.id).toBe(shop);
      const live = await get<LiveSchedulesResponse>('/v1/schedules/lives?limit=200');
      expect(live.lives.some((item) => item.scheduleId === made.running)).toBe(true);
      expect(live.coordinators.some((c) => c.id === shop)).toBe(true);
    } finally {
      await t.database.db.update(coordinators).set({ deletedAt: null }).where(eq(coordinators.id, shop));
    }
  });
});
