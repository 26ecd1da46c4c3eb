import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { gridClass } from '@/components/catalogue/card-styles.ts';
import { ExperienceCard } from '@/components/experience/experience-card.tsx';
import { ArchiveCard } from '@/components/home/archive-card.tsx';
import { CoordinatorCard } from '@/components/home/coordinator-card.tsx';
import { Hero } from '@/components/home/hero.tsx';
import { leadPictures } from '@/components/home/lead-pictures.ts';
import { HomeLiveSections } from '@/components/home/live-section.tsx';
import { HomeSection } from '@/components/home/section.tsx';
import { VideoCard } from '@/components/home/video-card.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { errorMessage, getTopCommon } from '@/lib/api/index.ts';
import type { TopCommonResponse } from '@/lib/api/types.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { splitHomeLives } from '@/lib/live/home-lives.ts';

// Lives and stock change all the time: render on every request, never at build time.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

const EMPTY: TopCommonResponse = {
  lives: [],
  archives: [],
  productVideos: [],
  experienceVideos: [],
  coordinators: [],
  products: [],
  experiences: [],
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const home = await getTranslations({ locale, namespace: 'home' });
  const url = localizedPath(locale, '/');
  return {
    title: { absolute: t('defaultTitle') },
    description: t('description'),
    alternates: {
      canonical: url,
      languages: { ja: localizedPath('ja', '/'), en: localizedPath('en', '/'), 'x-default': '/' },
    },
    openGraph: {
      title: `${home('title')} | ${t('siteName')}`,
      description: t('description'),
      url,
      siteName: t('siteName'),
      type: 'website',
      locale: locale === 'ja' ? 'ja_JP' : 'en_US',
      alternateLocale: locale === 'ja' ? ['en_US'] : ['ja_JP'],
    },
  };
}

async function loadTop(locale: Locale): Promise<{ data: TopCommonResponse; error?: string }> {
  try {
    const data = await getTopCommon();
    // Tolerate an API that does not (yet) send the extra keys.
    return { data: { ...EMPTY, ...data } };
  } catch (error) {
    console.error('GET /v1/top/common failed', error);
    return { data: EMPTY, error: errorMessage(error, locale) };
  }
}

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const { data, error } = await loadTop(locale);

  const marcheName = new Map(
    data.coordinators.map((c) => [c.id, localizedText(c.marcheName, c.marcheNameEn, locale)]),
  );
  const noImage = t('noImage');
  const lives = splitHomeLives(data.lives);
  const lead = leadPictures({
    onAir: lives.onAir.length,
    upcoming: lives.upcoming.length,
    products: data.products.length,
    experiences: data.experiences.length,
    archives: data.archives.length,
    productVideos: data.productVideos.length,
    experienceVideos: data.experienceVideos.length,
    coordinators: data.coordinators.length,
  });

  return (
    <>
      <Hero
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        products={t('heroProducts')}
        experiences={t('heroExperiences')}
      />

      {error ? (
        <div className="mx-auto mt-8 max-w-7xl px-4 sm:px-6 lg:px-8">
          <p
            role="alert"
            className="rounded-xl border border-persimmon/40 bg-persimmon-light px-5 py-4 text-persimmon-dark"
          >
            {t('loadError')} ({error})
          </p>
        </div>
      ) : null}

      <HomeLiveSections lives={lives} lead={lead} marcheName={marcheName} locale={locale} />

      <HomeSection
        id="products"
        eyebrow="PRODUCTS"
        heading={t('products.heading')}
        sub={t('products.sub')}
        viewAll={{ href: '/items', label: t('viewAll') }}
        empty={data.products.length === 0 && t('products.empty')}
        tone="tinted"
      >
        <ul className={gridClass.products}>
          {data.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} locale={locale} priority={lead('products', index)} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="experiences"
        eyebrow="EXPERIENCES"
        heading={t('experiences.heading')}
        sub={t('experiences.sub')}
        viewAll={{ href: '/experiences', label: t('viewAll') }}
        empty={data.experiences.length === 0 && t('experiences.empty')}
      >
        <ul className={gridClass.wide}>
          {data.experiences.map((experience, index) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} locale={locale} priority={lead('experiences', index)} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="archives"
        eyebrow="LIVE ARCHIVE"
        heading={t('archives.heading')}
        sub={t('archives.sub')}
        viewAll={{ href: '/marches#archives', label: t('viewAll') }}
        empty={data.archives.length === 0 && t('archives.empty')}
        tone="tinted"
      >
        <ul className={gridClass.wide}>
          {data.archives.map((archive, index) => (
            <li key={archive.scheduleId}>
              <ArchiveCard
                archive={archive}
                priority={lead('archives', index)}
                marcheName={marcheName.get(archive.coordinatorId)}
                locale={locale}
                text={{ badge: t('archives.badge') }}
              />
            </li>
          ))}
        </ul>
      </HomeSection>

      {(
        [
          ['product-videos', 'PRODUCT VIDEOS', 'productVideos', data.productVideos],
          ['experience-videos', 'EXPERIENCE VIDEOS', 'experienceVideos', data.experienceVideos],
        ] as const
      ).map(([id, eyebrow, key, videos]) => (
        <HomeSection
          key={id}
          id={id}
          eyebrow={eyebrow}
          heading={t(`${key}.heading`)}
          sub={t(`${key}.sub`)}
          empty={videos.length === 0 && t(`${key}.empty`)}
        >
          <ul className={gridClass.videos}>
            {videos.map((video, index) => (
              <li key={video.id}>
                <VideoCard video={video} locale={locale} priority={lead(key, index)} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ))}

      <HomeSection
        id="coordinators"
        eyebrow="MARCHÉ"
        heading={t('coordinators.heading')}
        sub={t('coordinators.sub')}
        empty={data.coordinators.length === 0 && t('coordinators.empty')}
        tone="tinted"
      >
        <ul className={gridClass.coordinators}>
          {data.coordinators.map((coordinator, index) => (
            <li key={coordinator.id}>
              <CoordinatorCard
                coordinator={coordinator}
                priority={lead('coordinators', index)}
                locale={locale}
                text={{ by: (name) => t('coordinators.by', { name }), noImage }}
              />
            </li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
}
