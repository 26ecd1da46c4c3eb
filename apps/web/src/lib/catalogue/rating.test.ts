import { describe, expect, it } from 'vitest';
import { formatAverage, ratingBars, ratingText, roundAverage, starFills } from './rating.ts';

const rate = (detail: [number, number, number, number, number]) => ({
  average: 0,
  count: detail.reduce((a, b) => a + b, 0),
  detail: { '1': detail[0], '2': detail[1], '3': detail[2], '4': detail[3], '5': detail[4] },
});

describe('ratingBars', () => {
  it('lists 5 to 1 stars with their share', () => {
    expect(ratingBars(rate([0, 1, 1, 2, 6]))).toEqual([
      { star: 5, count: 6, percent: 60 },
      { star: 4, count: 2, percent: 20 },
      { star: 3, count: 1, percent: 10 },
      { star: 2, count: 1, percent: 10 },
      { star: 1, count: 0, percent: 0 },
    ]);
  });

  it('is all zero without ratings', () => {
    expect(ratingBars(rate([0, 0, 0, 0, 0])).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('starFills', () => {
  it('fills whole and half stars', () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });

  it('formats the average with one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.26)).toBe('4.3');
  });
});

describe('roundAverage', () => {
  it('rounds to one decimal, halves away from zero, as the API does', () => {
    expect(roundAverage(4.25)).toBe(4.3);
    expect(roundAverage(4.35)).toBe(4.4);
    expect(roundAverage(87 / 20)).toBe(4.4);
    expect(roundAverage(4.249)).toBe(4.2);
    expect(roundAverage(-4.25)).toBe(-4.3);
    expect(roundAverage(-0.04)).toBe(0);
    expect(roundAverage(Number.NaN)).toBe(0);
    expect(roundAverage(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('agrees with the API rounding for every average of up to 50 ratings', () => {
    for (let count = 1; count <= 50; count++) {
      for (let sum = count; sum <= count * 5; sum++) {
        expect(roundAverage(sum / count)).toBe(Math.round((sum / count) * 10) / 10);
      }
    }
  });
});

describe('ratingText', () => {
  const t = (key: string, values: { average: string } | { count: number }) =>
    key === 'rating.stars' && 'average' in values
      ? `★ ${values.average}`
      : `(${'count' in values ? values.count : ''}件)`;

  it('writes the rounded average and the count', () => {
    expect(ratingText({ average: 4.25, count: 12 }, t)).toEqual({ stars: '★ 4.3', count: '(12件)' });
    expect(ratingText({ average: 4, count: 1 }, t)).toEqual({ stars: '★ 4.0', count: '(1件)' });
    expect(ratingText({ average: 0, count: 0 }, t)).toEqual({ stars: '★ 0.0', count: '(0件)' });
  });
});
