/**
 * The cart through HTTP → service → database (docs/rules/cart-and-boxes.md): identity by cookie
 * and by member, adds and their refusals, concurrent adds, removal, and the price of a
 * coordinator's boxes with every box size, a cool box, free shipping and promotions.
 */
import {
  type CalcCartResponse,
  type CartResponse,
  DeliveryType,
  type Shipping,
  ShippingSize,
  ShippingType,
} from '@hatake/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, coordinators, products, promotions, shippings } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';

const t = testAppWithSmtp();

type Shopper = { cookie: string; headers: Record<string, string> };
let shoppers = 0;
/** A fresh guest with its own session cookie (ids are URL-safe, 16–64 characters). */
const guest = (): Shopper => {
  shoppers += 1;
  const cookie = `session_id=test-session-${process.pid}-${shoppers}-abcdefgh`;
  return { cookie, headers: { cookie } };
};

const call = (shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: shopper.headers, ...(payload ? { payload } : {}) });
const add = (shopper: Shopper, productId: string, quantity = 1) =>
  call(shopper, 'POST', '/v1/carts/-/items', { productId, quantity });
const cartOf = async (shopper: Shopper): Promise<CartResponse> => {
  const response = await call(shopper, 'GET', '/v1/carts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const calc = async (shopper: Shopper, coordinatorId: string, query = '') => {
  const response = await call(shopper, 'GET', `/v1/carts/${coordinatorId}${query ? `?${query}` : ''}`);
  return { status: response.statusCode, body: response.json() as CalcCartResponse & { detail?: string } };
};
const quantitiesOf = (cart: CartResponse) => {
  const totals = new Map<string, number>();
  for (const box of cart.carts)
    for (const item of box.items)
      totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);
  return Object.fromEntries(totals);
};

const now = () => new Date();
/** Products on sale now with stock, optionally of one delivery type. */
const onSale = async (deliveryType?: number) =>
  t.database.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.public, true),
        isNull(products.deletedAt),
        lt(products.startAt, now()),
        gt(products.endAt, now()),
        gt(products.inventory, 20),
        ...(deliveryType ? [eq(products.deliveryType, deliveryType)] : []),
      ),
    )
    .orderBy(products.id);

/** A product made to measure for a test: a copy of an on-sale product with the given fields. */
const productLike = async (
  template: typeof products.$inferSelect,
  values: Partial<typeof products.$inferInsert>,
) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template;
  const [row] = await t.database.db
    .insert(products)
    .values({ ...rest, inventory: 100, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
};

describe('identity', () => {
  it('gives a guest without a cookie an empty cart and a 14-day HttpOnly session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/carts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ carts: [], coordinators: [], products: [] });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session_id=[A-Za-z0-9_-]{16,64};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Max-Age=1209600');
  });

  it('keeps each guest’s cart apart', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('no product on sale');
    const a = guest();
    const b = guest();
    expect((await add(a, product.id, 2)).statusCode).toBe(204);
    expect(quantitiesOf(await cartOf(a))).toEqual({ [product.id]: 2 });
    expect(await cartOf(b)).toEqual({ carts: [], coordinators: [], products: [] });
  });

  it('joins a guest cart to the member’s at sign-in and follows the member to another device', async () => {
    const [first, second] = await onSale();
    if (!first || !second) throw new Error('need two products');
    const member = await signUpAndSignIn(t.app, t.smtp);
    const laptop = guest();
    // Before signing in: the guest cart on the laptop, and an older member cart from the phone.
    expect((await add(laptop, first.id, 1)).statusCode).toBe(204);
    const phone: Shopper = { cookie: '', headers: member.headers };
    expect((await add(phone, first.id, 2)).statusCode).toBe(204);
    expect((await add(phone, second.id, 1)).statusCode).toBe(204);

    // Signed in on the laptop: one cart, quantities of the same product added.
    const laptopSignedIn: Shopper = {
      cookie: laptop.cookie,
      headers: { ...laptop.headers, ...member.headers },
    };
    expect(quantitiesOf(await cartOf(laptopSignedIn))).toEqual({ [first.id]: 3, [second.id]: 1 });
    expect(quantitiesOf(await cartOf(phone))).toEqual({ [first.id]: 3, [second.id]: 1 });
    // The guest cart is gone: signed out again, the laptop's cart is empty; merging twice adds nothing.
    expect((await cartOf(laptop)).carts).toEqual([]);
    expect(quantitiesOf(await cartOf(laptopSignedIn))).toEqual({ [first.id]: 3, [second.id]: 1 });
    const rows = await t.database.db.select().from(carts).where(eq(carts.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('merges a guest cart once when the member’s first calls arrive together', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('no product');
    const member = await signUpAndSignIn(t.app, t.smtp);
    const device = guest();
    expect((await add(device, product.id, 2)).statusCode).toBe(204);
    const signedIn: Shopper = { cookie: device.cookie, headers: { ...device.headers, ...member.headers } };
    // The header badge, the cart page and an add race right after sign-in: each checks for a guest
    // cart, and the one that merges it holds the lock; the others find it gone.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => call(signedIn, 'GET', '/v1/carts')),
      add(signedIn, product.id, 1),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(8).fill(200), 204]);
    expect(quantitiesOf(await cartOf(signedIn))).toEqual({ [product.id]: 3 });
    const guestRows = await t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.sessionId, device.cookie.replace('session_id=', '')), isNull(carts.userId)));
    expect(guestRows).toEqual([]);
  });
});

