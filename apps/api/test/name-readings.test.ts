import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, experiences, orders, users } from '../src/db/schema/index.ts';
import { newMember, signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  ADDRESS,
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
} from './helpers/checkouts.ts';
import { bookOneAdultAsGuest } from './helpers/experiences.ts';

const t = testAppWithSmtp();

/** Readings as typed → as stored. */
const READINGS: [string, string, string, string][] = [
  ['Smith', 'Anna', 'Smith', 'Anna'],
  ['ヤマダ', 'ﾊﾅｺ', 'やまだ', 'はなこ'],
  ['やまだ', 'はなこ', 'やまだ', 'はなこ'],
  ["  O'Brien ", 'Mary-Jane', "O'Brien", 'Mary-Jane'],
  ['Ｓｍｉｔｈ', 'van  der Berg', 'Smith', 'van der Berg'],
];

describe('sign-up', () => {
  it.each(READINGS)('%j %j → %j %j', async (last, first, storedLast, storedFirst) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me',
      payload: newMember({ lastnameKana: last, firstnameKana: first }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, response.json<{ id: string }>().id));
    expect(row).toMatchObject({ lastnameKana: storedLast, firstnameKana: storedFirst });
  });

  it.each([['山田'], ['Smith スミス'], ['Smith2'], ['-Anna']])(
    'refuses %j, naming the field',
    async (value) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/users/me',
        payload: newMember({ firstnameKana: value }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain('firstnameKana');
    },
  );
});

describe("a member's saved address", () => {
  it('stores Latin readings as typed and katakana as hiragana, on create and update', async () => {
    const { headers } = await signUpAndSignIn(t.app, t.smtp);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers,
      payload: { ...ADDRESS, lastnameKana: 'Smith', firstnameKana: 'Anna' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { address } = created.json<{ address: { id: string; lastnameKana: string } }>();
    expect(address).toMatchObject({ lastnameKana: 'Smith', firstnameKana: 'Anna' });
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/v1/addresses/${address.id}`,
      headers,
      payload: { ...ADDRESS, lastnameKana: 'スミス', firstnameKana: 'ｱﾝﾅ' },
    });
    expect(updated.statusCode, updated.body).toBe(204);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row).toMatchObject({ lastnameKana: 'すみす', firstnameKana: 'あんな' });
  });
});

/** A new guest with one product in the cart, priced for Tokyo. */
const pricedGuestCart = async () => {
  const product = await productLike(t.database.db);
  const shopper = newGuest();
  await addToCart(t.app, shopper, product.id);
  const priced = await priceCart(t.app, shopper, product.coordinatorId);
  return { shopper, priced };
};

describe('guest checkout addresses', () => {
  it.each(READINGS)(
    '%j %j → %j %j on the billing and shipping address',
    async (last, first, storedLast, storedFirst) => {
      const { shopper, priced } = await pricedGuestCart();
      const response = await guestCheckout(
        t.app,
        shopper,
        guestBody(shopper, priced, {
          billingAddress: { ...ADDRESS, lastnameKana: last, firstnameKana: first },
          isSameAddress: false,
          shippingAddress: { ...ADDRESS, lastnameKana: last, firstnameKana: first },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, priced.requestId));
      expect(order?.billingAddress).toMatchObject({ lastnameKana: storedLast, firstnameKana: storedFirst });
      expect(order?.shippingAddress).toMatchObject({ lastnameKana: storedLast, firstnameKana: storedFirst });
    },
  );

  it('refuses kanji in a reading, naming the nested field', async () => {
    const { shopper, priced } = await pricedGuestCart();
    const response = await guestCheckout(
      t.app,
      shopper,
      guestBody(shopper, priced, { billingAddress: { ...ADDRESS, lastnameKana: '山田' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('lastnameKana');
  });
});

describe('booking an experience as a guest', () => {
  it.each([
    ['Smith', 'Anna', 'Smith', 'Anna'],
    ['スミス', 'アンナ', 'すみす', 'あんな'],
  ])('%j %j → %j %j', async (last, first, storedLast, storedFirst) => {
    const now = new Date();
    const [experience] = await t.database.db
      .select()
      .from(experiences)
      .where(
        and(
          eq(experiences.public, true),
          eq(experiences.soldOut, false),
          isNull(experiences.deletedAt),
          lt(experiences.startAt, now),
          gt(experiences.endAt, new Date(now.getTime() + 30 * 86_400_000)),
        ),
      )
      .limit(1);
    if (!experience) throw new Error('the seed has no experience open for a month');
    const shopper = newGuest();
    const { requestId, response } = await bookOneAdultAsGuest(t.app, shopper, experience.id, {
      billingAddress: { ...ADDRESS, lastnameKana: last, firstnameKana: first },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, requestId));
    expect(order?.billingAddress).toMatchObject({ lastnameKana: storedLast, firstnameKana: storedFirst });
  });
});
