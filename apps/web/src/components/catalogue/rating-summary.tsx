import type { Rate } from '@/lib/api/types.ts';
import { formatAverage, ratingBars } from '@/lib/catalogue/rating.ts';
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
      {/* One class per element (`.rating-bar*` in globals.css), the star a mask: written twice. */}
      <ul aria-label={text.breakdown} className="grid gap-1.5">
        {ratingBars(rate).map((bar) => (
          <li key={bar.star} className="rating-bar">
            <span className="sr-only">{text.bar(bar)}</span>
            <span aria-hidden="true" className="rating-bar-star">
              {bar.star}
            </span>
            <span aria-hidden="true" className="rating-bar-track">
              <span style={{ width: `${bar.percent}%` }} />
            </span>
            <span aria-hidden="true" className="rating-bar-count">
              {bar.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
