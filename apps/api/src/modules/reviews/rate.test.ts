import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_RATE, summariseRate } from './rate.ts';

describe('summariseRate', () => {
  it('is all zeros without reviews', () => {
    expect(summariseRate({})).toEqual(EMPTY_RATE);
  });

  it('averages to one decimal', () => {
    expect(summariseRate({ 5: 2, 4: 1 })).toEqual({
      average: 4.7,
      count: 3,
      detail: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
  });

  it('keeps the average within 1..5 and the count equal to the sum of the detail', () => {
    const star = fc.nat({ max: 1000 });
    fc.assert(
      fc.property(fc.record({ 1: star, 2: star, 3: star, 4: star, 5: star }), (counts) => {
        const rate = summariseRate(counts);
        const total = Object.values(rate.detail).reduce((a, b) => a + b, 0);
        expect(rate.count).toBe(total);
        if (rate.count > 0) {
          expect(rate.average).toBeGreaterThanOrEqual(1);
          expect(rate.average).toBeLessThanOrEqual(5);
        } else {
          expect(rate.average).toBe(0);
        }
      }),
    );
  });
});
