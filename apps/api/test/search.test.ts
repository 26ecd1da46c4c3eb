import type { ExperiencesResponse, ProductsResponse } from '@hatake/contract';
import { prefectureName, SEARCH_LIMITS } from '@hatake/contract/values';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, experiences, producers } from '../src/db/schema/index.ts';
import { keywordFilter, searchableText } from '../src/lib/search-sql.ts';
import { FOLD_FROM, FOLD_TO, normalizeSearchText, searchTerms } from '../src/lib/search-text.ts';
import { productLike } from './helpers/checkouts.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** The product every spelling of its name must find, and its siblings of the same marche. */
let tomato = '';
let juice = '';
let wildcard = '';
let experience = '';

const MARCHE = 'ヤマネコ商店街マルシェ';
const PRODUCER = 'ソラマメ工房';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [coordinator] = await db
    .insert(coordinators)
    .values({ marcheName: MARCHE, username: '検索テスト', prefectureCode: 47 })
    .returning({ id: coordinators.id });
  const coordinatorId = coordinator?.id ?? '';
  const [producer] = await db
    .insert(producers)
    .values({ coordinatorId, username: PRODUCER, prefectureCode: 47 })
    .returning({ id: producers.id });
  const producerId = producer?.id ?? '';
  // Every searched text is the test's own: the template product copied (productLike) is the seed's
  // first by id, which changes with every seed, and its English name or city could match a word
  // here (its 100% in '100% Arida mandarin juice' made all three products match '100%').
  const own = {
    coordinatorId,
    producerId,
    originPrefectureCode: 47,
    originCity: '',
    nameEn: '',
    descriptionEn: '',
    public: true,
  };
  tomato = (
    await productLike(db, {
      ...own,
      name: '完熟トマトの甘露煮',
      description: 'Organic TOMATO compote',
      price: 12_345,
    })
  ).id;
  juice = (await productLike(db, { ...own, name: '果汁100%ジュース', description: '', price: 800 })).id;
  wildcard = (await productLike(db, { ...own, name: '1000円ギフト a_c', description: '', price: 1000 })).id;

  const [template] = await db.select().from(experiences).where(eq(experiences.public, true)).limit(1);
  if (!template) throw new Error('the seed has no experience');
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template;
  const [made] = await db
    .insert(experiences)
    .values({
      ...rest,
      coordinatorId,
      producerId,
      title: 'ウミガメ印のジャガイモ掘り体験',
      description: '畑で収穫',
      // As the products: none of the template's own texts, and a prefecture the tests filter by.
      titleEn: '',
      descriptionEn: '',
      hostCity: '',
      hostPrefectureCode: 47,
      startAt: new Date(Date.now() - 86_400_000),
      endAt: new Date(Date.now() + 30 * 86_400_000),
      deletedAt: null,
    })
    .returning({ id: experiences.id });
  experience = made?.id ?? '';
});
afterAll(() => t.close());

