/**
 * GET /v1/products/{productId}/shipping-estimate through HTTP → service → database: the fee the
 * product page shows for one unit is the fee the cart charges for that unit
 * (docs/rules/shipping-fees.md#estimate-on-the-product-page).
 */
import { type CalcCartResponse, DeliveryType, type ShippingEstimateResponse } from '@hatake/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shippings } from '../src/db/schema/index.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: { max: 0, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const estimate = async (productId: string, prefectureCode: number): Promise<ShippingEstimateResponse> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/products/${productId}/shipping-estimate?prefectureCode=${prefectureCode}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

let guests = 0;
/** What a fresh guest cart holding one unit of the product is charged for shipping to the prefecture. */
const cartFee = async (product: typeof products.$inferSelect, prefecture: number) => {
  guests += 1;
  const headers = { cookie: `session_id=estimate-${process.pid}-${guests}-abcdefgh` };
  const added = await t.app.inject({
    method: 'POST',
    url: '/v1/carts/-/items',
    headers,
    payload: { productId: product.id, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBe(204);
  const priced = await t.app.inject({
    method: 'GET',
    url: `/v1/carts/${product.coordinatorId}?prefecture=${prefecture}`,
    headers,
  });
  expect(priced.statusCode, priced.body).toBe(200);
  return (priced.json() as CalcCartResponse).shippingFee;
};

const onSale = (deliveryType: number) =>
  t.database.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.public, true),
        isNull(products.deletedAt),
        lt(products.startAt, new Date()),
        gt(products.endAt, new Date()),
        gt(products.inventory, 5),
        eq(products.deliveryType, deliveryType),
      ),
    )
    .orderBy(products.id)
    .limit(2);

describe('GET /v1/products/{productId}/shipping-estimate', () => {
  it('answers what the cart charges for one unit, for ambient and cool goods, near and far', async () => {
    // Without free shipping, so the comparison is about the box prices themselves.
    await t.database.db.update(shippings).set({ hasFreeShipping: false }).where(isNull(shippings.deletedAt));
    const samples = [
      ...(await onSale(DeliveryType.NORMAL)),
      ...(await onSale(DeliveryType.FROZEN)),
      ...(await onSale(DeliveryType.REFRIGERATED)),
    ];
    expect(samples.length).toBeGreaterThanOrEqual(3);
    const fees = new Set<number>();
    for (const product of samples) {
      for (const prefecture of [1, 13, 47]) {
        const answer = await estimate(product.id, prefecture);
        expect(answer).toMatchObject({
          productId: product.id,
          coordinatorId: product.coordinatorId,
          prefectureCode: prefecture,
          price: product.price,
          freeShippingThreshold: null,
        });
        expect(answer.boxes).toHaveLength(1);
        expect(answer.shippingFee).toBe(await cartFee(product, prefecture));
        fees.add(answer.shippingFee ?? -1);
      }
    }
    // The seed's fees differ by region, so the test would notice a prefecture being ignored.
    expect(fees.size).toBeGreaterThan(1);
  });

  it('names the shop’s free-shipping threshold and ships free when one unit reaches it', async () => {
    const [product] = await onSale(DeliveryType.NORMAL);
    if (!product) throw new Error('no product on sale');
    await t.database.db
      .update(shippings)
      .set({ hasFreeShipping: true, freeShippingRates: product.price + 1 })
      .where(isNull(shippings.deletedAt));
    const below = await estimate(product.id, 47);
    expect(below.freeShippingThreshold).toBe(product.price + 1);
    expect(below.shippingFee).toBeGreaterThan(0);
    expect(below.shippingFee).toBe(await cartFee(product, 47));

    await t.database.db
      .update(shippings)
      .set({ freeShippingRates: product.price })
      .where(isNull(shippings.deletedAt));
    const reached = await estimate(product.id, 47);
    expect(reached.shippingFee).toBe(0);
    expect(await cartFee(product, 47)).toBe(0);
    await t.database.db.update(shippings).set({ hasFreeShipping: false }).where(isNull(shippings.deletedAt));
  });

  it('is 404 for an unknown or private product', async () => {
    await expectErrorBody(
      t.app,
      '/v1/products/no-such-product/shipping-estimate?prefectureCode=13',
      404,
      /product/,
    );
    const [hidden] = await t.database.db.select().from(products).where(eq(products.public, false)).limit(1);
    if (hidden) {
      await expectErrorBody(
        t.app,
        `/v1/products/${hidden.id}/shipping-estimate?prefectureCode=13`,
        404,
        /product/,
      );
    }
  });

  it('names prefectureCode when it is missing or not 1–47', async () => {
    const [product] = await onSale(DeliveryType.NORMAL);
    if (!product) throw new Error('no product on sale');
    const url = `/v1/products/${product.id}/shipping-estimate`;
    await expectErrorBody(t.app, url, 400, /prefectureCode/);
    for (const bad of ['0', '48', '-1', 'abc', '1.5']) {
      await expectErrorBody(t.app, `${url}?prefectureCode=${bad}`, 400, /^prefectureCode /);
    }
  });
});
