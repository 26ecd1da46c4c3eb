import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../i18n/routing.ts';
import { metaDescription, type PageMetadataInput, pageMetadata } from './metadata.ts';

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
