import type { Metadata } from 'next';
import { type Locale, localizedPath } from '../../i18n/routing.ts';

/**
 * canonical + hreflang ja/en/x-default for a locale-less path (`/items/abc`), relative to the
 * layout's metadataBase. `query` (already encoded, without `?`) is kept on every variant.
 */
export function localeAlternates(
  locale: Locale,
  path: string,
  query = '',
): { canonical: string; languages: Record<'ja' | 'en' | 'x-default', string> } {
  const suffix = query ? `?${query}` : '';
  return {
    canonical: `${localizedPath(locale, path)}${suffix}`,
    languages: {
      ja: `${localizedPath('ja', path)}${suffix}`,
      en: `${localizedPath('en', path)}${suffix}`,
      'x-default': `${localizedPath('ja', path)}${suffix}`,
    },
  };
}

/** Trims text for a meta description: one line, at most `max` characters, cut at a word or sentence. */
export function metaDescription(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).trimEnd()}…`;
}

export type PageMetadataInput = {
  locale: Locale;
  /** Locale-less path of the page, e.g. `/items/abc`. */
  path: string;
  query?: string;
  title: string;
  description: string;
  siteName: string;
  /** A photo URL, or a share card with its size (lib/seo/og/content.ts). */
  image?: string | { url: string; width: number; height: number; type: string } | undefined;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/** Title, description, canonical/hreflang and OpenGraph/Twitter tags of a page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, path, query, title, description, siteName, image, type = 'website' } = input;
  const alternates = localeAlternates(locale, path, query);
  const images = image
    ? [typeof image === 'string' ? { url: image, alt: title } : { ...image, alt: title }]
    : undefined;
  return {
    title,
    description,
    alternates,
    openGraph: {
      title: `${title} | ${siteName}`,
      description,
      url: alternates.canonical,
      siteName,
      type,
      locale: locale === 'ja' ? 'ja_JP' : 'en_US',
      alternateLocale: locale === 'ja' ? ['en_US'] : ['ja_JP'],
      ...(images ? { images } : {}),
    },
    // X reads the title and description from og:title and og:description when its own are absent:
    // written again, they cost a page (HTML and RSC payload) about twice the description's length.
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      ...(images ? { images } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
