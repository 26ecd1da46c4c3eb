/**
 * Writing reviews and reacting to them (docs/rules/reviews.md), through HTTP: the lifecycle, who
 * may change what, reactions, and that a product's `rate` always equals a recomputation from the
 * rows — over random sequences of create/edit/delete (fast-check) and under concurrent writes
 * (20 members at once; on PostgreSQL with TEST_DATABASE_URL these run in parallel connections).
 */
import type {
  ExperienceResponse,
  ExperienceReviewResponse,
  ProductResponse,
  ProductReview,
  ProductReviewResponse,
  ProductReviewsResponse,
  Rate,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  experienceReviews,
  experiences,
  productReviewReactions,
  productReviews,
  products,
} from '../src/db/schema/index.ts';
import { statusText } from '../src/lib/http-status.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Member = Awaited<ReturnType<typeof signUpAndSignIn>>;

let t: TestApp;
let smtp: TestSmtp;
let alice: Member;
let bob: Member;
/** Public products in id order; each describe block takes its own. */
let productIds: string[];
let experienceId: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
  [alice, bob] = await Promise.all([signUpAndSignIn(t.app, smtp), signUpAndSignIn(t.app, smtp)]);
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.public, true), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  productIds = rows.map((row) => row.id);
  expect(productIds.length).toBeGreaterThanOrEqual(6);
  const [experience] = await t.database.db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.public, true), isNull(experiences.deletedAt)))
    .orderBy(asc(experiences.id))
    .limit(1);
  experienceId = experience?.id ?? '';
  expect(experienceId).not.toBe('');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const productAt = (index: number): string => {
  const id = productIds[index];
  if (!id) throw new Error('seed has too few products');
  return id;
};

/** The contract error body `{status, message, detail}` with this status. */
const expectErrorBody = (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({
    status,
    message: statusText(status),
    detail: expect.any(String),
  });
};

const BODY = { rate: 4, title: 'とても甘い', comment: '家族みんなで美味しくいただきました。' };

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, member?: Member, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: member?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const createReview = async (productId: string, member: Member, body: object = BODY) => {
  const response = await send('POST', `/v1/products/${productId}/reviews`, member, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductReviewResponse>().review;
};

const productRate = async (productId: string): Promise<Rate> => {
  const response = await send('GET', `/v1/products/${productId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductResponse>().product.rate;
};

const reviewOf = async (productId: string, reviewId: string): Promise<ProductReview> => {
  const response = await send('GET', `/v1/products/${productId}/reviews/${reviewId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductReviewResponse>().review;
};

/**
 * The summary recomputed from the live rows, independently of rate.ts: integer arithmetic, a half
 * rounded away from zero (sum·10/count is exact in binary when it ends in .5).
 */
const recomputedRate = async (productId: string): Promise<Rate> => {
  const rows = await t.database.db
    .select({ rate: productReviews.rate })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.deletedAt)));
  const detail = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  for (const row of rows) {
    detail[String(row.rate) as keyof typeof detail] += 1;
    sum += row.rate;
  }
  const count = rows.length;
  const tenths = count === 0 ? 0 : Math.floor((sum * 10 * 2 + count) / (2 * count));
  return { average: tenths / 10, count, detail };
};

