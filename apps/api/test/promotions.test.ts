import { DiscountType, type PromotionResponse, PromotionStatus } from '@hatake/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, promotions } from '../src/db/schema/index.ts';
import { expectErrorBody } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let shopCode: string;
let shopId: string;
let otherShopId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [shopPromotion] = await t.database.db
    .select()
    .from(promotions)
    .where(isNotNull(promotions.coordinatorId));
  if (!shopPromotion?.coordinatorId) throw new Error('seed has no shop-specific promotion');
  shopCode = shopPromotion.code;
  shopId = shopPromotion.coordinatorId;
  const shops = await t.database.db.select({ id: coordinators.id }).from(coordinators);
  otherShopId = shops.find((shop) => shop.id !== shopId)?.id ?? '';
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const expectError = (url: string, status: number, detail: RegExp) =>
  expectErrorBody(t.app, url, status, detail);
const expectNotFound = (url: string, detail: RegExp) => expectError(url, 404, detail);
const expectForbidden = (url: string, detail: RegExp) => expectError(url, 403, detail);

const setPromotion = (code: string, values: Partial<typeof promotions.$inferInsert>) =>
  t.database.db.update(promotions).set(values).where(eq(promotions.code, code));

describe('GET /v1/promotions/{code}', () => {
  it('returns an enabled all-shop promotion, with or without a shop', async () => {
    for (const query of ['', `?coordinatorId=${shopId}`, '?coordinatorId=']) {
      const response = await get(`/v1/promotions/HATAKE10${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { promotion }: PromotionResponse = response.json();
      expect(promotion).toMatchObject({
        code: 'HATAKE10',
        status: PromotionStatus.ENABLED,
        discountType: DiscountType.RATE,
        discountRate: 10,
      });
      expect(promotion.id).not.toBe('');
      expect(promotion.title).not.toBe('');
      expect(promotion.description).not.toBe('');
      const now = Date.now() / 1000;
      expect(promotion.startAt).toBeLessThanOrEqual(now);
      expect(promotion.endAt).toBeGreaterThan(now);
    }
  });

  it('returns a free-shipping promotion with rate 0', async () => {
    const response = await get('/v1/promotions/FREESHIP');
    expect(response.statusCode).toBe(200);
    expect((response.json() as PromotionResponse).promotion).toMatchObject({
      discountType: DiscountType.FREE_SHIPPING,
      discountRate: 0,
    });
  });

  it('accepts a shop-specific code only at its own shop', async () => {
    const response = await get(`/v1/promotions/${shopCode}?coordinatorId=${shopId}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as PromotionResponse).promotion).toMatchObject({
      code: shopCode,
      status: PromotionStatus.ENABLED,
      discountType: DiscountType.AMOUNT,
    });
    await expectForbidden(
      `/v1/promotions/${shopCode}?coordinatorId=${otherShopId}`,
      /not valid for this shop/,
    );
    await expectForbidden(`/v1/promotions/${shopCode}`, /not valid for this shop/);
  });

  it('answers 404 for unknown codes and 403 for finished ones (contract: disabled → 403)', async () => {
    await expectNotFound('/v1/promotions/NOSUCHCD', /^promotion not found$/);
    await expectNotFound('/v1/promotions/hatake10', /^promotion not found$/);
    await expectForbidden('/v1/promotions/SHINSHUN', /ended/);
  });

  it('answers 404 for private and deleted codes, 403 for not yet started and used-up ones', async () => {
    // A private code is not revealed to exist.
    await setPromotion('HATAKE10', { public: false });
    await expectNotFound('/v1/promotions/HATAKE10', /^promotion not found$/);
    await setPromotion('HATAKE10', { public: true, startAt: new Date(Date.now() + 86_400_000) });
    await expectForbidden('/v1/promotions/HATAKE10', /not started/);
    await setPromotion('HATAKE10', { startAt: new Date(Date.now() - 86_400_000), deletedAt: new Date() });
    await expectNotFound('/v1/promotions/HATAKE10', /^promotion not found$/);
    await setPromotion('HATAKE10', { deletedAt: null });
    expect((await get('/v1/promotions/HATAKE10')).statusCode).toBe(200);

    await setPromotion('FREESHIP', { usageLimit: 5, usedCount: 5 });
    await expectForbidden('/v1/promotions/FREESHIP', /usage limit/);
  });

  it('answers 400 naming the code when the path has none', async () => {
    for (const url of ['/v1/promotions', '/v1/promotions/', '/v1/promotions/?coordinatorId=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: 'Bad Request', detail: 'code is required' });
    }
  });

  it('rejects an over-long code or shop id with 400 naming the field', async () => {
    const long = 'X'.repeat(65);
    const code = await get(`/v1/promotions/${long}`);
    expect(code.statusCode).toBe(400);
    expect(code.json().detail).toMatch(/^code /);
    const shop = await get(`/v1/promotions/HATAKE10?coordinatorId=${long}`);
    expect(shop.statusCode).toBe(400);
    expect(shop.json().detail).toMatch(/^coordinatorId /);
  });
});
