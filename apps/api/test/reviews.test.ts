import type {
  ExperienceReview,
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  ProductReview,
  ProductReviewResponse,
  ProductReviewsResponse,
} from '@hatake/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/id.ts';
import {
  experienceReviews,
  experiences,
  productReviewReactions,
  productReviews,
  products,
  users,
} from '../src/db/schema/index.ts';
import { ANONYMOUS_REVIEWER } from '../src/modules/reviews/present.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** Visible products with reviews, most reviewed first, as seeded (before any test changes rows). */
let seeded: { id: string; reviews: number }[];
/** Roles, so that tests changing rows never touch what another test reads. */
const product = {
  /** Only read. */
  read: () => must(seeded[0]).id,
  /** Gets 26 extra reviews for paging and filters. */
  padded: () => must(seeded[1]).id,
  /** Loses a review and, for a while, its author. */
  mutated: () => must(seeded[2]).id,
  other: () => must(seeded[3]).id,
  /** Hidden, then deleted, then restored. */
  hidden: () => must(seeded.at(-1)).id,
  deleted: () => must(seeded.at(-2)).id,
};
beforeAll(async () => {
  t = await createTestApp();
  seeded = await reviewedProducts();
  expect(seeded.length).toBeGreaterThan(6);
  expect(must(seeded[2]).reviews).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('seed has too few reviewed products');
  return value;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

const listProduct = async (productId: string, query = ''): Promise<ProductReviewsResponse> => {
  const response = await get(`/v1/products/${productId}/reviews${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
};

const listExperience = async (experienceId: string, query = ''): Promise<ExperienceReviewsResponse> => {
  const response = await get(`/v1/experiences/${experienceId}/reviews${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const expectError = (url: string, status: number, detail: RegExp) =>
  expectErrorBody(t.app, url, status, detail);

/** Every page of a list, following nextToken until "". */
const allPages = async (productId: string, query: string): Promise<ProductReview[][]> => {
  const pages: ProductReview[][] = [];
  let token = '';
  do {
    const page = await listProduct(productId, `${query}&nextToken=${encodeURIComponent(token)}`);
    pages.push(page.reviews);
    token = page.nextToken;
    if (pages.length > 100) throw new Error('nextToken never ends');
  } while (token !== '');
  return pages;
};

const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** Visible products with live reviews, most reviewed first. */
const reviewedProducts = async () =>
  t.database.db
    .select({ id: products.id, reviews: count() })
    .from(products)
    .innerJoin(productReviews, eq(productReviews.productId, products.id))
    .where(and(eq(products.public, true), isNull(products.deletedAt), isNull(productReviews.deletedAt)))
    .groupBy(products.id)
    .orderBy(desc(count()), products.id);

/**
 * Adds reviews, each by a new verified member (one live review per member per product), at
 * `createdAt` (microsecond text).
 */
const addReviews = async (productId: string, rows: { rate: number; createdAt: string }[]) => {
  const added: string[] = [];
  for (const row of rows) {
    const id = newId();
    const authorId = newId();
    await t.database.db.insert(users).values({
      id: authorId,
      type: 1,
      accountId: `reviewer-${authorId}`,
      username: `レビュアー ${added.length}`,
      email: `reviewer-${authorId.toLowerCase()}@example.test`,
      verifiedAt: new Date(),
    });
    await t.database.db.insert(productReviews).values({
      id,
      productId,
      userId: authorId,
      rate: row.rate,
      title: `追加レビュー ${added.length}`,
      comment: 'テスト用のレビューです',
    });
    await t.database.db.execute(
      sql`update product_reviews set created_at = ${row.createdAt}::timestamptz where id = ${id}`,
    );
    added.push(id);
  }
  return added;
};

/**
 * The padded product, with 26 more reviews (once): a run within one millisecond (microseconds
 * apart, which a millisecond cursor would skip) and a run of exact ties, all rates 1–5.
 */
let padded: Promise<string> | undefined;
const paddedProduct = (): Promise<string> => {
  padded ??= (async () => {
    const productId = product.padded();
    await addReviews(productId, [
      ...Array.from({ length: 13 }, (_, i) => ({
        rate: (i % 5) + 1,
        createdAt: `2020-05-05T10:00:00.123${String(100 + i).padStart(3, '0')}Z`,
      })),
      ...Array.from({ length: 13 }, (_, i) => ({ rate: (i % 5) + 1, createdAt: '2020-05-05T09:00:00.5Z' })),
    ]);
    return productId;
  })();
  return padded;
};

describe('GET /v1/products/{productId}/reviews', () => {
  it('lists the live reviews newest first with author and reaction totals from the database', async () => {
    const productId = product.read();
    const page = await listProduct(productId);
    const rows = await t.database.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), isNull(productReviews.deletedAt)))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
    expect(ids(page.reviews)).toEqual(ids(rows));
    expect(page.nextToken).toBe('');

    const reactions = await t.database.db
      .select({ reviewId: productReviewReactions.reviewId, type: productReviewReactions.reactionType })
      .from(productReviewReactions);
    for (const [index, review] of page.reviews.entries()) {
      const row = rows[index];
      if (!row) throw new Error('row missing');
      const [author] = await t.database.db.select().from(users).where(eq(users.id, row.userId));
      expect(review).toEqual({
        id: row.id,
        productId,
        userId: row.userId,
        username: author?.username,
        accountId: author?.accountId,
        thumbnailUrl: author?.thumbnailUrl,
        rate: row.rate,
        title: row.title,
        comment: row.comment,
        publishedAt: Math.floor(row.createdAt.getTime() / 1000),
        likeTotal: reactions.filter((r) => r.reviewId === row.id && r.type === 1).length,
        dislikeTotal: reactions.filter((r) => r.reviewId === row.id && r.type === 2).length,
        // The demo data has no orders: no seeded reviewer bought anything (reviews-buyers.test.ts).
        purchased: false,
      });
      expect(review.username).not.toBe('');
      expect(review.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
    }
  });

  it('counts likes and dislikes across the seed (some reviews have reactions)', async () => {
    const found = await reviewedProducts();
    let likes = 0;
    let dislikes = 0;
    for (const { id } of found) {
      for (const review of (await listProduct(id, '?limit=200')).reviews) {
        likes += review.likeTotal;
        dislikes += review.dislikeTotal;
      }
    }
    const reactions = await t.database.db
      .select({ type: productReviewReactions.reactionType, total: count() })
      .from(productReviewReactions)
      .innerJoin(productReviews, eq(productReviews.id, productReviewReactions.reviewId))
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(and(eq(products.public, true), isNull(products.deletedAt), isNull(productReviews.deletedAt)))
      .groupBy(productReviewReactions.reactionType);
    expect(likes).toBeGreaterThan(0);
    expect(likes).toBe(reactions.find((r) => r.type === 1)?.total ?? 0);
    expect(dislikes).toBe(reactions.find((r) => r.type === 2)?.total ?? 0);
  });

  it('answers an empty list for a product without reviews', async () => {
    const [bare] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.public, true),
          isNull(products.deletedAt),
          sql`not exists (select 1 from product_reviews r where r.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    if (!bare) throw new Error('seed reviews every product');
    expect(await listProduct(bare.id)).toEqual({ reviews: [], nextToken: '' });
  });

  it('returns 20 by default, up to 200, and pages with nextToken without overlap or gaps', async () => {
    const productId = await paddedProduct();
    const everything = await listProduct(productId, '?limit=200');
    expect(everything.nextToken).toBe('');
    expect(everything.reviews.length).toBeGreaterThanOrEqual(27);
    expect(new Set(ids(everything.reviews)).size).toBe(everything.reviews.length);
    const published = everything.reviews.map((review) => review.publishedAt);
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const first = await listProduct(productId);
    expect(first.reviews).toHaveLength(20);
    expect(first.nextToken).not.toBe('');
    expect(ids(first.reviews)).toEqual(ids(everything.reviews).slice(0, 20));

    for (const limit of [1, 2, 3, 7]) {
      const pages = await allPages(productId, `?limit=${limit}`);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      expect(ids(pages.flat()), `limit ${limit}`).toEqual(ids(everything.reviews));
    }
  });

  it('filters by rates', async () => {
    const productId = await paddedProduct();
    const everything = (await listProduct(productId, '?limit=200')).reviews;
    const fives = await listProduct(productId, '?limit=200&rates=5');
    expect(fives.reviews.length).toBeGreaterThan(0);
    expect(ids(fives.reviews)).toEqual(ids(everything.filter((r) => r.rate === 5)));
    const lowAndHigh = await listProduct(productId, '?limit=200&rates=1,5');
    expect(ids(lowAndHigh.reviews)).toEqual(ids(everything.filter((r) => r.rate === 1 || r.rate === 5)));
    expect(lowAndHigh.reviews.length).toBeLessThan(everything.length);
    expect((await listProduct(productId, '?limit=200&rates=')).reviews).toEqual(everything);
    // The filter holds across pages.
    const pages = await allPages(productId, '?limit=2&rates=1,5');
    expect(ids(pages.flat())).toEqual(ids(lowAndHigh.reviews));
  });

  it('filters by author (userId)', async () => {
    const productId = product.read();
    const everything = (await listProduct(productId, '?limit=200')).reviews;
    const author = everything[0]?.userId ?? '';
    const mine = await listProduct(productId, `?userId=${author}`);
    expect(mine.reviews.length).toBeGreaterThan(0);
    expect(mine.reviews.every((review) => review.userId === author)).toBe(true);
    expect(ids(mine.reviews)).toEqual(ids(everything.filter((review) => review.userId === author)));
    expect(mine.reviews.length).toBeLessThan(everything.length);
    expect(await listProduct(productId, '?userId=no-such-user')).toEqual({ reviews: [], nextToken: '' });
  });

  it('rejects invalid parameters with 400 naming the field', async () => {
    const productId = product.read();
    const url = `/v1/products/${productId}/reviews`;
    await expectError(`${url}?limit=0`, 400, /^limit /);
    await expectError(`${url}?limit=201`, 400, /^limit /);
    await expectError(`${url}?limit=abc`, 400, /^limit /);
    await expectError(`${url}?rates=6`, 400, /^rates /);
    await expectError(`${url}?rates=4,,5`, 400, /^rates /);
    await expectError(`${url}?rates=high`, 400, /^rates /);
    await expectError(`${url}?nextToken=garbage`, 400, /^nextToken /);
    await expectError(`${url}?nextToken=${'A'.repeat(300)}`, 400, /^nextToken /);
    await expectError(`${url}?userId=${'x'.repeat(65)}`, 400, /^userId /);
  });

  it('answers 404 for unknown, private and deleted products', async () => {
    await expectError('/v1/products/no-such-product/reviews', 404, /^product not found$/);
    const [hidden, deleted] = [{ id: product.hidden() }, { id: product.deleted() }];
    await t.database.db.update(products).set({ public: false }).where(eq(products.id, hidden.id));
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
    await expectError(`/v1/products/${hidden.id}/reviews`, 404, /^product not found$/);
    await expectError(`/v1/products/${deleted.id}/reviews`, 404, /^product not found$/);
    await t.database.db
      .update(products)
      .set({ public: true, deletedAt: null })
      .where(sql`${products.id} in (${hidden.id}, ${deleted.id})`);
    await listProduct(hidden.id);
  });

  it('hides deleted reviews and shows a deleted member’s review without their profile', async () => {
    const productId = product.mutated();
    const before = (await listProduct(productId)).reviews;
    const [gone, anonymous] = before;
    if (!gone || !anonymous) throw new Error('too few reviews');
    await t.database.db
      .update(productReviews)
      .set({ deletedAt: new Date() })
      .where(eq(productReviews.id, gone.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, anonymous.userId));

    const after = (await listProduct(productId)).reviews;
    expect(ids(after)).toEqual(ids(before).filter((id) => id !== gone.id));
    await expectError(`/v1/products/${productId}/reviews/${gone.id}`, 404, /^review not found$/);
    const shown = after.find((review) => review.id === anonymous.id);
    expect(shown).toEqual({
      ...anonymous,
      username: ANONYMOUS_REVIEWER,
      accountId: '',
      thumbnailUrl: '',
    });
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, anonymous.userId));
  });
});

describe('GET /v1/products/{productId}/reviews/{reviewId}', () => {
  it('returns one review exactly as the list shows it', async () => {
    const productId = product.read();
    const [first, second] = (await listProduct(productId)).reviews;
    for (const review of [first, second]) {
      if (!review) throw new Error('too few reviews');
      const response = await get(`/v1/products/${productId}/reviews/${review.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json() as ProductReviewResponse).toEqual({ review });
    }
  });

  it('answers 404 for an unknown review, another product’s review and an unknown product', async () => {
    const [one, other] = [{ id: product.read() }, { id: product.other() }];
    const [review] = (await listProduct(one.id)).reviews;
    if (!review) throw new Error('no review');
    await expectError(`/v1/products/${one.id}/reviews/no-such-review`, 404, /^review not found$/);
    await expectError(`/v1/products/${other.id}/reviews/${review.id}`, 404, /^review not found$/);
    await expectError(`/v1/products/no-such-product/reviews/${review.id}`, 404, /^product not found$/);
    await expectError(`/v1/products/${one.id}/reviews/${'x'.repeat(65)}`, 400, /^reviewId /);
  });
});

describe('experience reviews', () => {
  const reviewedExperience = async () => {
    const [row] = await t.database.db
      .select({ id: experiences.id, reviews: count() })
      .from(experiences)
      .innerJoin(experienceReviews, eq(experienceReviews.experienceId, experiences.id))
      .where(and(eq(experiences.public, true), isNull(experiences.deletedAt)))
      .groupBy(experiences.id)
      .orderBy(desc(count()), experiences.id)
      .limit(1);
    if (!row) throw new Error('seed has no reviewed experience');
    return row;
  };

  it('lists, pages and gets the reviews of an experience', async () => {
    const { id, reviews: total } = await reviewedExperience();
    const page = await listExperience(id, '?limit=200');
    expect(page.reviews).toHaveLength(total);
    expect(page.nextToken).toBe('');
    for (const review of page.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        [
          'id',
          'experienceId',
          'userId',
          'username',
          'accountId',
          'thumbnailUrl',
          'rate',
          'title',
          'comment',
          'publishedAt',
          'likeTotal',
          'dislikeTotal',
          'purchased',
        ].sort(),
      );
      expect(review.experienceId).toBe(id);
      expect(review.title).not.toBe('');
    }
    const paged: ExperienceReview[] = [];
    let token = '';
    do {
      const next = await listExperience(id, `?limit=1&nextToken=${token}`);
      paged.push(...next.reviews);
      token = next.nextToken;
    } while (token !== '' && paged.length <= total);
    expect(ids(paged)).toEqual(ids(page.reviews));

    const [first] = page.reviews;
    if (!first) throw new Error('no review');
    const response = await get(`/v1/experiences/${id}/reviews/${first.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as ExperienceReviewResponse).toEqual({ review: first });
    expect(
      (await listExperience(id, `?rates=${first.rate}`)).reviews.every((r) => r.rate === first.rate),
    ).toBe(true);
  });

  it('answers 404 for unknown experiences and reviews, 400 for bad parameters', async () => {
    const { id } = await reviewedExperience();
    await expectError('/v1/experiences/no-such-experience/reviews', 404, /^experience not found$/);
    await expectError(`/v1/experiences/${id}/reviews/no-such-review`, 404, /^review not found$/);
    const productReview = (await listProduct(product.read())).reviews[0];
    await expectError(`/v1/experiences/${id}/reviews/${productReview?.id}`, 404, /^review not found$/);
    await expectError(`/v1/experiences/${id}/reviews?limit=500`, 400, /^limit /);
    await expectError(`/v1/experiences/${id}/reviews?rates=0`, 400, /^rates /);
  });
});

describe('OpenAPI', () => {
  it('documents the four review reads with their parameters and errors', async () => {
    const document = (await get('/v1/openapi.json')).json();
    for (const path of [
      '/v1/products/{productId}/reviews',
      '/v1/products/{productId}/reviews/{reviewId}',
      '/v1/experiences/{experienceId}/reviews',
      '/v1/experiences/{experienceId}/reviews/{reviewId}',
    ]) {
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation.tags).toEqual(['reviews']);
      expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '404', '414', '431']);
    }
    const parameters: { name: string; schema: Record<string, unknown> }[] =
      document.paths['/v1/products/{productId}/reviews'].get.parameters;
    expect(parameters.map((p) => p.name).sort()).toEqual([
      'limit',
      'nextToken',
      'productId',
      'purchased',
      'rates',
      'userId',
    ]);
    expect(parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({ default: 20, maximum: 200 });
  });
});