describe('POST /v1/carts/-/items', () => {
  it('refuses a product that is not for sale (403), an unknown one (404), more than the stock (412)', async () => {
    const [template] = await onSale();
    if (!template) throw new Error('no product');
    const presale = await productLike(template, {
      startAt: new Date(Date.now() + 86_400_000),
      endAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const ended = await productLike(template, {
      startAt: new Date(Date.now() - 2 * 86_400_000),
      endAt: new Date(Date.now() - 86_400_000),
    });
    const scarce = await productLike(template, { inventory: 3 });
    const shopper = guest();
    const expectRefusal = async (productId: string, quantity: number, status: number, detail: RegExp) => {
      const response = await add(shopper, productId, quantity);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ status, detail: expect.stringMatching(detail) });
    };
    await expectRefusal(presale.id, 1, 403, /not for sale/);
    await expectRefusal(ended.id, 1, 403, /not for sale/);
    await expectRefusal('no-such-product', 1, 404, /product not found/);
    await expectRefusal(scarce.id, 4, 412, /3 in stock, 0 already in the cart/);
    expect((await add(shopper, scarce.id, 2)).statusCode).toBe(204);
    await expectRefusal(scarce.id, 2, 412, /3 in stock, 2 already in the cart/);
    await expectRefusal(scarce.id, 0, 400, /^quantity must be >= 1$/);
    expect(quantitiesOf(await cartOf(shopper))).toEqual({ [scarce.id]: 2 });
  });

  it('loses no add when ten arrive at once', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('no product');
    const shopper = guest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(shopper, product.id, 1)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    expect(quantitiesOf(await cartOf(shopper))).toEqual({ [product.id]: 10 });
  });

  it('never lets concurrent adds to one cart pass the stock', async () => {
    const [template] = await onSale();
    if (!template) throw new Error('no product');
    const scarce = await productLike(template, { inventory: 5 });
    const shopper = guest();
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(shopper, scarce.id, 1)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 204)).toHaveLength(5);
    expect(statuses.filter((status) => status === 412)).toHaveLength(7);
    expect(quantitiesOf(await cartOf(shopper))).toEqual({ [scarce.id]: 5 });
  });
});

describe('GET /v1/carts', () => {
  it('packs boxes per coordinator and temperature, side-loading coordinators and products', async () => {
    const [ambient] = await onSale(DeliveryType.NORMAL);
    const [frozen] = await onSale(DeliveryType.FROZEN);
    if (!ambient || !frozen) throw new Error('seed needs ambient and frozen products on sale');
    const shopper = guest();
    await add(shopper, ambient.id, 1);
    await add(shopper, frozen.id, 1);
    const cart = await cartOf(shopper);
    const types = cart.carts.map((box) => [
      box.coordinatorId,
      box.type,
      box.items.map((item) => item.productId),
    ]);
    expect(types).toEqual(
      expect.arrayContaining([
        [ambient.coordinatorId, ShippingType.NORMAL, [ambient.id]],
        [frozen.coordinatorId, ShippingType.FROZEN, [frozen.id]],
      ]),
    );
    expect(cart.products.map((p) => p.id).sort()).toEqual([ambient.id, frozen.id].sort());
    expect(cart.coordinators.map((c) => c.id).sort()).toEqual(
      [...new Set([ambient.coordinatorId, frozen.coordinatorId])].sort(),
    );
  });

  it('keeps a line whose product went off sale out of the boxes but lists the product', async () => {
    const [template] = await onSale();
    if (!template) throw new Error('no product');
    const leaving = await productLike(template, {});
    const shopper = guest();
    await add(shopper, leaving.id, 2);
    await t.database.db
      .update(products)
      .set({ endAt: new Date(Date.now() - 1000), startAt: new Date(Date.now() - 86_400_000) })
      .where(eq(products.id, leaving.id));
    const cart = await cartOf(shopper);
    expect(cart.carts).toEqual([]);
    expect(cart.products.map((p) => [p.id, p.status])).toEqual([[leaving.id, 3]]);
  });
});

