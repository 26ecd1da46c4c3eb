import type { Experience, Product } from '@hatake/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type Locale, localizedPath } from '../../i18n/routing.ts';
import { metaDescription, type PageMetadataInput, pageMetadata } from './metadata.ts';
import { shareImage } from './og/content.ts';

/** The `params` and `searchParams` of a `[locale]/…/[id]` detail page. */
export type DetailPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The metadata of a detail page (an item, an experience, a volunteer post): its title, the start of
 * its text (the title when it has none) as the description, the site's name, and its picture.
 */
export async function detailMetadata(input: {
  locale: Locale;
  /** Locale-less path of the page, e.g. `/items/abc`. */
  path: string;
  title: string;
  text: string;
  image: PageMetadataInput['image'];
}): Promise<Metadata> {
  const { locale, path, title, text, image } = input;
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    locale,
    path,
    title,
    description: metaDescription(text || title),
    siteName: meta('siteName'),
    image,
  });
}

/**
 * The metadata of an item's or an experience's page: as {@link detailMetadata}, with its share card
 * (photo, name, price) as the picture rather than the bare photo (docs/product.md, "Crawlers").
 */
export function shareableDetailMetadata(input: {
  locale: Locale;
  path: string;
  title: string;
  text: string;
  item: Product | Experience;
}): Promise<Metadata> {
  const { item, ...rest } = input;
  return detailMetadata({ ...rest, image: shareImage(localizedPath(input.locale, input.path), item) });
}
