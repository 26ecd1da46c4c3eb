import type { Rate } from '@/lib/api/types.ts';
import { formatAverage, type RatingMessages, ratingText, starFills } from '@/lib/catalogue/rating.ts';
import { mediaSource } from '@/lib/media.ts';
import type { CardPicture, CardRating } from './card-views.tsx';

/*
 * What the server works out for a listed card (card-views.tsx draws it in the browser's bundle;
 * its link is `localizedPath`): the resolved picture and the rating's texts, so the client gets strings only.
 */

/**
 * The picture as `next/image` takes it (same-origin `/media/…` paths are optimised, others shown as
 * they are), or the placeholder's words when there is none — only what the card needs goes into
 * the page's payload.
 */
export const cardPicture = (url: string | null | undefined, noImage: string): CardPicture => {
  const source = mediaSource(url);
  if (!source) return { picture: '', noImage };
  return source.unoptimized ? { picture: source.src, external: true } : { picture: source.src };
};

/** The rating line's stars and texts, or null when nobody rated yet (the card shows none). */
export const cardRating = (rate: Pick<Rate, 'average' | 'count'>, messages: RatingMessages): CardRating => {
  if (rate.count <= 0) return null;
  const text = ratingText(rate, messages);
  return {
    fill: starFills(rate.average).reduce((sum, fill) => sum + fill, 0) * 20,
    label: text.stars,
    average: formatAverage(rate.average),
    count: text.count,
  };
};
