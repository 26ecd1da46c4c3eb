/**
 * Checkout under attack (docs/rules/checkout-and-payments.md, docs/api.md "Limits"): one member's
 * parallel checkouts with a once-per-customer coupon, the shape of `requestId` and what a reused
 * one answers, and the origins a `callbackUrl` may point at. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where row locks really run in parallel.
 */
import { PaymentMethodType, type PreCheckoutExperienceResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, promotions } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  ADDRESS,
  addToCart,
  CALLBACK_URL,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';
import { experienceLike } from './helpers/experiences.ts';

const t = testAppWithSmtp({ corsOrigins: ['https://partner.example.jp'] });

const db = () => t.database.db;
const window = () => ({
  startAt: new Date(Date.now() - 86_400_000),
  endAt: new Date(Date.now() + 86_400_000),
});
const newCode = () => `C${Math.random().toString(36).slice(2, 9).toUpperCase()}`.padEnd(8, 'Z').slice(0, 8);

/** `200×1 409×3 412×4`: how many answers of each status, for the run's log. */
const tally = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${status}×${statuses.filter((s) => s === status).length}`)
    .join(' ');

/** A signed-in member with one saved address (billing and shipping for the checkouts below). */
const memberWithAddress = async () => {
  const member = await signUpAndSignIn(t.app, t.smtp);
  const address = await t.app.inject({
    method: 'POST',
    url: '/v1/addresses',
    headers: member.headers,
    payload: ADDRESS,
  });
  expect(address.statusCode, address.body).toBe(200);
  return { member, addressId: address.json<{ address: { id: string } }>().address.id };
};

/** A fresh 100-yen-off code usable once per customer (codeType 1), valid now. */
const onceCoupon = async (): Promise<string> => {
  const code = newCode();
  await db()
    .insert(promotions)
    .values({ title: 'once', discountType: 1, discountRate: 100, code, codeType: 1, ...window() });
  return code;
};

/** Exactly one of the parallel answers placed the order, and none was a server error. */
const expectOneWinner = (answers: { statusCode: number; body: string }[]) => {
  const statuses = answers.map((answer) => answer.statusCode);
  expect(
    statuses.filter((status) => status >= 500),
    answers.map((a) => a.body).join('\n'),
  ).toEqual([]);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
};

/** The coupon counts one use, and the member has exactly one order. */
const expectCouponUsedOnce = async (code: string, memberId: string) => {
  const [counted] = await db()
    .select({ usedCount: promotions.usedCount })
    .from(promotions)
    .where(eq(promotions.code, code));
  expect(counted?.usedCount).toBe(1);
  expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, memberId))).toHaveLength(
    1,
  );
};

describe('once-per-customer coupon under parallel checkouts', () => {
  it('gives one order to 8 parallel member checkouts with a ONCE coupon; the rest 409/412, never 5xx (no deadlock)', async () => {
    const { member, addressId } = await memberWithAddress();
    const experience = await experienceLike(db(), { priceAdult: 3000 });
    const code = await onceCoupon();

    // Eight price calls give eight requestIds: eight distinct checkouts of the same member.
    const priced = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/v1/checkouts/experiences/${experience.id}?adult=1&promotion=${code}`,
          headers: member.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PreCheckoutExperienceResponse>();
      }),
    );
    expect(priced[0]?.discount).toBe(100);
    const answers = await Promise.all(
      priced.map((price) =>
        t.app.inject({
          method: 'POST',
          url: `/v1/checkouts/experiences/${experience.id}`,
          headers: member.headers,
          payload: {
            requestId: price.requestId,
            paymentMethod: PaymentMethodType.CREDIT_CARD,
            callbackUrl: CALLBACK_URL,
            total: price.total,
            promotionCode: code,
            adultCount: 1,
            billingAddressId: addressId,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    console.log(`once-per-customer bookings: ${tally(statuses)}`);
    expectOneWinner(answers);
    expect(statuses.every((status) => [200, 409, 412].includes(status))).toBe(true);
    await expectCouponUsedOnce(code, member.id);
  });
});

describe('once-per-customer coupon under parallel product checkouts', () => {
  it('gives one order to 8 parallel product checkouts of one member’s cart with a ONCE coupon; the rest 409/412 (or 400 once the cart is empty), never 5xx', async () => {
    const { member, addressId } = await memberWithAddress();
    // Stock for every checkout: only the coupon (and the one cart) can refuse them.
    const product = await productLike(db(), { inventory: 50 });
    const code = await onceCoupon();
    const shopper = newGuest(member.headers);
    await addToCart(t.app, shopper, product.id, 1);

    // Eight price calls give eight requestIds: eight distinct checkouts of the same cart.
    const priced = await Promise.all(
      Array.from({ length: 8 }, () => priceCart(t.app, shopper, product.coordinatorId, code)),
    );
    expect(priced[0]?.promotion?.code).toBe(code);
    const answers = await Promise.all(
      priced.map((price) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/checkouts/products',
          headers: shopper.headers,
          payload: {
            requestId: price.requestId,
            coordinatorId: product.coordinatorId,
            paymentMethod: PaymentMethodType.CREDIT_CARD,
            callbackUrl: CALLBACK_URL,
            total: price.total,
            promotionCode: code,
            billingAddressId: addressId,
            shippingAddressId: addressId,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    console.log(`once-per-customer product checkouts: ${tally(statuses)}`);
    expectOneWinner(answers);
    // The one cart: a checkout that reads it after the order took its units finds no box (400,
    // docs/rules/checkout-and-payments.md); one that raced the order for the coupon 409/412.
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json<{ detail: string }>().detail).toBe('the cart has no box of this coordinator');
    expect(
      statuses.every((status) => [200, 400, 409, 412].includes(status)),
      statuses.join(' '),
    ).toBe(true);
    await expectCouponUsedOnce(code, member.id);
  });
});

/** A guest with one unit of a fresh product in the cart, priced. */
const pricedGuest = async () => {
  const product = await productLike(db(), { inventory: 50 });
  const shopper = newGuest();
  await addToCart(t.app, shopper, product.id, 1);
  const priced = await priceCart(t.app, shopper, product.coordinatorId);
  return { product, shopper, priced };
};

describe('requestId shape and reuse', () => {
  it('takes 1–64 characters of [A-Za-z0-9_-] and answers 400 naming requestId otherwise (never 500)', async () => {
    const { shopper, priced } = await pricedGuest();
    for (const requestId of ['x'.repeat(4000), 'x'.repeat(65), 'has space', 'a/b', '']) {
      const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced, { requestId }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/requestId/);
    }
    const longest = 'R'.repeat(64);
    const placed = await guestCheckout(t.app, shopper, guestBody(shopper, priced, { requestId: longest }));
    expect(placed.statusCode, placed.body).toBe(200);
    // The order it became can be read back by its id.
    const order = await t.app.inject({ method: 'GET', url: `/v1/orders/${longest}` });
    expect(order.statusCode).not.toBe(400);
  });

  it('answers 409 to a requestId equal to another order’s payment session id (never 500)', async () => {
    const first = await pricedGuest();
    const placed = await guestCheckout(t.app, first.shopper, guestBody(first.shopper, first.priced));
    expect(placed.statusCode, placed.body).toBe(200);
    const sessionId =
      /\/sandbox\/([^/?]+)$/.exec(new URL(placed.json<{ url: string }>().url).pathname)?.[1] ?? '';
    expect(sessionId).toMatch(/^sbx_/);
    const second = await pricedGuest();
    const stolen = await guestCheckout(
      t.app,
      second.shopper,
      guestBody(second.shopper, second.priced, { requestId: sessionId }),
    );
    expect(stolen.statusCode, stolen.body).toBe(409);
    expect(stolen.json<{ detail: string }>().detail).toMatch(/requestId/);
  });

  it('answers a reused requestId with another total, method or callbackUrl with 409; the same body again with the same url', async () => {
    const { shopper, priced } = await pricedGuest();
    const body = guestBody(shopper, priced);
    const placed = await guestCheckout(t.app, shopper, body);
    expect(placed.statusCode, placed.body).toBe(200);
    for (const change of [
      { total: priced.total + 1 },
      { paymentMethod: PaymentMethodType.PAYPAY },
      { callbackUrl: `${CALLBACK_URL}?other=1` },
      { boxNumber: 1 },
    ]) {
      const reused = await guestCheckout(t.app, shopper, { ...body, ...change });
      expect(reused.statusCode, `${JSON.stringify(change)} ${reused.body}`).toBe(409);
      expect(reused.json<{ detail: string }>().detail).toMatch(/requestId/);
    }
    // The same body, keys in another order: the same answer.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await guestCheckout(t.app, shopper, reordered);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ url: string }>().url).toBe(placed.json<{ url: string }>().url);
  });
});

describe('callbackUrl origins (no open redirect through the payment page)', () => {
  it('refuses a callback on another origin with 400 naming callbackUrl, and writes no order', async () => {
    const { shopper, priced } = await pricedGuest();
    for (const callbackUrl of [
      'https://evil.example/landing',
      'http://localhost:3000.evil.example/v1/purchase/complete',
      'http://localhost:3001/v1/purchase/complete',
    ]) {
      const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced, { callbackUrl }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/callbackUrl/);
    }
    expect(await db().select().from(orders).where(eq(orders.id, priced.requestId))).toHaveLength(0);
  });

  it('takes the shop’s own origin and one configured in CORS_ORIGINS', async () => {
    const own = await pricedGuest();
    expect((await guestCheckout(t.app, own.shopper, guestBody(own.shopper, own.priced))).statusCode).toBe(
      200,
    );
    const partner = await pricedGuest();
    const response = await guestCheckout(
      t.app,
      partner.shopper,
      guestBody(partner.shopper, partner.priced, { callbackUrl: 'https://partner.example.jp/done' }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