const products$ = async (query: string): Promise<ProductsResponse> => {
  const paged = query.includes('limit=') ? query : `limit=200&${query}`;
  const response = await t.app.inject({ method: 'GET', url: `/v1/products?${paged}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const experiences$ = async (query: string): Promise<ExperiencesResponse> => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/experiences?limit=200&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('GET /v1/products?q=', () => {
  it('finds the product whatever script and width the words are typed in', async () => {
    const spellings = [
      '甘露煮',
      'トマト 甘露煮',
      'とまと　甘露煮',
      'ﾄﾏﾄ 甘露煮',

      'ＴＯＭＡＴＯ',
      'tomato',
    ];
    const kanji = await products$(q('完熟トマト 甘露煮'));
    expect(ids(kanji.products)).toEqual([tomato]);
    expect(kanji.total).toBe(1);
    for (const spelling of spellings.slice(0, 4)) {
      const page = await products$(q(spelling));
      expect(ids(page.products), spelling).toEqual([tomato]);
      expect(page.total, spelling).toBe(1);
    }
    // Kana-only and Latin words may match other products too; this one is always among them.
    for (const spelling of spellings.slice(4)) {
      const page = await products$(q(spelling));
      expect(ids(page.products), spelling).toContain(tomato);
      expect(page.total).toBe(page.products.length);
    }
  });

  it('half-width katakana finds exactly what full-width katakana finds', async () => {
    const full = await products$(q('トマト'));
    const half = await products$(q('ﾄﾏﾄ'));
    const hiragana = await products$(q('とまと'));
    expect(full.total).toBeGreaterThan(0);
    expect(ids(half.products)).toEqual(ids(full.products));
    expect(ids(hiragana.products)).toEqual(ids(full.products));
    expect(half.total).toBe(full.total);
  });

  it("finds a product by its producer's name and by its marche's name", async () => {
    const byProducer = await products$(q('そらまめ工房'));
    expect(new Set(ids(byProducer.products))).toEqual(new Set([tomato, juice, wildcard]));
    const byMarche = await products$(q('やまねこ商店街'));
    expect(new Set(ids(byMarche.products))).toEqual(new Set([tomato, juice, wildcard]));
    expect(byMarche.coordinators.map((c) => c.marcheName)).toEqual([MARCHE]);
  });

  it('ANDs the words: every one must occur', async () => {
    expect(ids((await products$(q('ソラマメ工房 ジュース'))).products)).toEqual([juice]);
    const none = await products$(q('ソラマメ工房 存在しない言葉'));
    expect(none).toMatchObject({ products: [], total: 0, coordinators: [], producers: [] });
  });

  it('a query nothing matches is an empty list with total 0', async () => {
    const page = await products$(q('ずぇったいにないしょうひんめい'));
    expect(page.products).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('LIKE wildcards in the words match only themselves', async () => {
    // Scoped by the producer's name: the seed has its own 100% juices.
    expect(ids((await products$(q('ソラマメ工房 100%'))).products)).toEqual([juice]);
    expect(ids((await products$(q('ソラマメ工房 a_c'))).products)).toEqual([wildcard]);
    expect((await products$(q('ソラマメ工房 1_00'))).total).toBe(0);
    expect((await products$(q('ソラマメ %'))).total).toBe(1);
  });

  it('pages through the matches with the right total', async () => {
    const all = await products$(q(PRODUCER));
    expect(all.total).toBe(3);
    const first = await products$(`${q(PRODUCER)}&limit=2&offset=0`);
    const second = await products$(`${q(PRODUCER)}&limit=2&offset=2`);
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(second.products).toHaveLength(1);
    expect([...ids(first.products), ...ids(second.products)].sort()).toEqual(ids(all.products).sort());
  });

  it('a blank query is no filter', async () => {
    const blank = await products$(q(' 　 '));
    const plain = await products$('');
    expect(blank.total).toBe(plain.total);
  });

  it('combines with the prefecture, price, sort and other filters', async () => {
    const okinawa = await products$(`prefectureCode=47&${q(PRODUCER)}&sort=priceAsc`);
    expect(ids(okinawa.products)).toEqual([juice, wildcard, tomato]);
    const cheap = await products$(`prefectureCode=47&minPrice=800&maxPrice=1000&${q(PRODUCER)}`);
    expect(new Set(ids(cheap.products))).toEqual(new Set([juice, wildcard]));
    expect(cheap.total).toBe(2);
    const elsewhere = await products$(`prefectureCode=13&${q(PRODUCER)}`);
    expect(elsewhere.total).toBe(0);
  });

  it('prefectureCode and the price bounds filter on their own', async () => {
    const okinawa = await products$('prefectureCode=47');
    expect(okinawa.total).toBeGreaterThanOrEqual(3);
    for (const product of okinawa.products) expect(product.originPrefecture).toBe(prefectureName(47));
    const range = await products$('minPrice=1000&maxPrice=3000');
    expect(range.total).toBeGreaterThan(0);
    for (const product of range.products) {
      expect(product.price).toBeGreaterThanOrEqual(1000);
      expect(product.price).toBeLessThanOrEqual(3000);
    }
    const exact = await products$(`minPrice=12345&maxPrice=12345&${q(PRODUCER)}`);
    expect(ids(exact.products)).toEqual([tomato]);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const long = 'あ'.repeat(SEARCH_LIMITS.query + 1);
    await expectErrorBody(t.app, `/v1/products?${q(long)}`, 400, /^q /);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/products?${q('あ'.repeat(SEARCH_LIMITS.query))}` }))
        .statusCode,
    ).toBe(200);
    await expectErrorBody(t.app, '/v1/products?minPrice=2000&maxPrice=1000', 400, /^minPrice /);
    await expectErrorBody(t.app, '/v1/products?minPrice=-1', 400, /^minPrice /);
    await expectErrorBody(t.app, '/v1/products?maxPrice=abc', 400, /^maxPrice /);
    await expectErrorBody(t.app, '/v1/products?prefectureCode=48', 400, /^prefectureCode /);
    await expectErrorBody(t.app, '/v1/products?q=%00', 400, /^q /);
    await expectErrorBody(t.app, '/v1/experiences?q=a%0Ab', 400, /^q /);
  });
});

