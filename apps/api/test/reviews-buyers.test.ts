/**
 * Reviews by buyers (docs/rules/reviews.md "Reviews by buyers"): a review says `purchased` when its
 * author has a paid order of the product (PREPARING or COMPLETED), and `purchased=true` lists only
 * those. An order that was placed but never paid does not count.
 */
import type { ProductReviewResponse, ProductReviewsResponse } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { memberOrder, settleSandbox } from './helpers/checkouts.ts';

const t = testAppWithSmtp();

const review = async (productId: string, headers: Record<string, string>, title: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/products/${productId}/reviews`,
    headers,
    payload: { rate: 5, title, comment: 'とても甘くておいしかったです。' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductReviewResponse>().review;
};

const list = async (productId: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/products/${productId}/reviews${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductReviewsResponse>().reviews;
};

describe('reviews by buyers', () => {
  it('marks the review of a member who paid for the product, and filters by it', async () => {
    const buyer = await signUpAndSignIn(t.app, t.smtp);
    const bought = await memberOrder(t.app, t.database.db, buyer.headers);
    expect((await settleSandbox(t.app, bought.url, 'paid')).statusCode).toBe(200);
    const productId = bought.product.id;

    const visitor = await signUpAndSignIn(t.app, t.smtp);
    const byBuyer = await review(productId, buyer.headers, '購入者のレビュー');
    const byVisitor = await review(productId, visitor.headers, '購入していない人のレビュー');
    expect(byBuyer.purchased).toBe(true);
    expect(byVisitor.purchased).toBe(false);

    const all = await list(productId);
    expect(all.map((r) => [r.title, r.purchased])).toEqual([
      ['購入していない人のレビュー', false],
      ['購入者のレビュー', true],
    ]);
    expect((await list(productId, '?purchased=true')).map((r) => r.id)).toEqual([byBuyer.id]);
    expect(await list(productId, '?purchased=false')).toHaveLength(2);
    expect(await list(productId, '?purchased=true&rates=1,2')).toHaveLength(0);

    const one = await t.app.inject({ method: 'GET', url: `/v1/products/${productId}/reviews/${byBuyer.id}` });
    expect(one.json<ProductReviewResponse>().review.purchased).toBe(true);
  });

  it('does not count an order that was placed but never paid, nor a paid order of another product', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const unpaid = await memberOrder(t.app, t.database.db, member.headers);
    expect((await review(unpaid.product.id, member.headers, '未払いの注文')).purchased).toBe(false);
    const paid = await memberOrder(t.app, t.database.db, member.headers);
    expect((await settleSandbox(t.app, paid.url, 'paid')).statusCode).toBe(200);
    expect((await review(paid.product.id, member.headers, '支払い済みの注文')).purchased).toBe(true);
    expect(await list(unpaid.product.id, '?purchased=true')).toHaveLength(0);
  });

  it('refuses a purchased filter that is not true or false with a 400 naming it', async () => {
    const buyer = await signUpAndSignIn(t.app, t.smtp);
    const { product } = await memberOrder(t.app, t.database.db, buyer.headers);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${product.id}/reviews?purchased=maybe`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('purchased');
  });
});
