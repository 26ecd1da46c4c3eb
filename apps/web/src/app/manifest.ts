import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE } from '@/i18n/routing.ts';
import { webManifest } from '@/lib/seo/manifest.ts';

// `/manifest.webmanifest`, linked from every page by Next.js (docs/product.md, "Crawlers").
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'metadata' });
  return webManifest({ name: t('defaultTitle'), shortName: t('siteName'), description: t('description') });
}
