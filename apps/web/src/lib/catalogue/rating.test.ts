import { describe, expect, it } from 'vitest';
import { formatAverage, ratingBars, starFills } from './rating.ts';

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
