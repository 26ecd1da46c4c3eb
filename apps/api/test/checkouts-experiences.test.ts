/**
 * Experience pre-checkout and booking through HTTP (docs/rules/checkout-and-payments.md,
 * "Experience checkout"): the shared booking price (0–99 per group), coupons, only ACCEPTING
 * experiences, the booking copied onto the order, and the confirmation mail naming the experience.
 */
import {
  type OrderResponse,
  OrderStatus,
  OrderType,
  PaymentMethodType,
  type PreCheckoutExperienceResponse,
} from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experiences, orderExperiences, orders } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { ADDRESS, CALLBACK_URL, newGuest, type Shopper, settleSandbox } from './helpers/checkouts.ts';
import { experienceLike as copyOfOpenExperience, firstBookable } from './helpers/experiences.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';

const t = testAppWithSmtp();

/** A copy of a seeded experience open for booking now, with known prices. */
const experienceLike = (values: Partial<typeof experiences.$inferInsert> = {}) =>
  copyOfOpenExperience(t.database.db, {
    priceAdult: 3000,
    priceJuniorHighSchool: 2000,
    priceElementarySchool: 1500,
    pricePreschool: 500,
    priceSenior: 2500,
    ...values,
  });

const price = async (shopper: Shopper, experienceId: string, query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/guests/checkouts/experiences/${experienceId}?${query}`,
    headers: shopper.headers,
  });
  return { status: response.statusCode, body: response.json<PreCheckoutExperienceResponse>() };
};

const book = (shopper: Shopper, experienceId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/guests/checkouts/experiences/${experienceId}`,
    headers: shopper.headers,
    payload: {
      paymentMethod: PaymentMethodType.CREDIT_CARD,
      callbackUrl: CALLBACK_URL,
      email: shopper.email,
      billingAddress: ADDRESS,
      ...body,
    },
  });

describe('experience pre-checkout', () => {
  it('prices a booking with the shared function (up to 99 per group), applies a usable coupon, ignores others', async () => {
    const experience = await experienceLike();
    const shopper = newGuest();
    const plain = await price(
      shopper,
      experience.id,
      'adult=12&juniorHighSchool=1&elementarySchool=2&preschool=1&senior=1',
    );
    expect(plain.status).toBe(200);
    const subtotal = 12 * 3000 + 2000 + 2 * 1500 + 500 + 2500;
    expect(plain.body).toMatchObject({ subtotal, discount: 0, total: subtotal, promotion: null });
    expect(plain.body.experience.id).toBe(experience.id);
    const withCoupon = await price(shopper, experience.id, 'adult=2&promotion=HATAKE10');
    expect(withCoupon.body).toMatchObject({ subtotal: 6000, discount: 600, total: 5400 });
    expect(withCoupon.body.promotion?.code).toBe('HATAKE10');
    expect((await price(shopper, experience.id, 'adult=2&promotion=FREESHIP')).body).toMatchObject({
      discount: 0,
      total: 6000,
    });
    expect((await price(shopper, experience.id, 'adult=2&promotion=NOSUCHCD')).body).toMatchObject({
      promotion: null,
      total: 6000,
    });
    expect(withCoupon.body.requestId).not.toBe(plain.body.requestId);
    expect((await price(shopper, 'no-such-experience', 'adult=1')).status).toBe(404);
    expect((await price(shopper, experience.id, 'adult=100')).status).toBe(400);
  });
});

