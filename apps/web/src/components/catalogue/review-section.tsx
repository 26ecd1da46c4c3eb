import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import type { CallOptions } from '@/lib/api/index.ts';
import type { ListReviewsQuery, Rate } from '@/lib/api/types.ts';
import { ratingText } from '@/lib/catalogue/rating.ts';
import { RatingSummary, type RatingSummaryText } from './rating-summary.tsx';
import { type Review, ReviewList, type ReviewListText } from './review-list.tsx';

/** The first page, as the original storefront asks for it (`?limit=20`). */
export const REVIEW_LIMIT = 20;

/**
 * The first {@link REVIEW_LIMIT} reviews through `list` (listProductReviews or listExperienceReviews
 * bound to one id), or `undefined` when the reviews API is not available (then only the summary is shown).
 */
export async function loadFirstReviews<T extends Review>(
  list: (params: ListReviewsQuery, options: CallOptions) => Promise<{ reviews: T[] }>,
): Promise<T[] | undefined> {
  try {
    const { reviews } = await list({ limit: REVIEW_LIMIT }, {});
    return reviews;
  } catch {
    return undefined;
  }
}

export type ReviewSectionText = {
  heading: string;
  summary: RatingSummaryText;
  list: ReviewListText;
};

/**
 * The texts of {@link ReviewSection} in the request's language. Only the heading names the subject;
 * the rest are the subject-neutral `catalogue.rating.*` and `item.review*` / `item.rating*` messages.
 */
export async function reviewSectionText(heading: string, rate: Rate): Promise<ReviewSectionText> {
  const [c, t] = await Promise.all([getTranslations('catalogue'), getTranslations('item')]);
  return {
    heading,
    summary: {
      ...ratingText(rate, c),
      none: c('rating.none'),
      breakdown: t('ratingBreakdown'),
      bar: (bar) => t('ratingBar', bar),
    },
    list: {
      empty: t('reviewsEmpty'),
      rate: (value) => t('reviewRate', { rate: value }),
      guest: t('reviewGuest'),
      likes: (count) => t('reviewLikes', { count }),
      dislikes: (count) => t('reviewDislikes', { count }),
      buyer: t('reviewBuyer'),
    },
  };
}

/**
 * The `#reviews` section of a product or experience page (the average rating near the title links
 * here): the rating summary with its star distribution, then the first reviews, newest first.
 * `reviews` is `undefined` when they could not be loaded: the summary is shown alone.
 */
export function ReviewSection({
  rate,
  reviews,
  locale,
  text,
  className = '',
  controls,
  actions,
  footer,
}: {
  rate: Rate;
  reviews: readonly Review[] | undefined;
  locale: Locale;
  text: ReviewSectionText;
  className?: string;
  /** Between the summary and the list: the 'write a review' link and the rating filter. */
  controls?: ReactNode;
  /** After each review, instead of its totals: the like and dislike buttons. */
  actions?: ((review: Review) => ReactNode) | undefined;
  /** Under the list: the links to further pages. */
  footer?: ReactNode;
}) {
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className={`scroll-mt-28 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8 ${className}`}
    >
      <h2 id="reviews-heading" className="font-bold text-soil text-xl">
        {text.heading}
      </h2>
      <div className="mt-5">
        <RatingSummary rate={rate} text={text.summary} />
      </div>
      {controls}
      {reviews ? (
        <div className="mt-8 border-line border-t pt-6">
          <ReviewList reviews={reviews} locale={locale} text={text.list} actions={actions} />
        </div>
      ) : null}
      {footer}
    </section>
  );
}
