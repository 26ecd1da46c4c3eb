import type {
  ArchiveSchedulesResponse,
  CoordinatorsResponse,
  ExperienceResponse,
  ExperiencesResponse,
  LiveSchedulesResponse,
  ProducersResponse,
  ProductResponse,
  ProductsResponse,
} from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, experiences, producers, products, schedules } from '../src/db/schema/index.ts';
import { COORDINATORS, PRODUCERS } from '../src/db/seed/content/coordinators.ts';
import {
  COORDINATORS_EN,
  EXPERIENCES_EN,
  PRODUCERS_EN,
  PRODUCTS_EN,
  SCHEDULES_EN,
} from '../src/db/seed/content/english.ts';
import { EXPERIENCES } from '../src/db/seed/content/experiences.ts';
import { PRODUCTS } from '../src/db/seed/content/products.ts';
import { SCHEDULES } from '../src/db/seed/content/schedules.ts';
import { fillDemoEnglishNames } from '../src/db/seed/english-names.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Products, experiences, schedules, marches and producers carry English twins of their names and
 * descriptions beside the unchanged Japanese (docs/api.md#english-names), and English words,
 * prefecture names and city names find them (docs/rules/search.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getJson = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const ENGLISH = /^[A-Za-z0-9][\x20-\x7e×–]*$/u;

describe('English twins of the demo content', () => {
  it('the demo has an English name and description for every product, experience, schedule and marche', () => {
    for (const [seeds, english] of [
      [PRODUCTS, PRODUCTS_EN],
      [EXPERIENCES, EXPERIENCES_EN],
      [SCHEDULES, SCHEDULES_EN],
      [COORDINATORS, COORDINATORS_EN],
    ] as const) {
      expect(Object.keys(english).sort()).toEqual(seeds.map((seed) => seed.key).sort());
      for (const text of Object.values(english)) {
        expect(text.name).toMatch(ENGLISH);
        expect(text.description).toMatch(ENGLISH);
      }
    }
    expect(Object.keys(PRODUCERS_EN).sort()).toEqual(PRODUCERS.map((seed) => seed.key).sort());
  });

  it('products answer nameEn and descriptionEn beside the unchanged Japanese, with their marche and producer', async () => {
    const page = await getJson<ProductsResponse>('/v1/products?limit=200');
    expect(page.products.length).toBeGreaterThan(0);
    const rows = new Map((await t.database.db.select().from(products)).map((row) => [row.id, row]));
    for (const product of page.products) {
      const row = rows.get(product.id);
      expect({ name: product.name, description: product.description }).toEqual({
        name: row?.name,
        description: row?.description,
      });
      expect(product.name).toMatch(JAPANESE);
      expect(product.nameEn).toMatch(ENGLISH);
      expect(product.descriptionEn).toMatch(ENGLISH);
    }
    for (const coordinator of page.coordinators) {
      expect(coordinator.marcheName).toMatch(JAPANESE);
      expect(coordinator.marcheNameEn).toMatch(/ Marche$/);
      expect(coordinator.profileEn).toMatch(ENGLISH);
    }
    for (const producer of page.producers) expect(producer.usernameEn).toMatch(ENGLISH);
    const first = page.products[0];
    if (!first) throw new Error('the seed lists products');
    const detail = await getJson<ProductResponse>(`/v1/products/${first.id}`);
    expect(detail.product.nameEn).toBe(first.nameEn);
    expect(detail.product.descriptionEn).toBe(first.descriptionEn);
    expect(detail.coordinator.marcheNameEn).not.toBe('');
  });

  it('experiences, schedules, marches and producers answer their English twins', async () => {
    const page = await getJson<ExperiencesResponse>('/v1/experiences?limit=200');
    for (const experience of page.experiences) {
      expect(experience.title).toMatch(JAPANESE);
      expect(experience.titleEn).toMatch(ENGLISH);
      expect(experience.descriptionEn).toMatch(ENGLISH);
    }
    const first = page.experiences[0];
    if (!first) throw new Error('the seed lists experiences');
    const detail = await getJson<ExperienceResponse>(`/v1/experiences/${first.id}`);
    expect(detail.experience.titleEn).toBe(first.titleEn);

    const lives = await getJson<LiveSchedulesResponse>('/v1/schedules/lives?limit=50');
    const archives = await getJson<ArchiveSchedulesResponse>('/v1/schedules/archives?limit=50');
    expect(lives.lives.length + archives.archives.length).toBeGreaterThan(0);
    for (const summary of [...lives.lives, ...archives.archives]) expect(summary.titleEn).toMatch(ENGLISH);
    for (const product of lives.lives.flatMap((live) => live.products))
      expect(product.nameEn).toMatch(ENGLISH);
    const [schedule] = await t.database.db.select().from(schedules).limit(1);
    if (!schedule) throw new Error('the seed has schedules');
    const one = await t.app.inject({ method: 'GET', url: `/v1/schedules/${schedule.id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().schedule).toMatchObject({
      title: schedule.title,
      titleEn: schedule.titleEn,
      descriptionEn: schedule.descriptionEn,
    });

    const marches = await getJson<CoordinatorsResponse>('/v1/coordinators?limit=50');
    expect(marches.coordinators.map((c) => c.marcheNameEn)).toContain('Tokachi Land Marche');
    const farmers = await getJson<ProducersResponse>('/v1/producers?limit=100');
    expect(farmers.producers.map((p) => p.usernameEn)).toContain('Yamamoto Farm, Kenichi Yamamoto');
  });
});

describe('search in English and by place', () => {
  const productNames = async (q: string) =>
    (await getJson<ProductsResponse>(`/v1/products?limit=200&q=${encodeURIComponent(q)}`)).products.map(
      (product) => product.nameEn,
    );
  const experienceIds = async (query: string) =>
    (await getJson<ExperiencesResponse>(`/v1/experiences?limit=200&${query}`)).experiences
      .map((experience) => experience.id)
      .sort();

  it('English words find products by their English name, in any case', async () => {
    const tomatoes = await productNames('tomato');
    expect(tomatoes).toEqual(
      expect.arrayContaining([
        'Salt tomatoes from Yatsushiro, 1 kg',
        'Ripe cherry tomatoes, 1 kg (250 g × 4 packs)',
      ]),
    );
    expect(await productNames('TOMATO')).toEqual(tomatoes);
    expect(await productNames('cherry tomatoes')).toEqual(['Ripe cherry tomatoes, 1 kg (250 g × 4 packs)']);
    // The Japanese search is unchanged.
    expect(await productNames('トマト')).toEqual(expect.arrayContaining(tomatoes));
  });

  it('a prefecture name, in Japanese or English, finds what the prefecture filter finds', async () => {
    const byFilter = await experienceIds('prefectureCode=1');
    expect(byFilter.length).toBe(2);
    expect(await experienceIds('q=Hokkaido')).toEqual(byFilter);
    expect(await experienceIds(`q=${encodeURIComponent('北海道')}`)).toEqual(byFilter);
    expect(await experienceIds('q=hokkaido%20potato')).toEqual(
      (await experienceIds('q=potato')).filter((id) => byFilter.includes(id)),
    );
    const productsOfHokkaido = (
      await getJson<ProductsResponse>('/v1/products?limit=200&prefectureCode=1')
    ).products
      .map((product) => product.id)
      .sort();
    const found = (
      await getJson<ProductsResponse>(`/v1/products?limit=200&q=${encodeURIComponent('北海道')}`)
    ).products
      .map((product) => product.id)
      .sort();
    expect(found).toEqual(productsOfHokkaido);
  });

  it('a city name finds what comes from that city', async () => {
    const [row] = await t.database.db
      .select({ id: experiences.id, city: experiences.hostCity })
      .from(experiences)
      .where(eq(experiences.hostCity, '河西郡芽室町'));
    if (!row) throw new Error('the seed has an experience in Memuro');
    expect(await experienceIds(`q=${encodeURIComponent('芽室町')}`)).toContain(row.id);
  });

  it('the English names of marches and producers find their products', async () => {
    const names = await productNames('Tokachi Land');
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(expect.arrayContaining(['Danshaku potatoes from Memuro, Tokachi, 5 kg']));
    expect(await productNames('Sakamoto')).toEqual(
      expect.arrayContaining(['Salt tomatoes from Yatsushiro, 1 kg']),
    );
  });
});

describe('an upgraded demo database', () => {
  it('gets the English twins it lacks, never replacing one somebody wrote', async () => {
    const { db } = t.database;
    await db.update(products).set({ nameEn: '', descriptionEn: '' });
    await db.update(experiences).set({ titleEn: '', descriptionEn: '' });
    await db.update(schedules).set({ titleEn: '' });
    await db.update(producers).set({ usernameEn: '' });
    await db.update(coordinators).set({ marcheNameEn: '' });
    const [ours] = await db.select({ id: products.id }).from(products).limit(1);
    if (!ours) throw new Error('the seed has products');
    await db.update(products).set({ nameEn: 'Our own name' }).where(eq(products.id, ours.id));

    const filled = await fillDemoEnglishNames(db);
    expect(filled).toBe(
      PRODUCTS.length - 1 + EXPERIENCES.length + SCHEDULES.length + PRODUCERS.length + COORDINATORS.length,
    );
    const rows = await db.select({ id: products.id, nameEn: products.nameEn }).from(products);
    expect(rows.filter((row) => row.nameEn === '')).toEqual([]);
    expect(rows.find((row) => row.id === ours.id)?.nameEn).toBe('Our own name');
    expect(await fillDemoEnglishNames(db)).toBe(0);
  });
});
