import type { ProducerResponse, ProducersResponse } from '@hatake/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, producers } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const list = async (query = ''): Promise<ProducersResponse> => {
  const response = await get(`/v1/producers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const detail = async (id: string): Promise<ProducerResponse> => {
  const response = await get(`/v1/producers/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /v1/producers', () => {
  it('lists 20 by default, most recently updated first, with total', async () => {
    const rows = await t.database.db.select().from(producers).where(isNull(producers.deletedAt));
    expect(rows.length).toBeGreaterThan(20);
    const page = await list();
    expect(page.producers).toHaveLength(20);
    expect(page.total).toBe(rows.length);
    const updated = new Map(rows.map((row) => [row.id, row.updatedAt.getTime()]));
    const times = page.producers.map((p) => updated.get(p.id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const producer of page.producers) {
      expect(producer.username).not.toBe('');
      expect(producer.coordinatorId).not.toBe('');
      expect(producer.prefecture).toMatch(/[都道府県]$/);
    }
  });

  it('pages with limit and offset', async () => {
    const all = await list('?limit=200');
    expect(all.producers).toHaveLength(all.total);
    const page = await list('?limit=5&offset=10');
    expect(ids(page.producers)).toEqual(ids(all.producers).slice(10, 15));
  });

  it('rejects invalid paging, naming the parameter', async () => {
    const response = await get('/v1/producers?limit=-3');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^limit /);
  });
});

describe('GET /v1/producers/{producerId}', () => {
  it('returns the producer with its products, experiences, lives and archives', async () => {
    const all = await list('?limit=200');
    const pages = await Promise.all(all.producers.map((p) => detail(p.id)));
    for (const page of pages) {
      for (const item of [...page.products, ...page.experiences])
        expect(item.producerId).toBe(page.producer.id);
      for (const key of ['lives', 'archives', 'products', 'experiences'] as const) {
        expect(Array.isArray(page[key])).toBe(true);
      }
    }
    expect(pages.every((p) => p.products.length > 0)).toBe(true);
    expect(pages.some((p) => p.experiences.length > 0)).toBe(true);
    expect(pages.some((p) => p.lives.length + p.archives.length > 0)).toBe(true);

    // The schedules shown are exactly those with a slot of this producer (published ones).
    const page = pages.find((p) => p.lives.length + p.archives.length > 0);
    if (!page) throw new Error('no producer appears in a schedule');
    const slots = await t.database.db
      .select({ scheduleId: lives.scheduleId })
      .from(lives)
      .where(eq(lives.producerId, page.producer.id));
    const scheduleIds = new Set(slots.map((slot) => slot.scheduleId));
    for (const schedule of [...page.lives, ...page.archives])
      expect(scheduleIds.has(schedule.scheduleId)).toBe(true);
  });

  it('answers 404 for an unknown or deleted producer', async () => {
    const unknown = await get('/v1/producers/no-such-producer');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Not Found', detail: 'producer not found' });

    const [victim] = (await list()).producers;
    if (!victim) throw new Error('no producers');
    await t.database.db.update(producers).set({ deletedAt: new Date() }).where(eq(producers.id, victim.id));
    expect((await get(`/v1/producers/${victim.id}`)).statusCode).toBe(404);
    expect(ids((await list('?limit=200')).producers)).not.toContain(victim.id);
  });
});
