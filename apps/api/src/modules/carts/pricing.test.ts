import { DiscountType, type Shipping, ShippingSize, ShippingType } from '@hatake/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxFee, discountOf, includedTax, shippingFeeOf, summarize } from './pricing.ts';

const ALL = Array.from({ length: 47 }, (_, index) => index + 1);
const group = (price: number, codes: number[]) => ({
  number: 1,
  name: `${price}`,
  price,
  prefectures: [],
  prefectureCodes: codes as never,
});

/** Tokyo (13) in its own price group, every other prefecture in a second one. */
const shipping: Shipping = {
  id: 's',
  box60Rates: [
    group(900, [13]),
    group(
      1_300,
      ALL.filter((c) => c !== 13),
    ),
  ],
  box60Frozen: 200,
  box80Rates: [
    group(1_100, [13]),
    group(
      1_500,
      ALL.filter((c) => c !== 13),
    ),
  ],
  box80Frozen: 250,
  box100Rates: [
    group(1_400, [13]),
    group(
      1_900,
      ALL.filter((c) => c !== 13),
    ),
  ],
  box100Frozen: 300,
  hasFreeShipping: true,
  freeShippingRates: 12_000,
};

const box = (size: ShippingSize, type: ShippingType = ShippingType.NORMAL) => ({ size, type });

describe('boxFee', () => {
  it.each([
    [ShippingSize.SIZE60, ShippingType.NORMAL, 13, 900],
    [ShippingSize.SIZE80, ShippingType.NORMAL, 13, 1_100],
    [ShippingSize.SIZE100, ShippingType.NORMAL, 13, 1_400],
    [ShippingSize.SIZE60, ShippingType.FROZEN, 13, 1_100],
    [ShippingSize.SIZE80, ShippingType.FROZEN, 47, 1_750],
    [ShippingSize.SIZE100, ShippingType.FROZEN, 1, 2_200],
  ])('size %i type %i to %i costs %i', (size, type, prefecture, fee) => {
    expect(boxFee(shipping, box(size as ShippingSize, type as ShippingType), prefecture)).toBe(fee);
  });

  it('has no fee where the shop has no price', () => {
    expect(boxFee({ ...shipping, box80Rates: [group(1_100, [13])] }, box(ShippingSize.SIZE80), 1)).toBeNull();
    expect(boxFee(shipping, box(ShippingSize.UNKNOWN), 13)).toBeNull();
  });
});

describe('shippingFeeOf', () => {
  const boxes = [box(ShippingSize.SIZE60), box(ShippingSize.SIZE80, ShippingType.FROZEN)];

  it('sums the boxes: the docs example', () => {
    expect(shippingFeeOf(shipping, boxes, 7_000, 13)).toBe(900 + 1_100 + 250);
  });

  it('is 0 from the free-shipping threshold up (inclusive) and before a destination is chosen', () => {
    expect(shippingFeeOf(shipping, boxes, 12_000, 13)).toBe(0);
    expect(shippingFeeOf(shipping, boxes, 11_999, 13)).toBe(2_250);
    expect(shippingFeeOf(shipping, boxes, 7_000, 0)).toBe(0);
    expect(shippingFeeOf({ ...shipping, hasFreeShipping: false }, boxes, 50_000, 13)).toBe(2_250);
  });

  it('is null when one box cannot be shipped there', () => {
    expect(shippingFeeOf({ ...shipping, box80Rates: [] }, boxes, 7_000, 13)).toBeNull();
  });
});

describe('discountOf and summarize', () => {
  const rate = (discountRate: number) => ({ discountType: DiscountType.RATE, discountRate });
  const amount = (discountRate: number) => ({ discountType: DiscountType.AMOUNT, discountRate });
  const free = { discountType: DiscountType.FREE_SHIPPING, discountRate: 0 };

  it('computes the docs example', () => {
    expect(summarize(6_400, 1_350, rate(15))).toEqual({
      subtotal: 6_400,
      discount: 960,
      shippingFee: 1_350,
      total: 6_790,
    });
    expect(includedTax(6_790)).toBe(617);
    expect(summarize(6_400, 1_350, amount(500)).total).toBe(7_250);
    expect(summarize(6_400, 1_350, free)).toEqual({
      subtotal: 6_400,
      discount: 1_350,
      shippingFee: 1_350,
      total: 6_400,
    });
    expect(summarize(6_400, 1_350, null).total).toBe(7_750);
  });

  it('never discounts more than the goods, and shipping only by a free-shipping code', () => {
    expect(discountOf(amount(10_000), 3_000, 900)).toBe(3_000);
    expect(discountOf(rate(100), 3_000, 900)).toBe(3_000);
    expect(discountOf({ discountType: 0, discountRate: 50 }, 3_000, 900)).toBe(0);
  });

  it('keeps the total between 0 and subtotal + shipping, the discount within its bounds (property)', () => {
    const promotion = fc.oneof(
      fc.constant(null),
      fc.record({
        discountType: fc.constantFrom(0, DiscountType.AMOUNT, DiscountType.RATE, DiscountType.FREE_SHIPPING),
        discountRate: fc.integer({ min: -100, max: 1_000_000 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        promotion,
        (subtotal, shippingFee, code) => {
          const result = summarize(subtotal, shippingFee, code);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.total).toBeLessThanOrEqual(subtotal + shippingFee);
          expect(result.discount).toBeGreaterThanOrEqual(0);
          const bound = code?.discountType === DiscountType.FREE_SHIPPING ? shippingFee : subtotal;
          expect(result.discount).toBeLessThanOrEqual(bound);
          expect(result.total).toBe(subtotal + shippingFee - result.discount);
          expect(Number.isInteger(result.total)).toBe(true);
        },
      ),
    );
  });
});
