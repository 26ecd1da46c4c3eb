import { DeliveryType, type Shipping, ShippingSize, ShippingType } from '@hatake/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EstimatedProduct, estimateShipping } from './estimate.ts';

const ALL = Array.from({ length: 47 }, (_, index) => index + 1);
const group = (price: number, codes: number[]) => ({
  number: 1,
  name: `${price}`,
  price,
  prefectures: [],
  prefectureCodes: codes as never,
});
const split = (tokyo: number, others: number) => [
  group(tokyo, [13]),
  group(
    others,
    ALL.filter((code) => code !== 13),
  ),
];

/** Tokyo (13) in one price group, every other prefecture in another; free from 12,000 yen. */
const shipping: Shipping = {
  id: 's',
  box60Rates: split(900, 1_300),
  box60Frozen: 200,
  box80Rates: split(1_100, 1_500),
  box80Frozen: 250,
  box100Rates: split(1_400, 1_900),
  box100Frozen: 300,
  hasFreeShipping: true,
  freeShippingRates: 12_000,
};

/** An 800 g jam jar, rates 60/80/100 = 50/35/25 (docs/rules/cart-and-boxes.md). */
const jam: EstimatedProduct = {
  id: 'jam',
  coordinatorId: 'c',
  deliveryType: DeliveryType.NORMAL,
  weight: 800,
  box60Rate: 50,
  box80Rate: 35,
  box100Rate: 25,
  price: 1_200,
};

describe('estimateShipping', () => {
  it('packs one unit as the cart does and prices its box for the prefecture', () => {
    expect(estimateShipping(jam, shipping, 13)).toEqual({
      boxes: [{ size: ShippingSize.SIZE60, type: ShippingType.NORMAL }],
      shippingFee: 900,
      freeShippingThreshold: 12_000,
    });
    expect(estimateShipping(jam, shipping, 1).shippingFee).toBe(1_300);
    expect(estimateShipping(jam, shipping, 47).shippingFee).toBe(1_300);
  });

  it('adds the cool surcharge for refrigerated and frozen goods', () => {
    const cold = { ...jam, deliveryType: DeliveryType.REFRIGERATED };
    const estimate = estimateShipping(cold, shipping, 13);
    expect(estimate.boxes).toEqual([{ size: ShippingSize.SIZE60, type: ShippingType.FROZEN }]);
    expect(estimate.shippingFee).toBe(900 + 200);
  });

  it('sizes a heavy unit into the larger box', () => {
    const rice = { ...jam, weight: 5_000, box60Rate: 200, box80Rate: 100, box100Rate: 50 };
    expect(estimateShipping(rice, shipping, 13)).toMatchObject({
      boxes: [{ size: ShippingSize.SIZE80, type: ShippingType.NORMAL }],
      shippingFee: 1_100,
    });
    // Over 10 kg: still one box, size 100 (a unit is never dropped).
    const sack = { ...jam, weight: 15_000, box60Rate: 600, box80Rate: 250, box100Rate: 100 };
    expect(estimateShipping(sack, shipping, 2)).toMatchObject({
      boxes: [{ size: ShippingSize.SIZE100, type: ShippingType.NORMAL }],
      shippingFee: 1_900,
    });
  });

  it('ships free when the unit alone reaches the threshold, and says when the shop offers none', () => {
    expect(estimateShipping({ ...jam, price: 12_000 }, shipping, 47).shippingFee).toBe(0);
    expect(estimateShipping({ ...jam, price: 11_999 }, shipping, 47).shippingFee).toBe(1_300);
    const noFree = { ...shipping, hasFreeShipping: false };
    expect(estimateShipping({ ...jam, price: 50_000 }, noFree, 13)).toMatchObject({
      shippingFee: 900,
      freeShippingThreshold: null,
    });
  });

  it('has no fee where the shop does not ship', () => {
    const tokyoOnly = { ...shipping, box60Rates: [group(900, [13])] };
    expect(estimateShipping(jam, tokyoOnly, 1).shippingFee).toBeNull();
    expect(estimateShipping(jam, tokyoOnly, 13).shippingFee).toBe(900);
  });

  it('always packs exactly one box whose fee is one of the shop’s prices (plus surcharge) or 0', () => {
    fc.assert(
      fc.property(
        fc.record({
          weight: fc.integer({ min: 0, max: 20_000 }),
          box60Rate: fc.integer({ min: 0, max: 600 }),
          box80Rate: fc.integer({ min: 0, max: 250 }),
          box100Rate: fc.integer({ min: 0, max: 100 }),
          price: fc.integer({ min: 0, max: 30_000 }),
          deliveryType: fc.constantFrom(DeliveryType.NORMAL, DeliveryType.REFRIGERATED, DeliveryType.FROZEN),
        }),
        fc.integer({ min: 1, max: 47 }),
        (fields, prefecture) => {
          const estimate = estimateShipping({ ...jam, ...fields }, shipping, prefecture as never);
          expect(estimate.boxes).toHaveLength(1);
          const possible =
            fields.price >= 12_000
              ? [0]
              : [900, 1_100, 1_400, 1_300, 1_500, 1_900].flatMap((fee) => [
                  fee,
                  fee + 200,
                  fee + 250,
                  fee + 300,
                ]);
          expect(possible).toContain(estimate.shippingFee);
        },
      ),
    );
  });
});
