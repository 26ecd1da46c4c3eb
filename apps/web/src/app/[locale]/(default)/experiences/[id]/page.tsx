import { agePricesOf, placeLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { ClockIcon, ExternalIcon } from '@/components/catalogue/icons.tsx';
import { MediaGallery } from '@/components/catalogue/media-gallery.tsx';
import { ProfileCard } from '@/components/catalogue/profile-card.tsx';
import { RatingStars } from '@/components/catalogue/rating-stars.tsx';
import {
  loadFirstReviews,
  ReviewSection,
  reviewSectionText,
} from '@/components/catalogue/review-section.tsx';
import { BookingPanel } from '@/components/experience/booking-panel.tsx';
import { LocationSketch } from '@/components/experience/location-sketch.tsx';
import { ArrowRightIcon, PinIcon } from '@/components/layout/icons.tsx';
import { SpecTable } from '@/components/product/spec-table.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale, localizedPath } from '@/i18n/routing.ts';
import { getExperience, listExperienceReviews, ResponseError } from '@/lib/api/index.ts';
import type { ExperienceResponse } from '@/lib/api/types.ts';
import { formatAverage } from '@/lib/catalogue/rating.ts';
import { formatBusinessHours, formatDate, formatDuration, formatPostalCode } from '@/lib/format.ts';
import { galleryItems } from '@/lib/gallery.ts';
import { isLatLng } from '@/lib/geo.ts';
import { breadcrumbJsonLd, experienceJsonLd, imageUrls } from '@/lib/seo/json-ld.ts';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

const loadExperience = cache(async (id: string): Promise<ExperienceResponse> => {
  try {
    return await getExperience(id, { init: { cache: 'no-store' } });
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
  const { experience } = await loadExperience(decodeId(id));
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    locale,
    path: `/experiences/${encodeURIComponent(experience.id)}`,
    title: experience.title,
    description: metaDescription(experience.description || experience.title),
    siteName: meta('siteName'),
    image: experience.thumbnailUrl || undefined,
  });
}

export default async function ExperiencePage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const { experience, coordinator, producer, experienceType } = await loadExperience(decodeId(id));
  const [t, c, list, messages, reviews] = await Promise.all([
    getTranslations('experience'),
    getTranslations('catalogue'),
    getTranslations('experiences'),
    getMessages(),
    loadFirstReviews((query, options) => listExperienceReviews(experience.id, query, options)),
  ]);
  const reviewText = await reviewSectionText(t('reviews'), experience.rate);

  const path = `/experiences/${encodeURIComponent(experience.id)}`;
  const url = absoluteUrl(localizedPath(locale, path));
  const gallery = galleryItems(experience.media, experience.thumbnailUrl);
  const points = [
    experience.recommendedPoint1,
    experience.recommendedPoint2,
    experience.recommendedPoint3,
  ].filter(Boolean);
  const place = placeLabel(experience.hostPrefecture, experience.hostCity, locale);
  const address = [
    experience.hostPrefecture,
    experience.hostCity,
    experience.hostAddressLine1,
    experience.hostAddressLine2,
  ]
    .filter(Boolean)
    .join(' ');
  const position = { latitude: experience.hostLatitude, longitude: experience.hostLongitude };
  const mapsUrl = isLatLng(position)
    ? `https://www.google.com/maps/search/?api=1&query=${position.latitude},${position.longitude}`
    : address
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
      : undefined;
  // The booking panel is a client component: it gets only the texts it needs.
  const experienceMessages = messages.experience as Record<string, unknown>;
  const catalogueMessages = messages.catalogue as Record<string, unknown>;
  const bookingMessages = {
    experience: {
      ageGroups: experienceMessages.ageGroups,
      ageNotes: experienceMessages.ageNotes,
      status: experienceMessages.status,
      pricesCaption: experienceMessages.pricesCaption,
      booking: experienceMessages.booking,
    },
    catalogue: { taxIncluded: catalogueMessages.taxIncluded, contactLink: catalogueMessages.contactLink },
  };
  const hours = formatBusinessHours(experience.businessOpenTime, experience.businessCloseTime, locale);
  const duration = experience.duration > 0 ? formatDuration(experience.duration, locale) : '';
  const period =
    experience.startAt > 0 && experience.endAt > 0
      ? t('period', {
          from: formatDate(experience.startAt, locale),
          to: formatDate(experience.endAt, locale),
        })
      : '';

  return (
    <>
      <JsonLd
        data={[
          experienceJsonLd({
            experience,
            coordinator,
            url,
            images: imageUrls(experience.thumbnailUrl, experience.media, (u) => absoluteUrl(u)),
          }),
          breadcrumbJsonLd([
            { name: c('top'), url: absoluteUrl(localizedPath(locale, '/')) },
            { name: list('title'), url: absoluteUrl(localizedPath(locale, '/experiences')) },
            { name: experience.title, url },
          ]),
        ]}
      />

      <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
        <Breadcrumb
          label={c('breadcrumbLabel')}
          items={[
            { label: c('top'), href: '/' },
            { label: list('title'), href: '/experiences' },
            { label: experience.title },
          ]}
        />

        <div className="mt-6 grid gap-8 lg:grid-cols-[7fr_5fr] lg:gap-12">
          <MediaGallery
            items={gallery}
            alt={experience.title}
            label={t('gallery')}
            thumbnailLabels={gallery.map((_, index) =>
              t('showImage', { index: index + 1, total: gallery.length }),
            )}
            videoLabel={t('video')}
            noImage={c('noImage')}
            aspect="aspect-[4/3]"
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
          />

          <div className="flex flex-col">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {experienceType?.name ? (
                <span className="rounded-full bg-leaf-light px-3 py-1 font-semibold text-leaf-dark text-xs">
                  {experienceType.name}
                </span>
              ) : null}
              {place ? (
                <span className="inline-flex items-center gap-1 text-muted">
                  <PinIcon className="size-4 text-leaf" />
                  {place}
                </span>
              ) : null}
            </div>
            <h1 className="mt-3 font-bold text-2xl text-soil leading-snug sm:text-3xl">{experience.title}</h1>
            {producer?.username ? (
              <p className="mt-2 text-muted text-sm">
                {c('producer')}: <span className="font-semibold text-soil">{producer.username}</span>
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              {experience.rate.count > 0 ? (
                <a
                  href="#reviews"
                  className="inline-flex min-h-11 items-center gap-1.5 underline-offset-4 hover:underline"
                >
                  <RatingStars average={experience.rate.average} label={reviewText.summary.stars} />
                  <span aria-hidden="true" className="font-bold text-soil tabular-nums">
                    {formatAverage(experience.rate.average)}
                  </span>
                  <span className="text-leaf-dark">{reviewText.summary.count}</span>
                </a>
              ) : null}
              {duration ? (
                <span className="inline-flex items-center gap-1 text-soil">
                  <ClockIcon className="size-4 text-leaf" />
                  {t('duration')}: {duration}
                </span>
              ) : null}
            </div>

            <div className="mt-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <NextIntlClientProvider messages={bookingMessages}>
                <BookingPanel prices={agePricesOf(experience)} status={experience.status} period={period} />
              </NextIntlClientProvider>
            </div>

            {points.length > 0 ? (
              <section aria-labelledby="points-heading" className="mt-6">
                <h2 id="points-heading" className="font-bold text-soil">
                  {t('recommended')}
                </h2>
                <ol className="mt-3 grid gap-2">
                  {points.map((point, index) => (
                    <li key={point} className="flex gap-3 text-soil text-sm leading-relaxed">
                      <span
                        aria-hidden="true"
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-persimmon-dark font-bold text-white text-xs"
                      >
                        {index + 1}
                      </span>
                      {point}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div className="grid content-start gap-10">
            <ContentSection id="description" heading={t('description')}>
              <p className="whitespace-pre-line text-soil leading-loose">{experience.description}</p>
            </ContentSection>
            {experience.promotionVideoUrl ? (
              <ContentSection id="video" heading={t('video')}>
                {/* biome-ignore lint/a11y/useMediaCaption: hosts upload intro clips without caption tracks */}
                <video
                  src={experience.promotionVideoUrl}
                  controls
                  preload="none"
                  playsInline
                  aria-label={t('video')}
                  className="aspect-video w-full rounded-2xl bg-black"
                />
              </ContentSection>
            ) : null}
          </div>
          <ContentSection id="details" heading={t('details')}>
            <SpecTable
              rows={[
                { label: t('type'), value: experienceType?.name ?? '' },
                { label: t('duration'), value: duration },
                { label: t('hours'), value: hours },
                { label: t('address'), value: address },
              ]}
            />
          </ContentSection>
        </div>

        <ContentSection id="access" heading={t('access')} className="mt-12">
          <div className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6 md:grid-cols-2">
            <div>
              <LocationSketch />
            </div>
            <div className="text-sm">
              {experience.hostPostalCode ? (
                <p className="text-muted">
                  {t('postalCode', { code: formatPostalCode(experience.hostPostalCode) })}
                </p>
              ) : null}
              <p className="mt-1 flex items-start gap-1.5 font-semibold text-base text-soil">
                <PinIcon className="mt-1 size-4 shrink-0 text-leaf" />
                {address}
              </p>
              {experience.direction ? (
                <>
                  <h3 className="mt-5 font-bold text-soil">{t('direction')}</h3>
                  <p className="mt-1 whitespace-pre-line text-soil leading-relaxed">{experience.direction}</p>
                </>
              ) : null}
              {mapsUrl ? (
                <a
                  href={mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-leaf px-5 font-semibold text-leaf-dark transition hover:bg-leaf hover:text-white"
                >
                  {t('openInMaps')}
                  <ExternalIcon />
                  <span className="sr-only">{c('newTab')}</span>
                </a>
              ) : null}
            </div>
          </div>
        </ContentSection>

        <div className="mt-12 grid gap-5 md:grid-cols-2">
          {producer?.id ? (
            <ProfileCard
              heading={t('producerCard')}
              role={c('producer')}
              name={producer.username}
              place={placeLabel(producer.prefecture, producer.city, locale)}
              profile={producer.profile}
              thumbnailUrl={producer.thumbnailUrl}
              noImage={c('noImage')}
            />
          ) : null}
          {coordinator?.id ? (
            <ProfileCard
              heading={t('coordinatorCard')}
              role={`${c('coordinator')}: ${coordinator.username}`}
              name={coordinator.marcheName}
              place={placeLabel(coordinator.prefecture, coordinator.city, locale)}
              profile={coordinator.profile}
              thumbnailUrl={coordinator.thumbnailUrl}
              noImage={c('noImage')}
              action={
                <Link
                  href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-dark text-sm underline-offset-4 hover:underline"
                >
                  {c('viewMarche')}
                  <ArrowRightIcon />
                </Link>
              }
            />
          ) : null}
        </div>

        <ReviewSection
          rate={experience.rate}
          reviews={reviews}
          locale={locale}
          text={reviewText}
          className="mt-12"
        />
      </div>
    </>
  );
}
