import { useTranslations } from 'next-intl';
import type { Rate } from '@/lib/api/types.ts';
import { formatAverage, ratingText, starFills } from '@/lib/catalogue/rating.ts';
import { StarShape } from './icons.tsx';

/** Five stars filled to the average (halves included), announced as one image with a text label. */
export function RatingStars({
  average,
  label,
  size = 'size-4',
}: {
  average: number;
  /** e.g. 「5段階中4.3の評価」 */
  label: string;
  size?: string;
}) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center">
      {starFills(average).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <span key={index} className={`relative inline-block ${size}`}>
          <StarShape className={`absolute inset-0 ${size} text-line`} />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarShape className={`${size} text-amber-500`} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

/** Stars, average and count in one line (nothing when there are no ratings). */
export function RatingLine({ rate }: { rate: Pick<Rate, 'average' | 'count'> }) {
  const c = useTranslations('catalogue');
  if (rate.count <= 0) return null;
  const text = ratingText(rate, c);
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <RatingStars average={rate.average} label={text.stars} size="size-3.5" />
      <span aria-hidden="true" className="font-semibold text-soil tabular-nums">
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
