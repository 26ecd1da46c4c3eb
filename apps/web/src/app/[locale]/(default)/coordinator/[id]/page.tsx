import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import { MarcheAside } from '@/components/coordinator/marche-aside.tsx';
import { MarcheHero } from '@/components/coordinator/marche-hero.tsx';
import { MarcheListings } from '@/components/coordinator/marche-listings.tsx';
import { loadCoordinator } from '@/lib/catalogue/detail-data.ts';
import { allShown, marcheShown, producerShown } from '@/lib/i18n/content.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const coordinator = marcheShown((await loadCoordinator(id)).coordinator, locale);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'coordinator' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: `/coordinator/${encodeURIComponent(coordinator.id)}`,
    title: coordinator.marcheName || t('fallbackTitle'),
    description: metaDescription(coordinator.profile || coordinator.marcheName),
    siteName: meta('siteName'),
    image: coordinator.headerUrl || coordinator.thumbnailUrl || undefined,
  });
}

export default async function CoordinatorPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const { shipping, productTypes, ...loaded } = await loadCoordinator(id);
  // What the coordinator wrote, in English on English pages where they wrote it in English too.
  const data = {
    ...loaded,
    coordinator: marcheShown(loaded.coordinator, locale),
    producers: allShown(loaded.producers, locale, producerShown),
  };
  const { coordinator } = data;
  const [t, marches] = await Promise.all([getTranslations('coordinator'), getTranslations('marches')]);
  const title = coordinator.marcheName || t('fallbackTitle');

  return (
    <>
      <DetailFrame
        locale={locale}
        trail={[
          { label: marches('title'), href: '/marches' },
          { label: title, href: `/coordinator/${encodeURIComponent(coordinator.id)}` },
        ]}
      />

      <MarcheHero coordinator={coordinator} productTypes={productTypes} title={title} locale={locale} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mt-8 grid gap-10 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <MarcheAside coordinator={coordinator} shipping={shipping} locale={locale} />
          <MarcheListings data={data} locale={locale} />
        </div>
      </div>
    </>
  );
}
