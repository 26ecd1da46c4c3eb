import { useTranslations } from 'next-intl';
import type { Rate } from '@/lib/api/types.ts';
import { formatAverage, ratingText, starFills } from '@/lib/catalogue/rating.ts';

/** Star heights and the matching width of five stars side by side. */
const STAR_SIZES = {
  'size-3.5': 'h-3.5 w-[4.375rem]',
  'size-4': 'h-4 w-20',
  'size-5': 'h-5 w-25',
} as const;

/**
 * Five stars filled to the average (halves included), announced as one image with a text label.
 * One element: the stars are a mask over a bar filled to the average (`.rating-stars` in
 * globals.css); five pairs of inline SVGs weighed about 4 KB per card in the HTML and again in the
 * page's RSC payload (docs/adr/0016).
 */
export function RatingStars({
  average,
  label,
  size = 'size-4',
}: {
  average: number;
  /** e.g. 「5段階中4.3の評価」 */
  label: string;
  size?: keyof typeof STAR_SIZES;
}) {
  const filled = starFills(average).reduce((sum, fill) => sum + fill, 0) * 20;
  return (
    <span
      role="img"
      aria-label={label}
      className={`rating-stars ${STAR_SIZES[size]}`}
      style={{ backgroundSize: `${filled}% 100%` }}
    />
  );
}

/** Stars, average and count in one line (nothing when there are no ratings). */
export function RatingLine({ rate }: { rate: Pick<Rate, 'average' | 'count'> }) {
  const c = useTranslations('catalogue');
  if (rate.count <= 0) return null;
  const text = ratingText(rate, c);
  return (
    <span className="rating-line">
      <RatingStars average={rate.average} label={text.stars} size="size-3.5" />
      <span aria-hidden="true" className="rating-line-average">
        {formatAverage(rate.average)}
      </span>
      <span className="text-muted">({text.count})</span>
    </span>
  );
}

/**
 * Stars, average and count near a detail page's title, linking to its `#reviews` section (nothing
 * when there are no ratings). `className` adds the spacing and text size of the page.
 */
export function RatingLink({
  rate,
  className,
}: {
  rate: Pick<Rate, 'average' | 'count'>;
  className: string;
}) {
  const c = useTranslations('catalogue');
  if (rate.count <= 0) return null;
  const text = ratingText(rate, c);
  return (
    <a
      href="#reviews"
      className={`inline-flex min-h-11 items-center underline-offset-4 hover:underline ${className}`}
    >
      <RatingStars average={rate.average} label={text.stars} />
      <span aria-hidden="true" className="font-bold text-soil tabular-nums">
        {formatAverage(rate.average)}
      </span>
      <span className="text-leaf-dark">{text.count}</span>
    </a>
  );
}
