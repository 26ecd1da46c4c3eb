import type {
  ExperienceResponse,
  ExperiencesResponse,
  ProductResponse,
  ProductsResponse,
  SpotResponse,
  SpotsResponse,
  SpotTypesResponse,
} from '@hatake/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, experienceTypes, productTags, productTypes, spotTypes } from '../src/db/schema/index.ts';
import { fillDemoEnglishNames } from '../src/db/seed/english-names.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Categories, product types, product tags, experience types and spot types carry `nameEn` beside
 * the unchanged Japanese `name` (docs/api.md#english-names), on every response that names them.
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

type Named = { id: string; name: string; nameEn: string };

/** The database's names by id, for one of the five tables. */
const namesIn = async (
  table:
    | typeof categories
    | typeof productTypes
    | typeof productTags
    | typeof experienceTypes
    | typeof spotTypes,
): Promise<Map<string, Named>> => {
  const rows = await t.database.db
    .select({ id: table.id, name: table.name, nameEn: table.nameEn })
    .from(table);
  return new Map(rows.map((row) => [row.id, row]));
};

/** Each answered item names exactly what its row holds; the seed fills an English name for each. */
const expectNamesOfRows = (answered: readonly Named[], rows: Map<string, Named>) => {
  expect(answered.length).toBeGreaterThan(0);
  for (const item of answered) {
    const row = rows.get(item.id);
    expect(row, item.id).toBeDefined();
    expect({ name: item.name, nameEn: item.nameEn }).toEqual({ name: row?.name, nameEn: row?.nameEn });
    // Japanese stays in `name` for reference clients; English is Latin script, not a copy.
    expect(item.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
    expect(item.nameEn).toMatch(/^[A-Za-z][A-Za-z &(),'-]*$/);
  }
};

describe('English names of the taxonomy', () => {
  it('the seed gives every category, type and product tag an English name', async () => {
    for (const table of [categories, productTypes, productTags, experienceTypes, spotTypes]) {
      const rows = [...(await namesIn(table)).values()];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.nameEn, row.name).not.toBe('');
    }
  });

  it('product lists and details side-load categories, product types and tags with nameEn', async () => {
    const page = await getJson<ProductsResponse>('/v1/products?limit=200');
    expectNamesOfRows(page.categories, await namesIn(categories));
    expectNamesOfRows(page.productTypes, await namesIn(productTypes));
    const tags = await namesIn(productTags);
    expectNamesOfRows(page.productTags, tags);
    const tagged = page.products.find((product) => product.productTagIds.length > 0);
    if (!tagged) throw new Error('the seed lists tagged products');
    const detail = await getJson<ProductResponse>(`/v1/products/${tagged.id}`);
    expectNamesOfRows([detail.category], await namesIn(categories));
    expectNamesOfRows([detail.productType], await namesIn(productTypes));
    expect(detail.productTags.map((tag) => tag.id).sort()).toEqual([...tagged.productTagIds].sort());
    expectNamesOfRows(detail.productTags, tags);
  });

  it('experiences name their types in English', async () => {
    const page = await getJson<ExperiencesResponse>('/v1/experiences?limit=200');
    const rows = await namesIn(experienceTypes);
    expectNamesOfRows(page.experienceTypes, rows);
    const first = page.experiences[0];
    if (!first) throw new Error('the seed lists experiences');
    const detail = await getJson<ExperienceResponse>(`/v1/experiences/${first.id}`);
    expectNamesOfRows([detail.experienceType], rows);
  });

  it('spots and the spot-type list name their types in English', async () => {
    const rows = await namesIn(spotTypes);
    const listed = await getJson<SpotTypesResponse>('/v1/spot-types?limit=200');
    expect(listed.total).toBe(rows.size);
    expectNamesOfRows(listed.spotTypes, rows);
    const near = await getJson<SpotsResponse>('/v1/spots?latitude=35.68&longitude=139.77&radius=100000');
    expectNamesOfRows(near.spotTypes, rows);
    const typed = near.spots.find((spot) => spot.spotTypeId !== '');
    if (!typed) throw new Error('the seed has typed spots');
    const detail = await getJson<SpotResponse>(`/v1/spots/${typed.id}`);
    expectNamesOfRows([detail.spotType], rows);
  });

  it('a type or tag without an English name answers "" (the storefront then shows name)', async () => {
    const page = await getJson<ProductsResponse>('/v1/products?limit=200');
    const product = page.products.find((candidate) => candidate.productTagIds.length > 0);
    if (!product) throw new Error('the seed lists tagged products');
    const [blankTag, ...otherTags] = product.productTagIds;
    if (!blankTag) throw new Error('the product has a tag');
    await t.database.db.update(productTags).set({ nameEn: '' }).where(eq(productTags.id, blankTag));
    await t.database.db
      .update(productTypes)
      .set({ nameEn: '' })
      .where(eq(productTypes.id, product.productTypeId));
    await t.database.db.update(categories).set({ nameEn: '' }).where(eq(categories.id, product.categoryId));
    const detail = await getJson<ProductResponse>(`/v1/products/${product.id}`);
    const answeredTag = detail.productTags.find((tag) => tag.id === blankTag);
    for (const item of [detail.productType, detail.category, answeredTag]) {
      expect(item?.nameEn).toBe('');
      expect(item?.name).not.toBe('');
    }
    // Only that tag lost its English name: the product's other tags still answer theirs.
    for (const tag of detail.productTags.filter((other) => otherTags.includes(other.id))) {
      expect(tag.nameEn).not.toBe('');
    }
  });

  it('an upgraded demo database gets the English names it lacks, never replacing one somebody wrote', async () => {
    const { db } = t.database;
    await db.update(spotTypes).set({ nameEn: '' });
    await db.update(productTags).set({ nameEn: '' });
    const [ours] = await db.select({ id: categories.id }).from(categories).limit(1);
    if (!ours) throw new Error('the seed has categories');
    await db.update(categories).set({ nameEn: 'Our own name' }).where(eq(categories.id, ours.id));
    const blank = async () => {
      let total = 0;
      for (const table of [categories, productTypes, productTags, experienceTypes, spotTypes]) {
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.nameEn, ''));
        total += row?.n ?? 0;
      }
      return total;
    };
    const before = await blank();
    expect(before).toBeGreaterThanOrEqual(
      (await namesIn(spotTypes)).size + (await namesIn(productTags)).size,
    );
    expect(await fillDemoEnglishNames(db)).toBe(before);
    expect(await blank()).toBe(0);
    expect((await namesIn(categories)).get(ours.id)?.nameEn).toBe('Our own name');
    expect([...(await namesIn(spotTypes)).values()].map((row) => row.nameEn)).toContain('Farm stand');
    expect([...(await namesIn(productTags)).values()].map((row) => row.nameEn)).toContain(
      'Picked this morning',
    );
    expect(await fillDemoEnglishNames(db)).toBe(0);
  });
});
