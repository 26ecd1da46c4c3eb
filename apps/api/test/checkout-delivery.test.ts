/**
 * 配送希望日・時間帯 through HTTP (docs/rules/checkout-and-payments.md, "Delivery date and time
 * slot"): a product checkout takes a delivery date 3–14 days ahead (Japan time) and one of the
 * carriers' slots, keeps them on the order and answers them in the member's order; a date outside
 * the window or an unknown slot is 400 naming the field and writes nothing; a body without them
 * (the reference client's) is an order without a preference; the order mail says the preference.
 */
import {
  DeliveryTimeSlot,
  type ErrorResponse,
  type OrderResponse,
  PaymentMethodType,
} from '@hatake/contract';
import { DELIVERY_LAST_DAY, DELIVERY_LEAD_DAYS } from '@hatake/contract/values';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
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
  settleSandbox,
} from './helpers/checkouts.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';

const t = testAppWithSmtp();

const DAY = 86_400_000;
/** `yyyymmdd` of the Japan-time day `days` after today. */
const japanDate = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * DAY).toISOString().slice(0, 10).replaceAll('-', '');

/** A guest with one unit of a fresh product in the cart, priced for Tokyo. */
const pricedGuest = async () => {
  const product = await productLike(t.database.db);
  const shopper = newGuest();
  await addToCart(t.app, shopper, product.id);
  const priced = await priceCart(t.app, shopper, product.coordinatorId);
  return { shopper, priced };
};

const storedPreference = async (orderId: string) => {
  const [row] = await t.database.db
    .select({ date: orders.deliveryDate, slot: orders.deliveryTimeSlot })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
};

describe('delivery date and time slot at product checkout', () => {
  it('keeps a date in the window and a slot on the order, and the member reads them back', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const address = await t.app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers: member.headers,
      payload: ADDRESS,
    });
    const addressId = address.json<{ address: { id: string } }>().address.id;
    const product = await productLike(t.database.db);
    const shopper = newGuest(member.headers);
    await addToCart(t.app, shopper, product.id);
    const priced = await priceCart(t.app, shopper, product.coordinatorId);
    const deliveryDate = japanDate(DELIVERY_LEAD_DAYS + 2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkouts/products',
      headers: shopper.headers,
      payload: {
        requestId: priced.requestId,
        coordinatorId: product.coordinatorId,
        paymentMethod: PaymentMethodType.CREDIT_CARD,
        callbackUrl: CALLBACK_URL,
        total: priced.total,
        billingAddressId: addressId,
        shippingAddressId: addressId,
        deliveryDate,
        deliveryTimeSlot: DeliveryTimeSlot.FROM_18_TO_20,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedPreference(priced.requestId)).toEqual({
      date: deliveryDate,
      slot: DeliveryTimeSlot.FROM_18_TO_20,
    });

    const one = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${priced.requestId}`,
      headers: member.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<OrderResponse>().order).toMatchObject({
      deliveryDate,
      deliveryTimeSlot: DeliveryTimeSlot.FROM_18_TO_20,
    });
  });

  it('takes the first and the last day of the window, and a slot without a date', async () => {
    for (const [deliveryDate, deliveryTimeSlot] of [
      [japanDate(DELIVERY_LEAD_DAYS), DeliveryTimeSlot.MORNING],
      [japanDate(DELIVERY_LAST_DAY), DeliveryTimeSlot.NONE],
      ['', DeliveryTimeSlot.FROM_19_TO_21],
    ] as const) {
      const { shopper, priced } = await pricedGuest();
      const response = await guestCheckout(
        t.app,
        shopper,
        guestBody(shopper, priced, { deliveryDate, deliveryTimeSlot }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedPreference(priced.requestId)).toEqual({
        date: deliveryDate,
        slot: deliveryTimeSlot,
      });
    }
  });

  it('a body without them (the reference client’s) is an order without a preference', async () => {
    const { shopper, priced } = await pricedGuest();
    const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced));
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedPreference(priced.requestId)).toEqual({ date: '', slot: DeliveryTimeSlot.NONE });
  });

  it('refuses a date outside the window or an unknown slot with 400 naming the field, and writes nothing', async () => {
    const { shopper, priced } = await pricedGuest();
    const before = await tableDigests(t.database);
    const refused = async (overrides: Record<string, unknown>, detail: RegExp) => {
      const response = await guestCheckout(t.app, shopper, guestBody(shopper, priced, overrides));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ErrorResponse>();
      expect(body).toMatchObject({ status: 400, detail: expect.stringMatching(detail) });
    };
    const window = /^deliveryDate must be between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2} \(3 to 14 days/;
    await refused({ deliveryDate: japanDate(0) }, window);
    await refused({ deliveryDate: japanDate(DELIVERY_LEAD_DAYS - 1) }, window);
    await refused({ deliveryDate: japanDate(DELIVERY_LAST_DAY + 1) }, window);
    await refused({ deliveryDate: '20200101' }, window);
    await refused({ deliveryDate: '20270230' }, /^deliveryDate is not a calendar date/);
    await refused({ deliveryDate: '2027-01-05' }, /deliveryDate/);
    await refused({ deliveryTimeSlot: 6 }, /deliveryTimeSlot/);
    await refused({ deliveryTimeSlot: -1 }, /deliveryTimeSlot/);
    await refused({ deliveryTimeSlot: '午前中' }, /deliveryTimeSlot/);
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
    expect(await storedPreference(priced.requestId)).toBeUndefined();
  });

  it('the order mail says the date and slot, and that the order ships in time for them', async () => {
    const { shopper, priced } = await pricedGuest();
    const deliveryDate = japanDate(DELIVERY_LEAD_DAYS + 4);
    const response = await guestCheckout(
      t.app,
      shopper,
      guestBody(shopper, priced, { deliveryDate, deliveryTimeSlot: DeliveryTimeSlot.MORNING }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const since = t.smtp.messages.length;
    expect((await settleSandbox(t.app, response.json<{ url: string }>().url, 'paid')).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(shopper.email, since);
    const [year, month, day] = [deliveryDate.slice(0, 4), deliveryDate.slice(4, 6), deliveryDate.slice(6, 8)];
    expect(mail.text).toContain(`配送希望日時: ${Number(year)}年${Number(month)}月${Number(day)}日 午前中`);
    expect(mail.text).toContain('発送予定: ご希望の配送日に届くよう発送します');
  });
});