describe('DELETE /v1/carts/-/items/{productId}', () => {
  it('removes a product, or only its units in one box', async () => {
    const [template] = await onSale();
    if (!template) throw new Error('no product');
    // 4 units of 30 % of a size-100 box: box 1 holds 3, box 2 holds 1.
    const jar = await productLike(template, {
      weight: 500,
      box60Rate: 80,
      box80Rate: 50,
      box100Rate: 30,
      deliveryType: DeliveryType.NORMAL,
    });
    const shopper = guest();
    await add(shopper, jar.id, 4);
    const before = (await cartOf(shopper)).carts.filter(
      (box) => box.coordinatorId === jar.coordinatorId && box.items.some((i) => i.productId === jar.id),
    );
    expect(before.map((box) => box.items.find((i) => i.productId === jar.id)?.quantity)).toEqual([3, 1]);
    const secondBox = before[1]?.number;
    expect(
      (await call(shopper, 'DELETE', `/v1/carts/-/items/${jar.id}?number=${secondBox}`)).statusCode,
    ).toBe(204);
    expect(quantitiesOf(await cartOf(shopper))).toEqual({ [jar.id]: 3 });
    expect((await call(shopper, 'DELETE', `/v1/carts/-/items/${jar.id}?number=99`)).statusCode).toBe(204);
    expect(quantitiesOf(await cartOf(shopper))).toEqual({ [jar.id]: 3 });
    expect((await call(shopper, 'DELETE', `/v1/carts/-/items/${jar.id}`)).statusCode).toBe(204);
    expect((await cartOf(shopper)).carts).toEqual([]);
    const left = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, jar.id));
    expect(left).toEqual([]);
  });
});

