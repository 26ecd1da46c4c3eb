import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata.ts';

/** What a broadcast or a video page shows in search results and share previews. */
type Shown = { title: string; description: string; thumbnailUrl: string };

/**
 * The metadata of a live/archive (`namespace` live) or video (`namespace` video) page: its title (or
 * the page's fallback title when the coordinator left it empty), its description (else the title),
 * and its thumbnail as the share image.
 */
export async function broadcastMetadata(
  locale: Locale,
  namespace: 'live' | 'video',
  path: string,
  shown: Shown,
): Promise<Metadata> {
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path,
    title: shown.title || t('fallbackTitle'),
    description: metaDescription(shown.description || shown.title),
    siteName: meta('siteName'),
    image: shown.thumbnailUrl || undefined,
  });
}
