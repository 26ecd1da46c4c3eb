import {
  type Experience,
  type ExperienceResponse,
  ExperienceStatus,
  type ExperiencesResponse,
  prefectureName,
} from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences } from '../src/db/schema/index.ts';
import { haversineKm } from '../src/modules/experiences/geo.ts';
import { DEFAULT_RADIUS_KM } from '../src/modules/experiences/index.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let all: Experience[];
beforeAll(async () => {
  t = await createTestApp();
  all = (await list('?limit=200')).experiences;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function list(query = ''): Promise<ExperiencesResponse> {
  const response = await get(`/v1/experiences${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const near = async (query: string): Promise<ExperiencesResponse> => {
  const response = await get(`/v1/experiences/geolocation?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const expectError = (url: string, status: number, detail: RegExp) =>
  expectErrorBody(t.app, url, status, detail);

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const location = (e: Experience) => ({ latitude: e.hostLatitude, longitude: e.hostLongitude });

describe('GET /v1/experiences', () => {
  it('lists experiences open for booking, newest period first, with everything they reference', async () => {
    const page = await list('?limit=200');
    expect(page.total).toBe(page.experiences.length);
    expect(page.total).toBeGreaterThan(5);
    const starts = page.experiences.map((e) => e.startAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(new Set(ids(page.coordinators))).toEqual(new Set(page.experiences.map((e) => e.coordinatorId)));
    expect(new Set(ids(page.producers))).toEqual(new Set(page.experiences.map((e) => e.producerId)));
    expect(new Set(ids(page.experienceTypes))).toEqual(
      new Set(page.experiences.map((e) => e.experienceTypeId)),
    );
    for (const experience of page.experiences) {
      expect(experience.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
      expect(experience.hostPrefecture).toMatch(/[都道府県]$/);
      expect(experience.businessOpenTime).toMatch(/^\d{4}$/);
      expect(experience.endAt).toBeGreaterThan(Date.now() / 1000);
      expect(Object.keys(experience.rate.detail)).toEqual(['1', '2', '3', '4', '5']);
    }
    const statuses = new Set(page.experiences.map((e) => e.status));
    expect(statuses).toEqual(
      new Set([ExperienceStatus.ACCEPTING, ExperienceStatus.WAITING, ExperienceStatus.SOLD_OUT]),
    );
  });

  it('pages with limit and offset; total counts every match', async () => {
    const first = await list('?limit=4');
    const second = await list('?limit=4&offset=4');
    expect([...ids(first.experiences), ...ids(second.experiences)]).toEqual(ids(all).slice(0, 8));
    expect(first.total).toBe(all.length);
    expect(second.total).toBe(all.length);
  });

  it('filters by prefecture, under either name', async () => {
    const hokkaido = all.filter((e) => e.hostPrefecture === prefectureName(1));
    expect(hokkaido.length).toBeGreaterThan(0);
    for (const query of ['?prefecture=1', '?prefectureCode=1', '?prefecture=1&prefectureCode=1']) {
      const page = await list(query);
      expect(ids(page.experiences)).toEqual(ids(hokkaido));
      expect(page.total).toBe(hokkaido.length);
    }
    expect((await list('?prefecture=0')).total).toBe(all.length);
    expect(await list('?prefectureCode=13')).toMatchObject({ experiences: [], total: 0 });
  });

  it('filters by producer and coordinator', async () => {
    const sample = all[0];
    if (!sample) throw new Error('no experiences');
    const byProducer = await list(`?producerId=${sample.producerId}`);
    expect(ids(byProducer.experiences)).toEqual(ids(all.filter((e) => e.producerId === sample.producerId)));
    const byCoordinator = await list(`?coordinatorId=${sample.coordinatorId}`);
    expect(ids(byCoordinator.experiences)).toEqual(
      ids(all.filter((e) => e.coordinatorId === sample.coordinatorId)),
    );
    expect(byCoordinator.total).toBe(byCoordinator.experiences.length);
    expect((await list('?producerId=&coordinatorId=')).total).toBe(all.length);
  });

  it('matches part of the title', async () => {
    const sample = all[1];
    if (!sample) throw new Error('no experiences');
    const word = sample.title.slice(2, 5);
    const page = await list(`?name=${encodeURIComponent(word)}`);
    expect(ids(page.experiences)).toContain(sample.id);
    for (const experience of page.experiences) expect(experience.title).toContain(word);
    expect((await list('?name=%25')).total).toBe(0);
  });

  it('rejects bad parameters, naming them, and unknown owners with 404', async () => {
    await expectError('/v1/experiences?prefecture=48', 400, /^prefecture /);
    await expectError('/v1/experiences?prefectureCode=tokyo', 400, /^prefectureCode /);
    await expectError('/v1/experiences?prefecture=1&prefectureCode=2', 400, /prefecture and prefectureCode/);
    await expectError('/v1/experiences?limit=0', 400, /^limit /);
    await expectError('/v1/experiences?offset=-1', 400, /^offset /);
    await expectError('/v1/experiences?producerId=nobody', 404, /producer not found/);
    await expectError('/v1/experiences?coordinatorId=nobody', 404, /coordinator not found/);
  });
});

describe('GET /v1/experiences/geolocation', () => {
  it('requires latitude and longitude within range, naming the field', async () => {
    const base = '/v1/experiences/geolocation';
    await expectError(base, 400, /(latitude|longitude) is required/);
    await expectError(`${base}?latitude=35`, 400, /^longitude is required$/);
    await expectError(`${base}?longitude=139`, 400, /^latitude is required$/);
    await expectError(`${base}?latitude=91&longitude=139`, 400, /^latitude must be <= 90/);
    await expectError(`${base}?latitude=35&longitude=-181`, 400, /^longitude must be >= -180/);
    await expectError(`${base}?latitude=north&longitude=139`, 400, /^latitude /);
    await expectError(`${base}?latitude=35&longitude=139&radius=-1`, 400, /^radius /);
    await expectError(`${base}?latitude=35&longitude=139&radius=1.5`, 400, /^radius /);
    await expectError(`${base}?latitude=35&longitude=139&limit=201`, 400, /^limit /);
    await expectError(`${base}?latitude=35&longitude=139&producerId=nobody`, 404, /producer not found/);
  });

  it('puts the experience at the centre first and the rest in order of distance', async () => {
    for (const centre of all.slice(0, 4)) {
      const { latitude, longitude } = location(centre);
      const page = await near(`latitude=${latitude}&longitude=${longitude}&radius=5000&limit=200`);
      expect(page.experiences[0]?.id).toBe(centre.id);
      const distances = page.experiences.map((e) => haversineKm(location(centre), location(e)));
      for (let i = 1; i < distances.length; i++) {
        expect(distances[i]).toBeGreaterThanOrEqual((distances[i - 1] ?? 0) - 1e-6);
      }
      expect(new Set(ids(page.experiences))).toEqual(new Set(ids(all)));
    }
  });

  it('cuts off at the radius and counts every experience inside it', async () => {
    const centre = all.find((e) => e.hostPrefecture === prefectureName(20)) ?? all[0];
    if (!centre) throw new Error('no experiences');
    const { latitude, longitude } = location(centre);
    for (const radius of [1, 50, 200, 600, 1500]) {
      const inside = all.filter((e) => haversineKm(location(centre), location(e)) <= radius);
      const page = await near(`latitude=${latitude}&longitude=${longitude}&radius=${radius}&limit=200`);
      expect(new Set(ids(page.experiences)), `radius ${radius}`).toEqual(new Set(ids(inside)));
      expect(page.total).toBe(inside.length);
      expect(new Set(ids(page.coordinators))).toEqual(new Set(page.experiences.map((e) => e.coordinatorId)));
    }
  });

  it(`searches ${DEFAULT_RADIUS_KM} km by default and answers empty far from any farm`, async () => {
    const centre = all[0];
    if (!centre) throw new Error('no experiences');
    const page = await near(`latitude=${centre.hostLatitude}&longitude=${centre.hostLongitude}`);
    const expected = all.filter((e) => haversineKm(location(centre), location(e)) <= DEFAULT_RADIUS_KM);
    expect(new Set(ids(page.experiences))).toEqual(new Set(ids(expected)));
    // Middle of the Pacific.
    expect(await near('latitude=0&longitude=-150&radius=1000')).toMatchObject({
      experiences: [],
      coordinators: [],
      producers: [],
      experienceTypes: [],
      total: 0,
    });
  });

  it('accepts a radius beyond the globe (old clients send 100000) and then finds everything', async () => {
    const page = await near('latitude=-33.87&longitude=151.21&radius=100000&limit=200');
    expect(page.total).toBe(all.length);
    const distances = page.experiences.map((e) =>
      haversineKm({ latitude: -33.87, longitude: 151.21 }, location(e)),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages the nearest-first order and filters by coordinator and producer', async () => {
    const centre = all[0];
    if (!centre) throw new Error('no experiences');
    const query = `latitude=${centre.hostLatitude}&longitude=${centre.hostLongitude}&radius=5000`;
    const whole = await near(`${query}&limit=200`);
    const second = await near(`${query}&limit=3&offset=3`);
    expect(ids(second.experiences)).toEqual(ids(whole.experiences).slice(3, 6));
    expect(second.total).toBe(whole.total);

    const byCoordinator = await near(`${query}&coordinatorId=${centre.coordinatorId}`);
    expect(ids(byCoordinator.experiences)).toEqual(
      ids(whole.experiences.filter((e) => e.coordinatorId === centre.coordinatorId)),
    );
    const byProducer = await near(`${query}&producerId=${centre.producerId}`);
    expect(byProducer.experiences.every((e) => e.producerId === centre.producerId)).toBe(true);
    expect(ids(byProducer.experiences)).toContain(centre.id);
  });
});

describe('GET /v1/experiences/{experienceId}', () => {
  it('returns the experience with its coordinator, producer and type', async () => {
    const sample = all[2];
    if (!sample) throw new Error('no experiences');
    const response = await get(`/v1/experiences/${sample.id}`);
    expect(response.statusCode).toBe(200);
    const body: ExperienceResponse = response.json();
    expect(body.experience).toEqual(sample);
    expect(body.coordinator.id).toBe(sample.coordinatorId);
    expect(body.producer.id).toBe(sample.producerId);
    expect(body.experienceType.id).toBe(sample.experienceTypeId);
    expect(body.experienceType.name).not.toBe('');
  });

  it('answers 404 for unknown and private experiences, and hides private ones from every list', async () => {
    const unknown = await get('/v1/experiences/no-such-experience');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Not Found', detail: 'experience not found' });

    const victim = all[0];
    if (!victim) throw new Error('no experiences');
    await t.database.db.update(experiences).set({ public: false }).where(eq(experiences.id, victim.id));
    expect((await get(`/v1/experiences/${victim.id}`)).statusCode).toBe(404);
    expect(ids((await list('?limit=200')).experiences)).not.toContain(victim.id);
    const around = await near(
      `latitude=${victim.hostLatitude}&longitude=${victim.hostLongitude}&radius=5000&limit=200`,
    );
    expect(ids(around.experiences)).not.toContain(victim.id);
    expect(around.total).toBe(all.length - 1);
  });

  it('keeps showing an ended experience by id (FINISHED) but lists it nowhere', async () => {
    const victim = all[1];
    if (!victim) throw new Error('no experiences');
    await t.database.db
      .update(experiences)
      .set({ startAt: new Date(Date.now() - 30 * 86_400_000), endAt: new Date(Date.now() - 1000) })
      .where(eq(experiences.id, victim.id));
    const response = await get(`/v1/experiences/${victim.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ExperienceResponse).experience.status).toBe(ExperienceStatus.FINISHED);
    expect(ids((await list('?limit=200')).experiences)).not.toContain(victim.id);
    const around = await near(`latitude=${victim.hostLatitude}&longitude=${victim.hostLongitude}&radius=1`);
    expect(ids(around.experiences)).not.toContain(victim.id);
  });
});
