import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import type { ExperienceReview, ProductReview } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { MediaImage } from '../ui/media-image.tsx';
import { RatingStars } from './rating-stars.tsx';

/**
 * What a review shows, whatever it is about: a product or an experience review without its subject id
 * (the two differ only in `productId` / `experienceId`).
 */
export type Review = Omit<ProductReview, 'productId'> & Omit<ExperienceReview, 'experienceId'>;

export type ReviewListText = {
  empty: string;
  rate: (rate: number) => string;
  /** Shown when the API sends no name. */
  guest: string;
  likes: (count: number) => string;
  dislikes: (count: number) => string;
  /** The mark of a review whose author bought the item (「購入者」). */
  buyer: string;
};

/** Published reviews, newest first as the API returns them, with their like and dislike totals. */
export function ReviewList({
  reviews,
  locale,
  text,
  actions,
}: {
  reviews: readonly Review[];
  locale: Locale;
  text: ReviewListText;
  /** What follows each review instead of its totals (the like and dislike buttons). */
  actions?: ((review: Review) => ReactNode) | undefined;
}) {
  if (reviews.length === 0) return <p className="text-muted">{text.empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0 last:pb-0">
          <article aria-labelledby={`review-${review.id}`}>
            <div className="flex items-center gap-3">
              <MediaImage
                url={review.thumbnailUrl}
                alt=""
                aspect="aspect-square"
                sizes="40px"
                className="w-10 shrink-0 rounded-full"
                placeholderLabel=""
              />
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold text-sm text-soil">
                    {review.username || text.guest}
                  </span>
                  {review.purchased ? (
                    <span className="shrink-0 rounded-full bg-leaf-light px-2 py-0.5 font-bold text-leaf-dark text-xs">
                      {text.buyer}
                    </span>
                  ) : null}
                </p>
                <div className="flex items-center gap-2">
                  <RatingStars average={review.rate} label={text.rate(review.rate)} size="size-3.5" />
                  {review.publishedAt ? (
                    <time dateTime={isoDateTime(review.publishedAt)} className="text-muted text-xs">
                      {formatDate(review.publishedAt, locale)}
                    </time>
                  ) : null}
                </div>
              </div>
            </div>
            <h3 id={`review-${review.id}`} className="mt-3 font-bold text-soil">
              {review.title}
            </h3>
            <p className="mt-1 whitespace-pre-line text-soil text-sm leading-relaxed">{review.comment}</p>
            {actions ? (
              actions(review)
            ) : review.likeTotal > 0 || review.dislikeTotal > 0 ? (
              <p className="mt-2 flex gap-3 text-muted text-xs">
                {review.likeTotal > 0 ? <span>{text.likes(review.likeTotal)}</span> : null}
                {review.dislikeTotal > 0 ? <span>{text.dislikes(review.dislikeTotal)}</span> : null}
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