describe('writing a product review', () => {
  it('creates the review, shows it in the list and the summary, and refuses a second one (409)', async () => {
    const productId = productAt(0);
    const before = await productRate(productId);
    const review = await createReview(productId, alice, { rate: 5, title: ' 最高 ', comment: '甘い' });
    expect(review).toMatchObject({
      productId,
      userId: alice.id,
      username: alice.member.username,
      rate: 5,
      title: ' 最高 ',
      comment: '甘い',
      likeTotal: 0,
      dislikeTotal: 0,
    });
    expect(review.publishedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    const list = await send('GET', `/v1/products/${productId}/reviews`);
    expect(list.json<ProductReviewsResponse>().reviews[0]?.id).toBe(review.id);

    const after = await productRate(productId);
    expect(after.count).toBe(before.count + 1);
    expect(after.detail['5']).toBe(before.detail['5'] + 1);
    expect(after).toEqual(await recomputedRate(productId));

    const again = await send('POST', `/v1/products/${productId}/reviews`, alice, BODY);
    expectErrorBody(again, 409);
    expect(again.json<{ detail: string }>().detail).toContain('already reviewed');
    expect(await productRate(productId)).toEqual(after);
  });

  it('checks the body: rate 1–5, title 1–64, comment 1–2000, visible text (400 naming the field)', async () => {
    const url = `/v1/products/${productAt(1)}/reviews`;
    const cases: [object, string][] = [
      [{ ...BODY, rate: 0 }, 'rate'],
      [{ ...BODY, rate: 6 }, 'rate'],
      [{ ...BODY, rate: 4.5 }, 'rate'],
      [{ ...BODY, title: 'あ'.repeat(65) }, 'title'],
      [{ ...BODY, title: '' }, 'title'],
      [{ ...BODY, comment: 'x'.repeat(2001) }, 'comment'],
      [{ ...BODY, title: '\u3000 \u200b' }, 'title'],
      [{ ...BODY, comment: '   ' }, 'comment'],
      [{ rate: 3, title: 'x' }, 'comment'],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', url, alice, payload);
      expectErrorBody(response, 400);
      expect(response.json<{ detail: string }>().detail, JSON.stringify(payload)).toContain(field);
    }
    // The limits themselves are fine.
    await createReview(productAt(1), alice, { rate: 1, title: 'あ'.repeat(64), comment: 'x'.repeat(2000) });
  });

  it('needs a member (401) and a public product (404)', async () => {
    const productId = productAt(2);
    expectErrorBody(await send('POST', `/v1/products/${productId}/reviews`, undefined, BODY), 401);
    expectErrorBody(await send('POST', '/v1/products/no-such-product/reviews', alice, BODY), 404);
    await t.database.db.update(products).set({ public: false }).where(eq(products.id, productId));
    try {
      expectErrorBody(await send('POST', `/v1/products/${productId}/reviews`, alice, BODY), 404);
      expectErrorBody(await send('GET', `/v1/users/me/products/${productId}/reviews`, alice), 404);
    } finally {
      await t.database.db.update(products).set({ public: true }).where(eq(products.id, productId));
    }
  });

  it('lets only the author edit or delete (another member → 404, nothing changes), then allows a new review', async () => {
    const productId = productAt(3);
    const review = await createReview(productId, alice, { rate: 2, title: '普通', comment: 'まあまあ' });
    const url = `/v1/products/${productId}/reviews/${review.id}`;

    expectErrorBody(await send('PATCH', url, bob, { rate: 1, title: '乗っ取り', comment: 'x' }), 404);
    expectErrorBody(await send('DELETE', url, bob), 404);
    expect(await reviewOf(productId, review.id)).toEqual(review);
    // The review's path under another product is another review: 404.
    expectErrorBody(
      await send('PATCH', `/v1/products/${productAt(4)}/reviews/${review.id}`, alice, BODY),
      404,
    );

    const edited = await send('PATCH', url, alice, {
      rate: 5,
      title: '見直しました',
      comment: '二回目は最高',
    });
    expect(edited.statusCode, edited.body).toBe(204);
    expect(await reviewOf(productId, review.id)).toMatchObject({
      rate: 5,
      title: '見直しました',
      comment: '二回目は最高',
      publishedAt: review.publishedAt,
    });
    expect(await productRate(productId)).toEqual(await recomputedRate(productId));

    const deleted = await send('DELETE', url, alice);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectErrorBody(await send('GET', url), 404);
    expectErrorBody(await send('DELETE', url, alice), 404);
    expectErrorBody(await send('PATCH', url, alice, BODY), 404);
    expect(await productRate(productId)).toEqual(await recomputedRate(productId));

    const mine = await send('GET', `/v1/users/me/products/${productId}/reviews`, alice);
    expect(mine.json<UserProductReviewsResponse>().reviews).toEqual([]);
    const second = await createReview(productId, alice);
    expect(second.id).not.toBe(review.id);
  });
});

describe('reactions', () => {
  it('likes, switches to dislike, takes it back, and the totals follow', async () => {
    const productId = productAt(4);
    const review = await createReview(productId, alice);
    const url = `/v1/products/${productId}/reviews/${review.id}/reactions`;
    const totals = async () => {
      const { likeTotal, dislikeTotal } = await reviewOf(productId, review.id);
      return { likeTotal, dislikeTotal };
    };

    expect((await send('POST', url, bob, { reactionType: 1 })).statusCode).toBe(204);
    expect(await totals()).toEqual({ likeTotal: 1, dislikeTotal: 0 });
    expect((await send('POST', url, bob, { reactionType: 1 })).statusCode).toBe(204);
    expect(await totals()).toEqual({ likeTotal: 1, dislikeTotal: 0 });
    expect((await send('POST', url, alice, { reactionType: 1 })).statusCode).toBe(204);
    expect(await totals()).toEqual({ likeTotal: 2, dislikeTotal: 0 });
    expect((await send('POST', url, bob, { reactionType: 2 })).statusCode).toBe(204);
    expect(await totals()).toEqual({ likeTotal: 1, dislikeTotal: 1 });

    const mine = await send('GET', `/v1/users/me/products/${productId}/reviews`, bob);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<UserProductReviewsResponse>()).toEqual({
      reviews: [],
      reactions: [{ reviewId: review.id, reactionType: 2 }],
    });
    const alices = (
      await send('GET', `/v1/users/me/products/${productId}/reviews`, alice)
    ).json<UserProductReviewsResponse>();
    expect(alices.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(alices.reactions).toEqual([{ reviewId: review.id, reactionType: 1 }]);

    expect((await send('DELETE', url, bob)).statusCode).toBe(204);
    expect((await send('DELETE', url, bob)).statusCode).toBe(204);
    expect(await totals()).toEqual({ likeTotal: 1, dislikeTotal: 0 });

    for (const reactionType of [0, 3, '1', null]) {
      expectErrorBody(await send('POST', url, bob, { reactionType }), 400);
    }
    expectErrorBody(await send('POST', url, undefined, { reactionType: 1 }), 401);
    expectErrorBody(
      await send('POST', `/v1/products/${productId}/reviews/nope/reactions`, bob, { reactionType: 1 }),
      404,
    );
    // A deleted review takes no reactions.
    expect((await send('DELETE', `/v1/products/${productId}/reviews/${review.id}`, alice)).statusCode).toBe(
      204,
    );
    expectErrorBody(await send('POST', url, bob, { reactionType: 1 }), 404);
    expectErrorBody(await send('DELETE', url, bob), 404);
  });
});

describe('experience reviews', () => {
  it('go through the same lifecycle, with the experience’s rate', async () => {
    const rateOf = async () =>
      (await send('GET', `/v1/experiences/${experienceId}`)).json<ExperienceResponse>().experience.rate;
    const before = await rateOf();
    const created = await send('POST', `/v1/experiences/${experienceId}/reviews`, alice, BODY);
    expect(created.statusCode, created.body).toBe(200);
    const review = created.json<ExperienceReviewResponse>().review;
    expect(review).toMatchObject({ experienceId, userId: alice.id, rate: 4 });
    expect((await rateOf()).count).toBe(before.count + 1);
    expectErrorBody(await send('POST', `/v1/experiences/${experienceId}/reviews`, alice, BODY), 409);

    const url = `/v1/experiences/${experienceId}/reviews/${review.id}`;
    expectErrorBody(await send('PATCH', url, bob, BODY), 404);
    expect((await send('PATCH', url, alice, { ...BODY, rate: 1 })).statusCode).toBe(204);
    expect((await rateOf()).detail['1']).toBe(before.detail['1'] + 1);
    expect((await send('POST', `${url}/reactions`, bob, { reactionType: 2 })).statusCode).toBe(204);
    const bobs = await send('GET', `/v1/users/me/experiences/${experienceId}/reviews`, bob);
    expect(bobs.json<UserExperienceReviewsResponse>().reactions).toEqual([
      { reviewId: review.id, reactionType: 2 },
    ]);
    // A product review id is no experience review.
    const productReview = await createReview(productAt(5), bob);
    expectErrorBody(
      await send('PATCH', `/v1/experiences/${experienceId}/reviews/${productReview.id}`, bob, BODY),
      404,
    );
    expectErrorBody(await send('DELETE', url, bob), 404);
    expect((await send('DELETE', url, alice)).statusCode).toBe(204);
    expect(await rateOf()).toEqual(before);
    const [row] = await t.database.db
      .select({ deletedAt: experienceReviews.deletedAt })
      .from(experienceReviews)
      .where(eq(experienceReviews.id, review.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('the rate stays a recomputation of the rows', () => {
  it('over random sequences of create, edit and delete by several members (fast-check)', async () => {
    const productId = productAt(6);
    const members = [alice, bob, ...(await Promise.all([1, 2].map(() => signUpAndSignIn(t.app, smtp))))];
    /** The model: each member's live review on the product, if any. */
    const live = new Map<Member, string>();
    const command = fc.record({
      kind: fc.constantFrom('create', 'edit', 'delete'),
      member: fc.constantFrom(...members),
      rate: fc.integer({ min: 1, max: 5 }),
    });
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const { kind, member, rate } of commands) {
          steps += 1;
          const reviewId = live.get(member);
          const body = { rate, title: `★${rate}`, comment: `step ${steps}` };
          if (kind === 'create') {
            const response = await send('POST', `/v1/products/${productId}/reviews`, member, body);
            expect(response.statusCode, response.body).toBe(reviewId ? 409 : 200);
            if (!reviewId) live.set(member, response.json<ProductReviewResponse>().review.id);
          } else {
            const url = `/v1/products/${productId}/reviews/${reviewId ?? 'none'}`;
            const response = await send(
              kind === 'edit' ? 'PATCH' : 'DELETE',
              url,
              member,
              kind === 'edit' ? body : undefined,
            );
            expect(response.statusCode, response.body).toBe(reviewId ? 204 : 404);
            if (kind === 'delete') live.delete(member);
          }
          expect(await productRate(productId)).toEqual(await recomputedRate(productId));
        }
      }),
      { numRuns: 25, seed: 20261124 },
    );
    expect(steps).toBeGreaterThan(50);
  }, 120_000);

  it('under 20 members reviewing one product at once, and 20 reactions at once', async () => {
    const productId = productAt(7);
    const members = await Promise.all(Array.from({ length: 20 }, () => signUpAndSignIn(t.app, smtp)));
    const before = await recomputedRate(productId);

    let started = performance.now();
    const created = await Promise.all(
      members.map((member, index) =>
        send('POST', `/v1/products/${productId}/reviews`, member, {
          rate: (index % 5) + 1,
          title: `同時 ${index}`,
          comment: '同時に書きました',
        }),
      ),
    );
    const reviewMs = performance.now() - started;
    expect(created.map((response) => response.statusCode)).toEqual(members.map(() => 200));
    const rate = await productRate(productId);
    expect(rate).toEqual(await recomputedRate(productId));
    expect(rate.count).toBe(before.count + 20);
    for (const star of ['1', '2', '3', '4', '5'] as const)
      expect(rate.detail[star]).toBe(before.detail[star] + 4);

    // The same member twice at once: exactly one review.
    const [first] = members;
    if (!first) throw new Error('no members');
    const twice = await Promise.all(
      [0, 1].map(() => send('POST', `/v1/products/${productAt(8)}/reviews`, first, BODY)),
    );
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    // Concurrent edits and deletes by their authors.
    const reviews = created.map((response) => response.json<ProductReviewResponse>().review);
    started = performance.now();
    const changed = await Promise.all(
      members.map((member, index) => {
        const url = `/v1/products/${productId}/reviews/${reviews[index]?.id}`;
        return index % 2 === 0
          ? send('PATCH', url, member, { rate: 5, title: '変更', comment: '同時に変更' })
          : send('DELETE', url, member);
      }),
    );
    const changeMs = performance.now() - started;
    expect(changed.map((response) => response.statusCode)).toEqual(members.map(() => 204));
    const changedRate = await productRate(productId);
    expect(changedRate).toEqual(await recomputedRate(productId));
    expect(changedRate.count).toBe(before.count + 10);

    // 20 likes at once on one review, then all 20 switch to dislike at once.
    const target = reviews[0];
    if (!target) throw new Error('no review');
    const reactions = `/v1/products/${productId}/reviews/${target.id}/reactions`;
    started = performance.now();
    const likes = await Promise.all(
      members.map((member) => send('POST', reactions, member, { reactionType: 1 })),
    );
    const likeMs = performance.now() - started;
    expect(likes.map((response) => response.statusCode)).toEqual(members.map(() => 204));
    expect(await reviewOf(productId, target.id)).toMatchObject({ likeTotal: 20, dislikeTotal: 0 });
    const switched = await Promise.all(
      members.map((member) => send('POST', reactions, member, { reactionType: 2 })),
    );
    expect(switched.every((response) => response.statusCode === 204)).toBe(true);
    expect(await reviewOf(productId, target.id)).toMatchObject({ likeTotal: 0, dislikeTotal: 20 });
    const rows = await t.database.db
      .select({ userId: productReviewReactions.userId })
      .from(productReviewReactions)
      .where(eq(productReviewReactions.reviewId, target.id));
    expect(rows).toHaveLength(20);

    console.log(
      `reviews-concurrency: driver=${t.database.driver} reviews=20 in ${reviewMs.toFixed(0)}ms, ` +
        `edits+deletes=20 in ${changeMs.toFixed(0)}ms, likes=20 in ${likeMs.toFixed(0)}ms`,
    );
  }, 120_000);
});
