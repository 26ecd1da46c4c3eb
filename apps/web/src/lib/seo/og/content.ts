import { placeLabel } from '@hatake/contract/values';
import type { Locale } from '../../../i18n/routing.ts';
import type { Experience, Product } from '../../api/types.ts';
import { formatYen } from '../../format.ts';
import { imageUrls } from '../json-ld.ts';
import type { CardContent } from './card.tsx';
import { cardPath, cardVersion, OG_SIZE } from './card-text.ts';

/** Labels of the card, from the page's messages. */
export type CardLabels = { siteName: string; taxIncluded: string; origin: string; adult: string };

/** The main photo of an item: its thumbnail, else its first picture (never a video). */
function mainPhoto(thumbnailUrl: string, media: readonly { url: string }[]): string {
  return imageUrls(thumbnailUrl, media, (u) => u)[0] ?? '';
}

/** A product's card: origin, name, unit price with the tax label. */
export function productCard(product: Product, locale: Locale, labels: CardLabels): CardContent {
  const place = placeLabel(product.originPrefecture, product.originCity, locale);
  return {
    siteName: labels.siteName,
    eyebrow: place ? `${labels.origin} ${place}` : '',
    title: product.name,
    price: formatYen(product.price),
    priceNote: labels.taxIncluded.trim(),
    photoUrl: mainPhoto(product.thumbnailUrl, product.media),
  };
}

/** An experience's card: place, title, the adult price per person with the tax label. */
export function experienceCard(experience: Experience, locale: Locale, labels: CardLabels): CardContent {
  return {
    siteName: labels.siteName,
    eyebrow: placeLabel(experience.hostPrefecture, experience.hostCity, locale),
    title: experience.title,
    price: `${labels.adult} ${formatYen(experience.priceAdult)}`,
    priceNote: labels.taxIncluded.trim(),
    photoUrl: mainPhoto(experience.thumbnailUrl, experience.media),
  };
}

export type ShareImage = { url: string; width: number; height: number; type: string };

/**
 * The og:image of a product or experience page: its card, at a URL that changes with whatever the
 * card shows (name, price, place, photo), so a preview never keeps a stale price.
 */
export function shareImage(localizedPagePath: string, item: Product | Experience): ShareImage {
  const shown =
    'price' in item
      ? [
          item.name,
          item.price,
          item.originPrefecture,
          item.originCity,
          mainPhoto(item.thumbnailUrl, item.media),
        ]
      : [
          item.title,
          item.priceAdult,
          item.hostPrefecture,
          item.hostCity,
          mainPhoto(item.thumbnailUrl, item.media),
        ];
  return {
    url: cardPath(localizedPagePath, cardVersion(...shown)),
    ...OG_SIZE,
    type: 'image/png',
  };
}
