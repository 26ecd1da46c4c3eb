import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import { mapStyleUrl } from '@/lib/map/points.ts';
import { NearbyExperiences, type NearbyTexts } from './nearby-experiences.tsx';

/**
 * The experiences list's 「近くの体験を探す」: the client panel with its texts — the
 * `experiences.map` messages as templates, the rest formatted here — so the page carries no
 * message provider and no formatter (docs/storefront-speed.md, "JavaScript").
 */
export async function NearbyPanel({ locale }: { locale: Locale }) {
  const [t, map, catalogue] = await Promise.all([
    getTranslations('experiences'),
    getTranslations('map'),
    getTranslations('catalogue'),
  ]);
  const text: NearbyTexts = {
    ...(t.raw('map') as Omit<NearbyTexts, 'mapLoading' | 'mapFailed' | 'taxIncluded'>),
    mapLoading: map('loading'),
    mapFailed: map('failed'),
    taxIncluded: catalogue('taxIncluded'),
  };
  return <NearbyExperiences styleUrl={mapStyleUrl()} locale={locale} text={text} />;
}
