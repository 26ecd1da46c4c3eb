import type { Cart, CartResponse, Coordinator, Product } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { checkoutPath } from './paths.ts';
import { promotionReason } from './promotion-reason.ts';
import { guestSessionCookies, guestSessionHeader, parseSetCookie } from './set-cookie.ts';
import {
  addQuantityMost,
  boxGroups,
  boxSizeCm,
  boxTypeKey,
  cartUnits,
  cleanPromotionCode,
  fillPercent,
  groupByCoordinator,
  quantitiesByProduct,
  unavailableLines,
} from './view.ts';

const product = (id: string, coordinatorId: string, status = 2, inventory = 10) =>
  ({ id, coordinatorId, status, inventory, name: id, price: 1000 }) as unknown as Product;
const coordinator = (id: string) => ({ id, marcheName: `marche ${id}` }) as unknown as Coordinator;

const cart: CartResponse = {
  carts: [
    {
      number: 2,
      type: 2,
      size: 2,
      rate: 90,
      items: [{ productId: 'frozen', quantity: 2 }],
      coordinatorId: 'c1',
    },
    {
      number: 1,
      type: 1,
      size: 1,
      rate: 60,
      items: [{ productId: 'tomato', quantity: 1 }],
      coordinatorId: 'c1',
    },
    {
      number: 1,
      type: 1,
      size: 3,
      rate: 100,
      items: [{ productId: 'rice', quantity: 3 }],
      coordinatorId: 'c2',
    },
    {
      number: 2,
      type: 1,
      size: 1,
      rate: 20,
      items: [{ productId: 'rice', quantity: 1 }],
      coordinatorId: 'c2',
    },
  ],
  coordinators: [coordinator('c1'), coordinator('c2')],
  products: [
    product('frozen', 'c1'),
    product('tomato', 'c1'),
    product('rice', 'c2'),
    product('presale', 'c2', 1),
    product('ended', 'c1', 3),
    product('empty', 'c2', 2, 0),
  ],
};

describe('cart view', () => {
  it('counts the units of every box', () => {
    expect(cartUnits(cart)).toBe(7);
    expect(cartUnits({ carts: [] })).toBe(0);
  });

  it('groups boxes per coordinator in the order the cart names them, boxes by number', () => {
    const groups = groupByCoordinator(cart);
    expect(
      groups.map((g) => [g.coordinatorId, g.coordinator?.marcheName, g.boxes.map((b) => b.number)]),
    ).toEqual([
      ['c1', 'marche c1', [1, 2]],
      ['c2', 'marche c2', [1, 2]],
    ]);
    expect(quantitiesByProduct(groups[1]?.boxes ?? [])).toEqual(new Map([['rice', 4]]));
  });

  it('counts identical boxes once: same type, size and fill', () => {
    const box = (number: number, size: Cart['size'], rate: number, type: Cart['type'] = 1): Cart => ({
      number,
      type,
      size,
      rate,
      items: [{ productId: 'jam', quantity: 2 }],
      coordinatorId: 'c1',
    });
    // Twelve jars in six full size-60 boxes, then a half-full one and a cool box.
    const boxes = [box(8, 1, 100, 2), ...[1, 2, 3, 4, 5, 6].map((n) => box(n, 1, 100)), box(7, 1, 50)];
    expect(boxGroups(boxes)).toEqual([
      { type: 1, size: 1, rate: 100, count: 6 },
      { type: 1, size: 1, rate: 50, count: 1 },
      { type: 2, size: 1, rate: 100, count: 1 },
    ]);
    expect(boxGroups([])).toEqual([]);
  });

  it('lists the products in no box with the reason', () => {
    expect(unavailableLines(cart).map(({ product: p, reason }) => [p.id, reason])).toEqual([
      ['presale', 'presale'],
      ['ended', 'outOfSales'],
      ['empty', 'soldOut'],
    ]);
  });

  it('names sizes, types and fill', () => {
    expect([1, 2, 3, 0].map(boxSizeCm)).toEqual([60, 80, 100, 0]);
    expect([1, 2].map(boxTypeKey)).toEqual(['normal', 'cool']);
    expect([-5, 42.4, 130].map(fillPercent)).toEqual([0, 42, 100]);
  });

  it('offers 1…min(stock, 99) units', () => {
    expect(addQuantityMost(3)).toBe(3);
    expect(addQuantityMost(0)).toBe(0);
    expect(addQuantityMost(-2)).toBe(0);
    expect(addQuantityMost(7.9)).toBe(7);
    expect(addQuantityMost(500)).toBe(99);
  });

  it('cleans a typed coupon code', () => {
    expect(cleanPromotionCode(' HATAKE10 ')).toBe('HATAKE10');
    expect(cleanPromotionCode(['A', 'B'])).toBe('A');
    expect(cleanPromotionCode(undefined)).toBe('');
    expect(cleanPromotionCode('x'.repeat(80))).toHaveLength(64);
  });
});

describe('the guest session cookie', () => {
  it('reads the API’s Set-Cookie', () => {
    expect(
      parseSetCookie('session_id=abc_DEF-123; Max-Age=1209600; Path=/; HttpOnly; Secure; SameSite=Lax'),
    ).toEqual({
      name: 'session_id',
      value: 'abc_DEF-123',
      options: { maxAge: 1209600, path: '/', httpOnly: true, secure: true, sameSite: 'lax' },
    });
    expect(parseSetCookie('=nameless')).toBeUndefined();
  });

  it('passes on only session_id', () => {
    expect(guestSessionCookies(['other=1; Path=/', 'session_id=abc; Path=/']).map((c) => c.name)).toEqual([
      'session_id',
    ]);
  });

  it('forwards a well-formed session id only', () => {
    expect(guestSessionHeader('abc_DEF-123')).toBe('session_id=abc_DEF-123');
    expect(guestSessionHeader(undefined)).toBeUndefined();
    expect(guestSessionHeader('a;b=c')).toBeUndefined();
  });
});

describe('coupons and checkout', () => {
  it('reads why the API refused a code', () => {
    expect(promotionReason('promotion has not started yet')).toBe('notStarted');
    expect(promotionReason('promotion has ended')).toBe('ended');
    expect(promotionReason('promotion has reached its usage limit')).toBe('usedUp');
    expect(promotionReason('promotion is not valid for this shop')).toBe('otherShop');
    expect(promotionReason('something else')).toBeUndefined();
  });

  it('links the checkout of a marche with its code and destination', () => {
    expect(checkoutPath('ja', 'c 1')).toBe('/v1/purchase/auth?coordinatorId=c+1');
    expect(checkoutPath('en', 'c1', { promotion: 'HATAKE10', prefecture: 13 })).toBe(
      '/en/v1/purchase/auth?coordinatorId=c1&promotionCode=HATAKE10&prefecture=13',
    );
  });
});
