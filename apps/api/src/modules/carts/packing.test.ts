import { DeliveryType, ShippingSize, ShippingType } from '@hatake/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOX_CAPACITY,
  type CartLine,
  type PackableProduct,
  packCart,
  shippingTypeOf,
  sizeBox,
} from './packing.ts';

const product = (overrides: Partial<PackableProduct> & { id: string }): PackableProduct => ({
  coordinatorId: 'c1',
  deliveryType: DeliveryType.NORMAL,
  weight: 500,
  box60Rate: 80,
  box80Rate: 50,
  box100Rate: 30,
  ...overrides,
});

const catalogue = (...products: PackableProduct[]) => new Map(products.map((p) => [p.id, p]));
const summary = (lines: CartLine[], products: Map<string, PackableProduct>) =>
  packCart(lines, products).map(({ number, size, rate, type, items }) => ({
    number,
    size,
    rate,
    type,
    items,
  }));

describe('packCart: worked examples', () => {
  // A 500 g product filling 80 % of a size-60 box, 50 % of a size-80 and 30 % of a size-100.
  const p = product({ id: 'p' });
  const products = catalogue(p);

  it.each([
    [1, [{ size: ShippingSize.SIZE60, rate: 80 }]],
    [2, [{ size: ShippingSize.SIZE80, rate: 100 }]],
    [3, [{ size: ShippingSize.SIZE100, rate: 90 }]],
    [
      4,
      [
        { size: ShippingSize.SIZE100, rate: 90 },
        { size: ShippingSize.SIZE60, rate: 80 },
      ],
    ],
  ])('quantity %i → %j', (quantity, expected) => {
    const boxes = packCart([{ productId: 'p', quantity }], products);
    expect(boxes.map(({ size, rate }) => ({ size, rate }))).toEqual(expected);
    expect(boxes.map((box) => box.number)).toEqual(expected.map((_, index) => index + 1));
  });

  it('packs jam jars as the docs example shows', () => {
    const jam = catalogue(product({ id: 'jam', weight: 800, box60Rate: 50, box80Rate: 35, box100Rate: 25 }));
    const sizes = (quantity: number) =>
      packCart([{ productId: 'jam', quantity }], jam).map((box) => [
        box.size,
        box.rate,
        box.items[0]?.quantity,
      ]);
    expect(sizes(1)).toEqual([[ShippingSize.SIZE60, 50, 1]]);
    expect(sizes(2)).toEqual([[ShippingSize.SIZE60, 100, 2]]);
    expect(sizes(3)).toEqual([[ShippingSize.SIZE100, 75, 3]]);
    expect(sizes(4)).toEqual([[ShippingSize.SIZE100, 100, 4]]);
    expect(sizes(5)).toEqual([
      [ShippingSize.SIZE100, 100, 4],
      [ShippingSize.SIZE60, 50, 1],
    ]);
  });

  it('sends a small unit to a second box when the first has no weight left', () => {
    const products = catalogue(
      product({ id: 'rice', weight: 5_000, box100Rate: 40, box80Rate: 100, box60Rate: 200 }),
      product({ id: 'jar', weight: 300, box100Rate: 10, box80Rate: 15, box60Rate: 20 }),
    );
    expect(
      summary(
        [
          { productId: 'jar', quantity: 1 },
          { productId: 'rice', quantity: 2 },
        ],
        products,
      ),
    ).toEqual([
      {
        number: 1,
        size: ShippingSize.SIZE100,
        rate: 80,
        type: ShippingType.NORMAL,
        items: [{ productId: 'rice', quantity: 2 }],
      },
      {
        number: 2,
        size: ShippingSize.SIZE60,
        rate: 20,
        type: ShippingType.NORMAL,
        items: [{ productId: 'jar', quantity: 1 }],
      },
    ]);
  });

  it('keeps ambient and cool goods apart, refrigerated travelling with frozen; numbers per coordinator', () => {
    const products = catalogue(
      product({ id: 'apple', coordinatorId: 'c1' }),
      product({ id: 'milk', coordinatorId: 'c1', deliveryType: DeliveryType.REFRIGERATED }),
      product({ id: 'ice', coordinatorId: 'c1', deliveryType: DeliveryType.FROZEN }),
      product({ id: 'tea', coordinatorId: 'c2' }),
    );
    const boxes = packCart(
      ['ice', 'milk', 'tea', 'apple'].map((productId) => ({ productId, quantity: 1 })),
      products,
    );
    expect(
      boxes.map((box) => [box.coordinatorId, box.number, box.type, box.items.map((i) => i.productId)]),
    ).toEqual([
      ['c1', 1, ShippingType.NORMAL, ['apple']],
      ['c1', 2, ShippingType.FROZEN, ['ice', 'milk']],
      ['c2', 1, ShippingType.NORMAL, ['tea']],
    ]);
  });

  it('ships a unit that fits no box alone in a size-100 box instead of looping', () => {
    const products = catalogue(
      product({ id: 'sack', weight: 15_000, box100Rate: 100, box80Rate: 250, box60Rate: 600 }),
    );
    expect(summary([{ productId: 'sack', quantity: 2 }], products)).toEqual([
      {
        number: 1,
        size: ShippingSize.SIZE100,
        rate: 100,
        type: ShippingType.NORMAL,
        items: [{ productId: 'sack', quantity: 1 }],
      },
      {
        number: 2,
        size: ShippingSize.SIZE100,
        rate: 100,
        type: ShippingType.NORMAL,
        items: [{ productId: 'sack', quantity: 1 }],
      },
    ]);
  });

  it('merges lines of one product and leaves out unknown products and empty lines', () => {
    const boxes = packCart(
      [
        { productId: 'p', quantity: 1 },
        { productId: 'gone', quantity: 3 },
        { productId: 'p', quantity: 1 },
        { productId: 'p', quantity: 0 },
      ],
      products,
    );
    expect(boxes).toHaveLength(1);
    expect(boxes[0]?.items).toEqual([{ productId: 'p', quantity: 2 }]);
  });
});

