import type { Rate } from '@/lib/api/types.ts';

export type RatingBar = { star: 1 | 2 | 3 | 4 | 5; count: number; percent: number };

/** One bar per star, 5 first, with its share of all ratings in whole percent (0 when there are none). */
export function ratingBars(rate: Rate): RatingBar[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const counts = stars.map((star) => Math.max(0, rate.detail[String(star) as keyof Rate['detail']] ?? 0));
  const sum = counts.reduce((a, b) => a + b, 0);
  return stars.map((star, index) => {
    const count = counts[index] ?? 0;
    return { star, count, percent: sum > 0 ? Math.round((count / sum) * 100) : 0 };
  });
}

/** Star fill for an average: five values 0..1 (e.g. 3.5 → 1,1,1,0.5,0). */
export function starFills(average: number): number[] {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0));
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, Math.round((clamped - i) * 2) / 2)));
}

/** `4.3` (one decimal, always shown). */
export function formatAverage(average: number): string {
  return (Math.round((Number.isFinite(average) ? average : 0) * 10) / 10).toFixed(1);
}
