'use client';

import type { ReactNode } from 'react';
import { MediaImage } from '../ui/media-image.tsx';

/** One review as it is shown, every text written out by the server (review-list.tsx). */
export type ReviewBodyData = {
  id: string;
  thumbnailUrl: string;
  author: string;
  /** The 「購入者」 mark, when the author bought the item. */
  buyer?: string | undefined;
  /** The stars' fill in percent and their label (「5段階中4の評価」). */
  fill: number;
  rateLabel: string;
  /** ISO and shown dates of publication, when there is one. */
  date?: { iso: string; text: string } | undefined;
  title: string;
  comment: string;
};

/**
 * A review's article drawn from its strings: a server component's markup is written twice, in the
 * HTML and element by element in the page's RSC payload, while a client component's payload is its
 * props (about 1.1 KB of payload per review became about 0.3 KB plus its texts). `children` follow
 * the comment: the reaction buttons or the totals.
 */
export function ReviewBody({ review, children }: { review: ReviewBodyData; children?: ReactNode }) {
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <div className="review-head">
        <MediaImage
          url={review.thumbnailUrl}
          alt=""
          aspect="aspect-square"
          sizes="40px"
          className="review-avatar"
          placeholderLabel=""
        />
        <div className="min-w-0">
          <p className="review-who">
            <span className="review-author">{review.author}</span>
            {review.buyer ? <span className="review-buyer">{review.buyer}</span> : null}
          </p>
          <div className="review-meta">
            <span
              role="img"
              aria-label={review.rateLabel}
              className="rating-stars h-3.5 w-[4.375rem]"
              style={{ backgroundSize: `${review.fill}% 100%` }}
            />
            {review.date ? (
              <time dateTime={review.date.iso} className="review-date">
                {review.date.text}
              </time>
            ) : null}
          </div>
        </div>
      </div>
      <h3 id={`review-${review.id}`} className="review-title">
        {review.title}
      </h3>
      <p className="review-comment">{review.comment}</p>
      {children}
    </article>
  );
}
