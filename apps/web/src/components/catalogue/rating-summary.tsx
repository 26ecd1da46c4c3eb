import type { Rate } from '@/lib/api/types.ts';
import { formatAverage, ratingBars } from '@/lib/catalogue/rating.ts';
import { StarShape } from './icons.tsx';
import { RatingStars } from './rating-stars.tsx';

export type RatingSummaryText = {
  stars: string;
  count: string;
  none: string;
  breakdown: string;
  bar: (bar: { star: number; count: number; percent: number }) => string;
};

/** Average, stars and count, then one bar per star level from `rate.detail`. */
export function RatingSummary({ rate, text }: { rate: Rate; text: RatingSummaryText }) {
  if (rate.count <= 0) {
    return <p className="text-muted">{text.none}</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10">
      <div className="text-center sm:text-left">
        <p aria-hidden="true" className="font-bold text-5xl text-soil tabular-nums">
          {formatAverage(rate.average)}
        </p>
        <div className="mt-2">
          <RatingStars average={rate.average} label={text.stars} size="size-5" />
        </div>
        <p className="mt-1 text-muted text-sm">{text.count}</p>
      </div>
      <ul aria-label={text.breakdown} className="grid gap-1.5">
        {ratingBars(rate).map((bar) => (
          <li key={bar.star} className="grid grid-cols-[2.5rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="sr-only">{text.bar(bar)}</span>
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-0.5 font-semibold text-soil tabular-nums"
            >
              {bar.star}
              <StarShape className="size-3.5 text-amber-500" />
            </span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-cream-dark">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${bar.percent}%` }} />
            </span>
            <span aria-hidden="true" className="text-right text-muted tabular-nums">
              {bar.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
