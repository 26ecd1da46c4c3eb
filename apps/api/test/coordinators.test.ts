import {
  type CoordinatorResponse,
  type CoordinatorsResponse,
  ExperienceStatus,
  prefectureName,
  ScheduleStatus,
} from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, shippings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const list = async (query = ''): Promise<CoordinatorsResponse> => {
  const response = await get(`/v1/coordinators${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const detail = async (id: string): Promise<CoordinatorResponse> => {
  const response = await get(`/v1/coordinators/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /v1/coordinators', () => {
  it('lists coordinators, most recently updated first, with total', async () => {
    const rows = await t.database.db.select().from(coordinators).where(isNull(coordinators.deletedAt));
    const page = await list();
    expect(page.total).toBe(rows.length);
    expect(page.coordinators).toHaveLength(Math.min(20, rows.length));
    const updated = new Map(rows.map((row) => [row.id, row.updatedAt.getTime()]));
    const times = page.coordinators.map((c) => updated.get(c.id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const coordinator of page.coordinators) {
      expect(coordinator.marcheName).not.toBe('');
      expect(coordinator.prefecture).toMatch(/[都道府県]$/);
      expect(Array.isArray(coordinator.businessDays)).toBe(true);
      expect(coordinator.productTypeIds.length).toBeGreaterThan(0);
    }
  });

  it('side-loads the product types the listed coordinators handle', async () => {
    const page = await list();
    expect(new Set(ids(page.productTypes))).toEqual(
      new Set(page.coordinators.flatMap((c) => c.productTypeIds)),
    );
  });

  it('pages with limit and offset', async () => {
    const all = await list('?limit=200');
    const first = await list('?limit=2');
    const second = await list('?limit=2&offset=2');
    expect([...ids(first.coordinators), ...ids(second.coordinators)]).toEqual(
      ids(all.coordinators).slice(0, 4),
    );
    expect(first.total).toBe(all.total);
    const first2 = first.coordinators.flatMap((c) => c.productTypeIds);
    expect(new Set(ids(first.productTypes))).toEqual(new Set(first2));
  });

  it('rejects invalid paging, naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=1000', 'limit'],
      ['offset=x', 'offset'],
    ]) {
      const response = await get(`/v1/coordinators?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(new RegExp(`^${field} `));
    }
  });
});

describe('GET /v1/coordinators/{coordinatorId}', () => {
  it('returns the shop page with every section as an array', async () => {
    const { coordinators: listed } = await list();
    for (const { id } of listed) {
      const page = await detail(id);
      expect(page.coordinator.id).toBe(id);
      for (const key of [
        'lives',
        'archives',
        'productTypes',
        'producers',
        'products',
        'experiences',
        'videos',
      ] as const) {
        expect(Array.isArray(page[key]), key).toBe(true);
      }
      for (const item of [
        ...page.lives,
        ...page.archives,
        ...page.products,
        ...page.experiences,
        ...page.videos,
      ]) {
        expect(item.coordinatorId).toBe(id);
      }
      for (const producer of page.producers) expect(producer.coordinatorId).toBe(id);
      const typeIds = new Set(ids(page.productTypes));
      for (const product of page.products) expect(typeIds.has(product.productTypeId)).toBe(true);
      for (const typeId of page.coordinator.productTypeIds) expect(typeIds.has(typeId)).toBe(true);
      for (const experience of page.experiences)
        expect(experience.status).not.toBe(ExperienceStatus.FINISHED);
      for (const product of page.products) expect(product.endAt).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it('shows products, producers, lives, archives and videos where the seed has them', async () => {
    const pages = await Promise.all((await list()).coordinators.map((c) => detail(c.id)));
    expect(pages.every((p) => p.products.length > 0)).toBe(true);
    expect(pages.every((p) => p.producers.length > 0)).toBe(true);
    expect(pages.some((p) => p.experiences.length > 0)).toBe(true);
    expect(pages.some((p) => p.videos.length > 0)).toBe(true);
    expect(pages.some((p) => p.archives.length > 0)).toBe(true);
    const lives = pages.flatMap((p) => p.lives);
    expect(lives.some((live) => live.status === ScheduleStatus.LIVE && live.products.length > 0)).toBe(true);
    for (const page of pages) {
      const starts = page.archives.map((a) => a.startAt);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      for (const archive of page.archives) expect(archive.endAt).toBeLessThan(Date.now() / 1000 - 3600);
    }
  });

  it('shows the shop’s own shipping fees, else the platform default', async () => {
    const own = await t.database.db
      .select()
      .from(shippings)
      .where(and(eq(shippings.inUse, true), isNull(shippings.deletedAt)));
    const withOwn = own.find((row) => row.coordinatorId !== null);
    if (!withOwn?.coordinatorId) throw new Error('seed has no shop-specific shipping');
    const page = await detail(withOwn.coordinatorId);
    expect(page.shipping.id).toBe(withOwn.id);
    for (const rates of [page.shipping.box60Rates, page.shipping.box80Rates, page.shipping.box100Rates]) {
      expect(rates.length).toBeGreaterThan(0);
      const codes = rates.flatMap((rate) => rate.prefectureCodes).sort((a, b) => a - b);
      expect(codes).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
      for (const rate of rates) expect(rate.prefectures).toEqual(rate.prefectureCodes.map(prefectureName));
    }

    const shopsWithOwn = new Set(own.map((row) => row.coordinatorId));
    const other = (await list()).coordinators.find((c) => !shopsWithOwn.has(c.id));
    if (!other) throw new Error('every seeded shop has its own shipping');
    expect((await detail(other.id)).shipping.id).toBe('default');
  });

  it('answers 404 for an unknown or deleted coordinator', async () => {
    const unknown = await get('/v1/coordinators/no-such-coordinator');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Not Found', detail: 'coordinator not found' });

    const before = await list();
    const victim = before.coordinators.at(-1);
    if (!victim) throw new Error('no coordinators');
    await t.database.db
      .update(coordinators)
      .set({ deletedAt: new Date() })
      .where(eq(coordinators.id, victim.id));
    expect((await get(`/v1/coordinators/${victim.id}`)).statusCode).toBe(404);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(ids(after.coordinators)).not.toContain(victim.id);
  });
});