describe('sizeBox and shippingTypeOf', () => {
  it('takes the smallest size whose weight and fill both allow it', () => {
    expect(sizeBox([product({ id: 'a', weight: 2_001, box60Rate: 10, box80Rate: 10 })])).toEqual({
      size: ShippingSize.SIZE80,
      rate: 10,
    });
    expect(sizeBox([product({ id: 'a', weight: 5_001, box80Rate: 10, box100Rate: 12 })])).toEqual({
      size: ShippingSize.SIZE100,
      rate: 12,
    });
  });

  it('maps delivery types to box types', () => {
    expect(shippingTypeOf(DeliveryType.NORMAL)).toBe(ShippingType.NORMAL);
    expect(shippingTypeOf(DeliveryType.REFRIGERATED)).toBe(ShippingType.FROZEN);
    expect(shippingTypeOf(DeliveryType.FROZEN)).toBe(ShippingType.FROZEN);
  });
});

describe('packCart: properties', () => {
  const arbitraryProduct = (id: string) =>
    fc.record({
      id: fc.constant(id),
      coordinatorId: fc.constantFrom('c1', 'c2', 'c3'),
      deliveryType: fc.constantFrom(DeliveryType.NORMAL, DeliveryType.REFRIGERATED, DeliveryType.FROZEN),
      weight: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 20_000 })),
      box60Rate: fc.integer({ min: 0, max: 600 }),
      box80Rate: fc.integer({ min: 0, max: 250 }),
      box100Rate: fc.integer({ min: 0, max: 100 }),
    });
  const cart = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 })
    .chain((ids) =>
      fc.record({
        products: fc.tuple(...ids.map(arbitraryProduct)),
        lines: fc.array(
          fc.record({ productId: fc.constantFrom(...ids), quantity: fc.integer({ min: 0, max: 12 }) }),
          { maxLength: 10 },
        ),
      }),
    );

  const unitsOf = (lines: readonly CartLine[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line.productId, (counts.get(line.productId) ?? 0) + line.quantity);
    return new Map([...counts].filter(([, quantity]) => quantity > 0));
  };

  it('packs every unit exactly once', () => {
    fc.assert(
      fc.property(cart, ({ products, lines }) => {
        const boxes = packCart(lines, catalogue(...products));
        expect(unitsOf(boxes.flatMap((box) => box.items))).toEqual(unitsOf(lines));
      }),
    );
  });

  it('never fills a box beyond 100 % or its weight limit, unless a single unit is alone in it', () => {
    fc.assert(
      fc.property(cart, ({ products, lines }) => {
        const byId = catalogue(...products);
        for (const box of packCart(lines, byId)) {
          const units = box.items.flatMap((item) =>
            Array.from({ length: item.quantity }, () => byId.get(item.productId) as PackableProduct),
          );
          if (units.length === 1) continue;
          expect(box.rate).toBeLessThanOrEqual(100);
          expect(units.reduce((sum, unit) => sum + unit.box100Rate, 0)).toBeLessThanOrEqual(
            BOX_CAPACITY.rate,
          );
          expect(units.reduce((sum, unit) => sum + unit.weight, 0)).toBeLessThanOrEqual(
            BOX_CAPACITY.weightGrams,
          );
        }
      }),
    );
  });

  it('keeps one coordinator and one box type per box, numbered 1…n per coordinator', () => {
    fc.assert(
      fc.property(cart, ({ products, lines }) => {
        const byId = catalogue(...products);
        const boxes = packCart(lines, byId);
        const numbers = new Map<string, number[]>();
        for (const box of boxes) {
          for (const item of box.items) {
            const p = byId.get(item.productId) as PackableProduct;
            expect(p.coordinatorId).toBe(box.coordinatorId);
            expect(shippingTypeOf(p.deliveryType)).toBe(box.type);
          }
          numbers.set(box.coordinatorId, [...(numbers.get(box.coordinatorId) ?? []), box.number]);
        }
        for (const list of numbers.values()) expect(list).toEqual(list.map((_, index) => index + 1));
      }),
    );
  });

  it('gives the same boxes whatever the order of the lines', () => {
    fc.assert(
      fc.property(cart, ({ products, lines }) => {
        const byId = catalogue(...products);
        expect(packCart([...lines].reverse(), byId).map((box) => [box.size, box.rate, box.type])).toEqual(
          packCart(lines, byId).map((box) => [box.size, box.rate, box.type]),
        );
      }),
    );
  });
});
