import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_GROUP_KEYS,
  type AgeGroupCounts,
  type AgeGroupPrices,
  agePricesOf,
  clampCount,
  MAX_COUNT_PER_GROUP,
  NO_PARTICIPANTS,
  quoteBooking,
} from './booking.ts';

// The seeded potato-digging experience: adult, junior high, elementary, preschool, senior.
const PRICES: AgeGroupPrices = {
  adult: 3000,
  juniorHighSchool: 2500,
  elementarySchool: 2000,
  preschool: 500,
  senior: 2400,
};

const count = fc.integer({ min: 0, max: MAX_COUNT_PER_GROUP });
const price = fc.integer({ min: 0, max: 1_000_000 });
const counts = fc.record<AgeGroupCounts>({
  adult: count,
  juniorHighSchool: count,
  elementarySchool: count,
  preschool: count,
  senior: count,
});
const prices = fc.record<AgeGroupPrices>({
  adult: price,
  juniorHighSchool: price,
  elementarySchool: price,
  preschool: price,
  senior: price,
});
const group = fc.constantFrom(...AGE_GROUP_KEYS);

describe('quoteBooking', () => {
  it('prices each age group at its own price', () => {
    const quote = quoteBooking(
      { adult: 2, juniorHighSchool: 1, elementarySchool: 3, preschool: 1, senior: 0 },
      PRICES,
    );
    expect(quote.subtotals).toEqual({
      adult: 6000,
      juniorHighSchool: 2500,
      elementarySchool: 6000,
      preschool: 500,
      senior: 0,
    });
    expect(quote.total).toBe(15_000);
    expect(quote.participants).toBe(7);
    expect(quote.bookable).toBe(true);
  });

  it('needs at least one participant', () => {
    expect(quoteBooking(NO_PARTICIPANTS, PRICES)).toEqual({
      subtotals: NO_PARTICIPANTS,
      total: 0,
      participants: 0,
      bookable: false,
    });
    expect(quoteBooking({ ...NO_PARTICIPANTS, senior: 1 }, PRICES).bookable).toBe(true);
  });

  it('counts a free age group as a participant', () => {
    const quote = quoteBooking({ ...NO_PARTICIPANTS, preschool: 2 }, { ...PRICES, preschool: 0 });
    expect(quote).toMatchObject({ total: 0, participants: 2, bookable: true });
  });

  it('accepts the maximum per group and refuses one more', () => {
    const full = { adult: 10, juniorHighSchool: 10, elementarySchool: 10, preschool: 10, senior: 10 };
    expect(MAX_COUNT_PER_GROUP).toBe(10);
    expect(quoteBooking(full, PRICES).total).toBe(10 * (3000 + 2500 + 2000 + 500 + 2400));
    for (const key of AGE_GROUP_KEYS) {
      expect(() => quoteBooking({ ...full, [key]: 11 }, PRICES), key).toThrow(RangeError);
    }
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the count %s', (bad) => {
    expect(() => quoteBooking({ ...NO_PARTICIPANTS, juniorHighSchool: bad }, PRICES)).toThrow(
      /juniorHighSchool count/,
    );
  });

  it.each([-100, 99.5, Number.NaN])('refuses the price %s', (bad) => {
    expect(() => quoteBooking({ ...NO_PARTICIPANTS, adult: 1 }, { ...PRICES, senior: bad })).toThrow(
      /senior price/,
    );
  });

  it('totals Σ count × price over the five groups, in whole yen', () => {
    fc.assert(
      fc.property(counts, prices, (c, p) => {
        const quote = quoteBooking(c, p);
        let expected = 0;
        for (const key of AGE_GROUP_KEYS) {
          expect(quote.subtotals[key]).toBe(c[key] * p[key]);
          expected += c[key] * p[key];
        }
        expect(quote.total).toBe(expected);
        expect(Number.isInteger(quote.total)).toBe(true);
        expect(quote.participants).toBe(AGE_GROUP_KEYS.reduce((sum, key) => sum + c[key], 0));
        expect(quote.bookable).toBe(quote.participants > 0);
      }),
    );
  });

  it('never lowers the total when one more participant is added', () => {
    fc.assert(
      fc.property(counts, prices, group, (c, p, key) => {
        fc.pre(c[key] < MAX_COUNT_PER_GROUP);
        const before = quoteBooking(c, p);
        const after = quoteBooking({ ...c, [key]: c[key] + 1 }, p);
        expect(after.total - before.total).toBe(p[key]);
        expect(after.total).toBeGreaterThanOrEqual(before.total);
        expect(after.participants).toBe(before.participants + 1);
      }),
    );
  });

  it('is zero for zero participants, whatever the prices', () => {
    fc.assert(
      fc.property(prices, (p) => {
        const quote = quoteBooking(NO_PARTICIPANTS, p);
        expect(quote.total).toBe(0);
        expect(quote.bookable).toBe(false);
      }),
    );
  });
});

describe('clampCount', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['3', 3],
    ['03', 3],
    ['2.7', 2],
    ['-4', 0],
    ['15', 10],
    ['abc', 0],
    [7, 7],
    [-1, 0],
    [11, 10],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10],
    [Number.NEGATIVE_INFINITY, 0],
  ] as const)('%j → %i', (input, expected) => {
    expect(clampCount(input)).toBe(expected);
  });

  it('always yields a count quoteBooking accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (input) => {
        const value = clampCount(input);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(MAX_COUNT_PER_GROUP);
      }),
    );
  });
});

describe('agePricesOf', () => {
  it('maps each experience price to its age group', () => {
    expect(
      agePricesOf({
        priceAdult: 1,
        priceJuniorHighSchool: 2,
        priceElementarySchool: 3,
        pricePreschool: 4,
        priceSenior: 5,
      }),
    ).toEqual({ adult: 1, juniorHighSchool: 2, elementarySchool: 3, preschool: 4, senior: 5 });
  });
});