describe('experience checkout', () => {
  it('books an accepting experience: the booking and its prices are copied, no shipping; paid → mail naming it', async () => {
    const experience = await experienceLike();
    const { date, time } = firstBookable(experience);
    const shopper = newGuest();
    const priced = await price(shopper, experience.id, 'adult=2&preschool=1&promotion=HATAKE10');
    const response = await book(shopper, experience.id, {
      requestId: priced.body.requestId,
      total: priced.body.total,
      promotionCode: 'HATAKE10',
      adultCount: 2,
      preschoolCount: 1,
      transportation: '車',
      requestedDate: date,
      requestedTime: time,
    });
    expect(response.statusCode, response.body).toBe(200);
    const paymentUrl = response.json<{ url: string }>().url;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, priced.body.requestId));
    expect(order).toMatchObject({
      type: OrderType.EXPERIENCE,
      status: OrderStatus.UNPAID,
      coordinatorId: experience.coordinatorId,
      shippingAddress: null,
    });
    const [booking] = await t.database.db
      .select()
      .from(orderExperiences)
      .where(eq(orderExperiences.orderId, priced.body.requestId));
    expect(booking).toMatchObject({
      adultCount: 2,
      adultPrice: 3000,
      preschoolCount: 1,
      preschoolPrice: 500,
      transportation: '車',
      requestedDate: date,
      requestedTime: time,
    });
    // Later price changes do not touch the order.
    await t.database.db
      .update(experiences)
      .set({ priceAdult: 9999 })
      .where(eq(experiences.id, experience.id));
    const since = t.smtp.messages.length;
    const settled = await settleSandbox(t.app, paymentUrl, 'paid');
    expect(settled.statusCode, settled.body).toBe(200);
    const mail = await t.smtp.waitFor(shopper.email, since);
    expect(mail.text).toContain(experience.title);
    expect(mail.text).toContain('大人 2名');
  });

  it('refuses what cannot be booked: not accepting 412, nobody 400, total 400, coupons 400/412, unknown 404', async () => {
    const open = await experienceLike();
    const soldOut = await experienceLike({ soldOut: true });
    const shopper = newGuest();
    const before = await tableDigests(t.database);
    const expectStatus = async (
      experienceId: string,
      body: Record<string, unknown>,
      status: number,
      detail: RegExp,
    ) => {
      const response = await book(shopper, experienceId, {
        requestId: `req-${Math.random().toString(36).slice(2)}`,
        adultCount: 1,
        total: 3000,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    };
    await expectStatus(soldOut.id, {}, 412, /not accepting/);
    await expectStatus(open.id, { adultCount: 0, total: 0 }, 400, /at least one participant/);
    await expectStatus(open.id, { total: 2999 }, 400, /total does not match/);
    await expectStatus(open.id, { promotionCode: 'NOSUCHCD' }, 400, /promotionCode/);
    await expectStatus('no-such-experience', {}, 404, /experience not found/);
    await expectStatus(open.id, { paymentMethod: PaymentMethodType.MERPAY }, 403, /out of service/);
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });

  it('books for a member with their own billing address, listed in their orders', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers: member.headers,
      payload: ADDRESS,
    });
    const addressId = saved.json<{ address: { id: string } }>().address.id;
    const experience = await experienceLike();
    const priced = await t.app.inject({
      method: 'GET',
      url: `/v1/checkouts/experiences/${experience.id}?adult=1&senior=1`,
      headers: member.headers,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const { requestId, total } = priced.json<PreCheckoutExperienceResponse>();
    expect(total).toBe(5500);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/checkouts/experiences/${experience.id}`,
      headers: member.headers,
      payload: {
        requestId,
        total,
        billingAddressId: addressId,
        adultCount: 1,
        seniorCount: 1,
        paymentMethod: PaymentMethodType.PAYPAY,
        callbackUrl: CALLBACK_URL,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const one = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${requestId}`,
      headers: member.headers,
    });
    const body = one.json<OrderResponse>();
    expect(body.order).toMatchObject({
      type: OrderType.EXPERIENCE,
      items: [],
      fulfillments: [],
      experience: { experienceId: experience.id, adultCount: 1, seniorCount: 1, seniorPrice: 2500 },
    });
    expect(body.order.shippingAddress).toEqual(body.order.billingAddress);
    expect(body.experience?.id).toBe(experience.id);
  });
});

describe('booking dates (docs/rules/checkout-and-payments.md, "Booking dates")', () => {
  const DAY = 86_400_000;
  /** YYYYMMDD in Japan time of now + `days`. */
  const japanDate = (days: number) =>
    new Date(Date.now() + 9 * 3_600_000 + days * DAY).toISOString().slice(0, 10).replaceAll('-', '');
  /** Open from 10 days ago to 20 days ahead, 09:00–17:00, two hours long (last start 15:00). */
  const thirtyDayExperience = () => {
    const now = Date.now();
    return experienceLike({
      startAt: new Date(now - 10 * DAY),
      endAt: new Date(now + 20 * DAY),
      businessOpenTime: '0900',
      businessCloseTime: '1700',
      duration: 120,
    });
  };

  it('refuses dates outside the period or before the lead time and times outside the hours, with 400 naming the field', async () => {
    const experience = await thirtyDayExperience();
    const shopper = newGuest();
    const before = await tableDigests(t.database);
    const refused = async (requestedDate: string, requestedTime: string, detail: RegExp) => {
      const response = await book(shopper, experience.id, {
        requestId: `req-${Math.random().toString(36).slice(2)}`,
        adultCount: 1,
        total: 3000,
        requestedDate,
        requestedTime,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    };
    await refused('20200101', '', /^requestedDate must lie within the experience's period/);
    await refused(japanDate(40), '', /^requestedDate must lie within the experience's period/);
    await refused(japanDate(0), '', /^requestedDate must be on or after/);
    await refused(japanDate(1), '', /^requestedDate must be on or after/);
    await refused('20270230', '', /^requestedDate is not a calendar date/);
    await refused(japanDate(5), '0830', /^requestedTime must be between 09:00 and 15:00/);
    await refused(japanDate(5), '1600', /^requestedTime must be between 09:00 and 15:00/);
    await refused('', '1000', /^requestedTime needs a requestedDate/);
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });

  it.each([
    ['2 days ahead at opening', 2, '0900'],
    ['the last day at the latest start', 19, '1500'],
    ['a date without a time', 5, ''],
    ['no date at all (the host arranges it)', null, ''],
  ])('books %s', async (_name, days, requestedTime) => {
    const experience = await thirtyDayExperience();
    const shopper = newGuest();
    const priced = await price(shopper, experience.id, 'adult=1');
    const requestedDate = days === null ? '' : japanDate(days);
    const response = await book(shopper, experience.id, {
      requestId: priced.body.requestId,
      total: priced.body.total,
      adultCount: 1,
      requestedDate,
      requestedTime,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [booking] = await t.database.db
      .select()
      .from(orderExperiences)
      .where(eq(orderExperiences.orderId, priced.body.requestId));
    expect(booking).toMatchObject({ requestedDate, requestedTime });
  });
});
