import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import type { ExperienceReview, ProductReview } from '@/lib/api/types.ts';
import { starFills } from '@/lib/catalogue/rating.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { ReviewBody } from './review-body.tsx';

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

/**
 * Published reviews, newest first as the API returns them, with their like and dislike totals. Each
 * review is drawn by a client component from its texts (review-body.tsx) and its chrome is one class
 * each (`.review-*` in globals.css).
 */
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
        <li key={review.id} className="review-item">
          <ReviewBody
            review={{
              id: review.id,
              thumbnailUrl: review.thumbnailUrl,
              author: review.username || text.guest,
              buyer: review.purchased ? text.buyer : undefined,
              fill: starFills(review.rate).reduce((sum, fill) => sum + fill, 0) * 20,
              rateLabel: text.rate(review.rate),
              date: review.publishedAt
                ? { iso: isoDateTime(review.publishedAt), text: formatDate(review.publishedAt, locale) }
                : undefined,
              title: review.title,
              comment: review.comment,
            }}
          >
            {actions ? (
              actions(review)
            ) : review.likeTotal > 0 || review.dislikeTotal > 0 ? (
              <p className="review-totals">
                {review.likeTotal > 0 ? <span>{text.likes(review.likeTotal)}</span> : null}
                {review.dislikeTotal > 0 ? <span>{text.dislikes(review.dislikeTotal)}</span> : null}
              </p>
            ) : null}
          </ReviewBody>
        </li>
      ))}
    </ul>
  );
}
