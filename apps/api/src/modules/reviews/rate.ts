import type { Rate } from '@hatake/contract';

/** Number of reviews per star (1–5) for one product or experience. */
export type StarCounts = Partial<Record<1 | 2 | 3 | 4 | 5, number>>;

export const EMPTY_RATE: Rate = { average: 0, count: 0, detail: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };

/**
 * The wire rating summary: count, average rounded to one decimal (0 without reviews), per-star detail
 * (docs/rules/reviews.md, "Rating summary").
 */
export const summariseRate = (counts: StarCounts): Rate => {
  const detail = {
    '1': counts[1] ?? 0,
    '2': counts[2] ?? 0,
    '3': counts[3] ?? 0,
    '4': counts[4] ?? 0,
    '5': counts[5] ?? 0,
  };
  const count = detail['1'] + detail['2'] + detail['3'] + detail['4'] + detail['5'];
  if (count === 0) return EMPTY_RATE;
  const sum = detail['1'] + 2 * detail['2'] + 3 * detail['3'] + 4 * detail['4'] + 5 * detail['5'];
  return { average: Math.round((sum / count) * 10) / 10, count, detail };
};