describe('GET /v1/carts/{coordinatorId}', () => {
  let template: typeof products.$inferSelect;
  let shipping: Shipping;
  /** The test's own reading of the fee table: the first group of the size containing the prefecture. */
  const tableFee = (size: ShippingSize, cool: boolean, prefecture: number) => {
    const [rates, surcharge] =
      size === ShippingSize.SIZE60
        ? [shipping.box60Rates, shipping.box60Frozen]
        : size === ShippingSize.SIZE80
          ? [shipping.box80Rates, shipping.box80Frozen]
          : [shipping.box100Rates, shipping.box100Frozen];
    const rate = rates.find((r) => r.prefectureCodes.includes(prefecture as never));
    if (!rate) throw new Error(`no rate for ${prefecture}`);
    return rate.price + (cool ? surcharge : 0);
  };

  beforeAll(async () => {
    const [first] = await onSale();
    if (!first) throw new Error('no product');
    template = first;
    // No free shipping, so every fee shows.
    await t.database.db.update(shippings).set({ hasFreeShipping: false }).where(isNull(shippings.deletedAt));
    const response = await t.app.inject({ method: 'GET', url: `/v1/coordinators/${template.coordinatorId}` });
    shipping = response.json<{ shipping: Shipping }>().shipping;
    expect(shipping.box60Rates.length).toBeGreaterThan(0);
  });

  it.each([
    ['size 60', { weight: 500, box60Rate: 40, box80Rate: 30, box100Rate: 20 }, ShippingSize.SIZE60, false],
    ['size 80', { weight: 3_000, box60Rate: 40, box80Rate: 30, box100Rate: 20 }, ShippingSize.SIZE80, false],
    [
      'size 100',
      { weight: 7_000, box60Rate: 40, box80Rate: 30, box100Rate: 20 },
      ShippingSize.SIZE100,
      false,
    ],
    [
      'a frozen size-80 box',
      { weight: 3_000, box60Rate: 40, box80Rate: 30, box100Rate: 20, deliveryType: DeliveryType.FROZEN },
      ShippingSize.SIZE80,
      true,
    ],
  ])('charges the table’s fee for %s', async (_name, values, size, cool) => {
    const product = await productLike(template, {
      deliveryType: DeliveryType.NORMAL,
      price: 1_000,
      ...values,
    });
    const shopper = guest();
    await add(shopper, product.id, 1);
    for (const prefecture of [13, 47]) {
      const { status, body } = await calc(shopper, product.coordinatorId, `prefecture=${prefecture}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.carts).toEqual([
        expect.objectContaining({ size, type: cool ? ShippingType.FROZEN : ShippingType.NORMAL }),
      ]);
      expect(body.shippingFee).toBe(tableFee(size, cool, prefecture));
      expect(body.subtotal).toBe(1_000);
      expect(body.total).toBe(1_000 + body.shippingFee);
    }
  });

  it('prices without a fee before a prefecture is chosen, with a fresh requestId every time', async () => {
    const shopper = guest();
    await add(shopper, template.id, 2);
    const first = await calc(shopper, template.coordinatorId);
    const second = await calc(shopper, template.coordinatorId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      subtotal: template.price * 2,
      discount: 0,
      shippingFee: 0,
      total: template.price * 2,
      promotion: null,
      items: [{ productId: template.id, quantity: 2 }],
    });
    expect(first.body.coordinator.id).toBe(template.coordinatorId);
    expect(first.body.requestId).not.toBe(second.body.requestId);
  });

  it('ships free from the threshold up, whatever the coupon', async () => {
    const shopper = guest();
    await add(shopper, template.id, 1);
    const [own] = await t.database.db
      .select({ id: shippings.id })
      .from(shippings)
      .where(and(eq(shippings.coordinatorId, template.coordinatorId), eq(shippings.inUse, true)));
    const id = own?.id ?? 'default';
    await t.database.db
      .update(shippings)
      .set({ hasFreeShipping: true, freeShippingRates: template.price })
      .where(eq(shippings.id, id));
    try {
      const { body } = await calc(shopper, template.coordinatorId, 'prefecture=13&promotion=HATAKE10');
      expect(body.shippingFee).toBe(0);
      expect(body.discount).toBe(Math.floor(template.price / 10));
      await t.database.db
        .update(shippings)
        .set({ freeShippingRates: template.price + 1 })
        .where(eq(shippings.id, id));
      expect((await calc(shopper, template.coordinatorId, 'prefecture=13')).body.shippingFee).toBeGreaterThan(
        0,
      );
    } finally {
      await t.database.db.update(shippings).set({ hasFreeShipping: false }).where(eq(shippings.id, id));
    }
  });

  it('applies a usable promotion and ignores unknown or unusable codes', async () => {
    const shopper = guest();
    await add(shopper, template.id, 3);
    const subtotal = template.price * 3;
    const rate = await calc(shopper, template.coordinatorId, 'prefecture=13&promotion=HATAKE10');
    expect(rate.body.promotion?.code).toBe('HATAKE10');
    expect(rate.body.discount).toBe(Math.floor(subtotal / 10));
    expect(rate.body.total).toBe(subtotal - rate.body.discount + rate.body.shippingFee);
    const free = await calc(shopper, template.coordinatorId, 'prefecture=13&promotion=FREESHIP');
    expect(free.body.discount).toBe(free.body.shippingFee);
    expect(free.body.total).toBe(subtotal);
    for (const code of ['NOSUCHCD', 'x']) {
      const ignored = await calc(shopper, template.coordinatorId, `prefecture=13&promotion=${code}`);
      expect(ignored.status).toBe(200);
      expect(ignored.body).toMatchObject({ promotion: null, discount: 0 });
    }
    // A shop-specific code of another shop is not applied here.
    const [model] = await t.database.db
      .select()
      .from(promotions)
      .where(isNotNull(promotions.coordinatorId))
      .limit(1);
    const [otherShop] = await t.database.db
      .select({ id: coordinators.id })
      .from(coordinators)
      .where(ne(coordinators.id, template.coordinatorId))
      .limit(1);
    if (!model || !otherShop) throw new Error('seed needs a shop-specific promotion and two coordinators');
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = model;
    await t.database.db.insert(promotions).values({ ...copy, code: 'ELSEWH01', coordinatorId: otherShop.id });
    const notHere = await calc(shopper, template.coordinatorId, 'promotion=ELSEWH01');
    expect(notHere.body).toMatchObject({ promotion: null, discount: 0 });
  });

  it('answers 400 without a box to price, 404 for an unknown coordinator, 412 where the shop does not ship', async () => {
    const shopper = guest();
    expect((await calc(shopper, template.coordinatorId)).status).toBe(400);
    expect((await calc(shopper, 'no-such-coordinator')).status).toBe(404);
    await add(shopper, template.id, 1);
    expect((await calc(shopper, template.coordinatorId, 'number=9')).status).toBe(400);
    const [own] = await t.database.db
      .select()
      .from(shippings)
      .where(and(eq(shippings.coordinatorId, template.coordinatorId), eq(shippings.inUse, true)));
    const id = own?.id ?? 'default';
    const [before] = await t.database.db.select().from(shippings).where(eq(shippings.id, id));
    await t.database.db
      .update(shippings)
      .set({ box60Rates: [], box80Rates: [], box100Rates: [] })
      .where(eq(shippings.id, id));
    try {
      const refused = await calc(shopper, template.coordinatorId, 'prefecture=13');
      expect(refused.status).toBe(412);
      expect(refused.body.detail).toBe('this shop does not ship to prefecture 13');
    } finally {
      if (before)
        await t.database.db
          .update(shippings)
          .set({
            box60Rates: before.box60Rates,
            box80Rates: before.box80Rates,
            box100Rates: before.box100Rates,
          })
          .where(eq(shippings.id, id));
    }
    const stored = await t.database.db
      .select()
      .from(products)
      .where(inArray(products.id, [template.id]));
    expect(stored).toHaveLength(1);
  });
});