describe('GET /v1/experiences?q=', () => {
  it('finds the experience in katakana, hiragana and half-width katakana, and by marche', async () => {
    for (const spelling of [
      'ウミガメ印 ジャガイモ掘り',
      'うみがめ印 じゃがいも',
      'ｳﾐｶﾞﾒ印 ｼﾞｬｶﾞｲﾓ',
      'やまねこ商店街',
      'ソラマメ 収穫',
    ]) {
      const page = await experiences$(q(spelling));
      expect(ids(page.experiences), spelling).toEqual([experience]);
      expect(page.total).toBe(1);
    }
  });

  it('no match is an empty list; combines with the prefecture filter; refuses a long q', async () => {
    expect(await experiences$(q('ずぇったいにないたいけん'))).toMatchObject({ experiences: [], total: 0 });
    expect((await experiences$(`prefectureCode=13&${q('うみがめ印')}`)).total).toBe(0);
    await expectErrorBody(t.app, `/v1/experiences?${q('x'.repeat(SEARCH_LIMITS.query + 1))}`, 400, /^q /);
  });
});

describe('the database matches as search-text.ts normalizes', () => {
  /** Characters from the blocks the search cares about: ASCII, Latin-1, kana of both widths, CJK, marks. */
  const char = fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0xa0, max: 0xff }),
    fc.integer({ min: 0x3000, max: 0x30ff }),
    fc.integer({ min: 0xff01, max: 0xff9f }),
    fc.integer({ min: 0x4e00, max: 0x4e10 }),
    fc.constantFrom(0x3099, 0x309a, 0x301, 0x2160, 0x3231, 0xfb01, 0x0a),
  );
  const text = fc.array(char, { maxLength: 30 }).map((codes) => String.fromCodePoint(...codes));
  const from = [...FOLD_FROM];
  const to = [...FOLD_TO];
  /** Any spelling the fold maps to `c` (upper case, katakana), or `c` itself. */
  const respell = (c: string, pick: number): string => {
    const spellings = [c, ...from.filter((_, i) => to[i] === c)];
    return spellings[pick % spellings.length] ?? c;
  };
  /** A text and a query: either unrelated, or a piece of the text's normal form spelt another way. */
  const pair = fc.oneof(
    fc.record({ text, q: text }),
    fc.tuple(text, fc.nat(), fc.nat(), fc.array(fc.nat(), { maxLength: 30 })).map(([t, a, b, picks]) => {
      const normal = [...normalizeSearchText(t)];
      const start = normal.length ? a % normal.length : 0;
      const piece = normal.slice(start, start + 1 + (b % 6));
      return { text: t, q: piece.map((c, i) => respell(c, picks[i] ?? 0)).join('') };
    }),
  );

  it('finds a query in a text exactly when every normalized word occurs in the normalized text', async () => {
    const samples = fc.sample(pair, 300);
    const columns = samples.map((sample, i) => {
      const filter = keywordFilter([searchableText(sql`${sample.text}::text`)], sample.q) ?? sql`true`;
      return sql`coalesce(${filter}, false) as ${sql.raw(`m${i}`)}`;
    });
    const result = await t.database.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
    const [row] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
    const expected = samples.map(({ text: haystack, q: query }) => {
      const normal = normalizeSearchText(haystack);
      return searchTerms(query).every((term) => normal.includes(term));
    });
    expect(samples.map((_, i) => row?.[`m${i}`])).toEqual(expected);
    // The generator really produces both outcomes.
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(50);
  });

  it('with a referenced name, each word may occur in the text or in the name', async () => {
    const samples = fc.sample(
      fc.tuple(pair, pair, fc.boolean()).map(([a, b, swap]) => ({
        text: a.text,
        name: b.text,
        q: swap ? `${a.q} ${b.q}` : `${b.q} ${a.q}`,
      })),
      200,
    );
    const columns = samples.map((sample, i) => {
      const names = sql`(select 1 as id, ${sample.name}::text as name) as ${sql.raw(`n${i}`)}`;
      const reference = {
        column: sql`1`,
        table: names,
        id: sql.raw(`n${i}.id`),
        name: sql.raw(`n${i}.name`),
      };
      const filter =
        keywordFilter([searchableText(sql`${sample.text}::text`)], sample.q, [reference]) ?? sql`true`;
      return sql`coalesce(${filter}, false) as ${sql.raw(`m${i}`)}`;
    });
    const result = await t.database.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
    const [row] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
    const expected = samples.map(({ text: haystack, name, q: query }) => {
      const [inText, inName] = [normalizeSearchText(haystack), normalizeSearchText(name)];
      return searchTerms(query).every((term) => inText.includes(term) || inName.includes(term));
    });
    expect(samples.map((_, i) => row?.[`m${i}`])).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(20);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(20);
  });
});
