import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf } from './i18n/page-params.ts';
import { pageMetadata } from './seo/metadata.ts';

/** Metadata of a static page whose title and description live in messages under `namespace`. */
export async function staticPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: 'about' | 'contact' | 'help' | 'legal.privacy' | 'legal.terms' | 'legal.notice',
  path: string,
): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path,
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}
