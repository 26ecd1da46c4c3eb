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

/**
 * An average rounded as the API rounds it (apps/api/src/modules/reviews/rate.ts): to one decimal,
 * halves away from zero (4.25 → 4.3, -4.25 → -4.3); anything not finite is 0.
 */
export function roundAverage(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const rounded = (Math.sign(average) * Math.round(Math.abs(average) * 10)) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** `4.3` (one decimal, always shown), rounded by {@link roundAverage}. */
export function formatAverage(average: number): string {
  return roundAverage(average).toFixed(1);
}

/** The `catalogue` messages a rating is written with (`useTranslations('catalogue')` or `getTranslations`). */
export type RatingMessages = (
  key: 'rating.stars' | 'rating.count',
  values: { average: string } | { count: number },
) => string;

/** What a rating says: `stars` 「5段階中4.3の評価」 (the label of the stars) and `count` 「12件の評価」. */
export type RatingText = { stars: string; count: string };

/** The one place a rating's text is built: the average by {@link formatAverage}, the count as is. */
export function ratingText(rate: Pick<Rate, 'average' | 'count'>, t: RatingMessages): RatingText {
  return {
    stars: t('rating.stars', { average: formatAverage(rate.average) }),
    count: t('rating.count', { count: rate.count }),
  };
}
