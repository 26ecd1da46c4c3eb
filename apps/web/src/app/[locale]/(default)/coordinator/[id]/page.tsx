import { placeLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { ProfileCard } from '@/components/catalogue/profile-card.tsx';
import { BusinessDays } from '@/components/coordinator/business-days.tsx';
import { SocialLinks } from '@/components/coordinator/social-links.tsx';
import { ExperienceListCard } from '@/components/experience/experience-list-card.tsx';
import { ArchiveCard } from '@/components/home/archive-card.tsx';
import { LiveCard } from '@/components/home/live-card.tsx';
import { VideoCard } from '@/components/home/video-card.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import { ProductListCard } from '@/components/product/product-list-card.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { isLocale, type Locale, localizedPath } from '@/i18n/routing.ts';
import { getCoordinator, ResponseError } from '@/lib/api/index.ts';
import type { CoordinatorResponse } from '@/lib/api/types.ts';
import { formatAverage } from '@/lib/catalogue/rating.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { formatDuration, formatYen } from '@/lib/format.ts';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld.ts';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

const loadCoordinator = cache(async (id: string): Promise<CoordinatorResponse> => {
  try {
    return await getCoordinator(id, { init: { cache: 'no-store' } });
  } catch (error) {
    // Normally answered by the proxy's server-rendered 404 already (see lib/detail-routes.ts).
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  }
});

function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  const { coordinator } = await loadCoordinator(decodeId(id));
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
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const data = await loadCoordinator(decodeId(id));
  const { coordinator, shipping, lives, archives, productTypes, producers, products, experiences, videos } =
    data;
  const [t, c, marches, home, exp] = await Promise.all([
    getTranslations('coordinator'),
    getTranslations('catalogue'),
    getTranslations('marches'),
    getTranslations('home'),
    getTranslations('experiences'),
  ]);

  const path = `/coordinator/${encodeURIComponent(coordinator.id)}`;
  const place = placeLabel(coordinator.prefecture, coordinator.city, locale);
  const title = coordinator.marcheName || t('fallbackTitle');
  const producerNames = new Map(producers.map((p) => [p.id, p.username]));
  const typeNames = coordinator.productTypeIds.flatMap(
    (typeId) => productTypes.find((x) => x.id === typeId)?.name ?? [],
  );
  const freeShipping = shipping?.hasFreeShipping && shipping.freeShippingRates > 0;

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: c('top'), url: absoluteUrl(localizedPath(locale, '/')) },
          { name: marches('title'), url: absoluteUrl(localizedPath(locale, '/marches')) },
          { name: title, url: absoluteUrl(localizedPath(locale, path)) },
        ])}
      />
      <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
        <Breadcrumb
          label={c('breadcrumbLabel')}
          items={[
            { label: c('top'), href: '/' },
            { label: marches('title'), href: '/marches' },
            { label: title },
          ]}
        />
      </div>

      <div className="mx-auto mt-4 max-w-7xl sm:px-6 lg:px-8">
        <MediaImage
          url={coordinator.headerUrl}
          alt=""
          aspect="aspect-[2/1] sm:aspect-[3/1] lg:aspect-[4/1]"
          sizes="(min-width: 1280px) 1216px, 100vw"
          priority
          className="sm:rounded-3xl"
          placeholderLabel={c('noImage')}
        />
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-6">
          <MediaImage
            url={coordinator.thumbnailUrl}
            alt=""
            aspect="aspect-square"
            sizes="144px"
            className="-mt-12 w-28 shrink-0 rounded-full ring-4 ring-cream sm:-mt-16 sm:ml-6 sm:w-36"
            placeholderLabel={c('noImage')}
          />
          <div className="min-w-0 flex-1 pb-1">
            <h1 className="font-bold text-2xl text-soil sm:text-3xl">{title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <PinIcon className="size-4 text-leaf" />
                  {place}
                </span>
              ) : null}
              {coordinator.username ? (
                <span>{t('coordinatorName', { name: coordinator.username })}</span>
              ) : null}
            </p>
          </div>
        </div>
        {typeNames.length > 0 ? (
          <ul aria-label={t('productTypes')} className="mt-5 flex flex-wrap gap-1.5">
            {typeNames.map((name) => (
              <li
                key={name}
                className="rounded-full bg-leaf-light px-3 py-1 font-semibold text-leaf-dark text-xs"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-8 grid gap-10 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <aside className="grid content-start gap-5">
            {coordinator.profile ? (
              <section
                aria-labelledby="profile-heading"
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              >
                <h2 id="profile-heading" className="font-bold text-soil">
                  {t('profile')}
                </h2>
                <p className="mt-3 whitespace-pre-line text-soil text-sm leading-relaxed">
                  {coordinator.profile}
                </p>
              </section>
            ) : null}
            {coordinator.businessDays.length > 0 || freeShipping ? (
              <section
                aria-labelledby="days-heading"
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              >
                <h2 id="days-heading" className="font-bold text-soil">
                  {t('businessDays')}
                </h2>
                <div className="mt-3">
                  <BusinessDays days={coordinator.businessDays} locale={locale} label={t('businessDays')} />
                </div>
                {freeShipping ? (
                  <p className="mt-4 rounded-xl bg-persimmon-light px-3 py-2 font-semibold text-persimmon-dark text-sm">
                    {t('freeShipping', { amount: formatYen(shipping.freeShippingRates) })}
                  </p>
                ) : null}
              </section>
            ) : null}
            {coordinator.instagramId || coordinator.facebookId ? (
              <section
                aria-labelledby="follow-heading"
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              >
                <h2 id="follow-heading" className="font-bold text-soil">
                  {t('follow')}
                </h2>
                <div className="mt-3">
                  <SocialLinks
                    instagramId={coordinator.instagramId}
                    facebookId={coordinator.facebookId}
                    text={{
                      instagram: (value) => t('instagram', { id: value }),
                      facebook: (value) => t('facebook', { id: value }),
                      newTab: c('newTab'),
                    }}
                  />
                </div>
              </section>
            ) : null}
            {coordinator.promotionVideoUrl ? (
              <section
                aria-labelledby="video-heading"
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
              >
                <h2 id="video-heading" className="font-bold text-soil">
                  {t('video')}
                </h2>
                {/* biome-ignore lint/a11y/useMediaCaption: coordinators upload intro clips without caption tracks */}
                <video
                  src={coordinator.promotionVideoUrl}
                  controls
                  preload="none"
                  playsInline
                  aria-label={t('video')}
                  className="mt-3 aspect-video w-full rounded-xl bg-black"
                />
              </section>
            ) : null}
          </aside>

          <div className="grid min-w-0 content-start gap-12">
            {lives.length > 0 ? (
              <ContentSection id="lives" heading={t('lives')}>
                <ul className="grid gap-5 sm:grid-cols-2">
                  {lives.map((live) => (
                    <li key={live.scheduleId}>
                      <LiveCard
                        live={live}
                        marcheName={coordinator.marcheName}
                        locale={locale}
                        text={{
                          badge: home('lives.badge'),
                          upcoming: t('upcoming'),
                          startsAt: (time) => home('lives.startsAt', { time }),
                          noImage: c('noImage'),
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </ContentSection>
            ) : null}

            <ContentSection
              id="products"
              heading={t('products')}
              empty={products.length === 0 && t('productsEmpty')}
            >
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-4">
                {products.map((product, index) => {
                  const state = stockState(product);
                  return (
                    <li key={product.id}>
                      <ProductListCard
                        product={product}
                        origin={placeLabel(product.originPrefecture, product.originCity, locale)}
                        producerName={producerNames.get(product.producerId)}
                        state={state}
                        priority={index < 2}
                        text={{
                          taxIncluded: c('taxIncluded'),
                          origin: c('origin'),
                          noImage: c('noImage'),
                          stock: c(`stock.${state}`),
                          rating: {
                            stars: c('rating.stars', { average: formatAverage(product.rate.average) }),
                            count: c('rating.count', { count: product.rate.count }),
                          },
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
            </ContentSection>

            {experiences.length > 0 ? (
              <ContentSection id="experiences" heading={t('experiences')}>
                <ul className="grid gap-5 sm:grid-cols-2">
                  {experiences.map((experience) => (
                    <li key={experience.id}>
                      <ExperienceListCard
                        experience={experience}
                        place={placeLabel(experience.hostPrefecture, experience.hostCity, locale)}
                        text={{
                          adultFrom: exp('adultFrom'),
                          from: exp('from'),
                          taxIncluded: c('taxIncluded'),
                          duration: exp('duration', {
                            duration: formatDuration(experience.duration, locale),
                          }),
                          noImage: c('noImage'),
                          rating: {
                            stars: c('rating.stars', { average: formatAverage(experience.rate.average) }),
                            count: c('rating.count', { count: experience.rate.count }),
                          },
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </ContentSection>
            ) : null}

            <ContentSection
              id="producers"
              heading={t('producers')}
              empty={producers.length === 0 && t('producersEmpty')}
            >
              <ul className="grid gap-5 md:grid-cols-2">
                {producers.map((producer) => (
                  <li key={producer.id}>
                    <ProfileCard
                      heading={c('producer')}
                      headingLevel="h3"
                      name={producer.username}
                      place={placeLabel(producer.prefecture, producer.city, locale)}
                      profile={producer.profile}
                      thumbnailUrl={producer.thumbnailUrl}
                      noImage={c('noImage')}
                    />
                  </li>
                ))}
              </ul>
            </ContentSection>

            {archives.length > 0 ? (
              <ContentSection id="archives" heading={t('archives')}>
                <ul className="grid gap-5 sm:grid-cols-2">
                  {archives.map((archive) => (
                    <li key={archive.scheduleId}>
                      <ArchiveCard
                        archive={archive}
                        marcheName={coordinator.marcheName}
                        locale={locale}
                        text={{ badge: t('archiveBadge'), noImage: c('noImage') }}
                      />
                    </li>
                  ))}
                </ul>
              </ContentSection>
            ) : null}

            {videos.length > 0 ? (
              <ContentSection id="videos" heading={t('videos')}>
                <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
                  {videos.map((video) => (
                    <li key={video.id}>
                      <VideoCard video={video} locale={locale} noImage={c('noImage')} />
                    </li>
                  ))}
                </ul>
              </ContentSection>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
