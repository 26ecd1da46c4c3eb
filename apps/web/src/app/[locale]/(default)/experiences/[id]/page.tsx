import { placeLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import { DetailGallery } from '@/components/catalogue/detail-gallery.tsx';
import { DetailHeading } from '@/components/catalogue/detail-heading.tsx';
import { ClockIcon } from '@/components/catalogue/icons.tsx';
import { PeopleCards } from '@/components/catalogue/people-cards.tsx';
import { PromotionVideo } from '@/components/catalogue/promotion-video.tsx';
import { RatingLink } from '@/components/catalogue/rating-stars.tsx';
import { RecommendedPoints } from '@/components/catalogue/recommended-points.tsx';
import { ExperienceAccess } from '@/components/experience/experience-access.tsx';
import { ExperienceBooking } from '@/components/experience/experience-booking.tsx';
import { ExperienceDetails } from '@/components/experience/experience-details.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import { ItemReviews } from '@/components/review/item-reviews.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { loadShownExperience } from '@/lib/catalogue/detail-data.ts';
import { formatDuration } from '@/lib/format.ts';
import { localizedName } from '@/lib/i18n/names.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { type DetailPageProps, shareableDetailMetadata } from '@/lib/seo/detail-metadata.ts';
import { experienceJsonLd, imageUrls } from '@/lib/seo/json-ld.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: DetailPageProps): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const { experience } = await loadShownExperience(id, locale);
  return shareableDetailMetadata({
    locale,
    path: `/experiences/${encodeURIComponent(experience.id)}`,
    title: experience.title,
    text: experience.description,
    item: experience,
  });
}

export default async function ExperiencePage({ params, searchParams }: DetailPageProps) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const { experience, coordinator, producer, experienceType } = await loadShownExperience(id, locale);
  const [t, list] = await Promise.all([getTranslations('experience'), getTranslations('experiences')]);
  const path = `/experiences/${encodeURIComponent(experience.id)}`;
  const place = placeLabel(experience.hostPrefecture, experience.hostCity, locale);
  const duration = experience.duration > 0 ? formatDuration(experience.duration, locale) : '';

  return (
    <>
      <JsonLd
        data={experienceJsonLd({
          experience,
          coordinator,
          url: absoluteUrl(localizedPath(locale, path)),
          images: imageUrls(experience.thumbnailUrl, experience.media, (u) => absoluteUrl(u)),
        })}
      />

      <DetailFrame
        locale={locale}
        trail={[
          { label: list('title'), href: '/experiences' },
          { label: experience.title, href: path },
        ]}
      >
        <div className="mt-6 grid gap-8 lg:grid-cols-[7fr_5fr] lg:gap-12">
          <DetailGallery
            namespace="experience"
            media={experience.media}
            thumbnailUrl={experience.thumbnailUrl}
            alt={experience.title}
            aspect="aspect-[4/3]"
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
          />

          <div className="flex flex-col">
            <DetailHeading
              kind={experienceType?.name ? localizedName(experienceType, locale) : ''}
              place={
                place ? (
                  <span className="inline-flex items-center gap-1 text-muted">
                    <PinIcon className="size-4 text-leaf" />
                    {place}
                  </span>
                ) : null
              }
              title={experience.title}
              producerName={producer?.username}
            />
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <RatingLink rate={experience.rate} className="gap-1.5" />
              {duration ? (
                <span className="inline-flex items-center gap-1 text-soil">
                  <ClockIcon className="size-4 text-leaf" />
                  {t('duration')}: {duration}
                </span>
              ) : null}
            </div>

            <ExperienceBooking experience={experience} locale={locale} />

            <RecommendedPoints
              heading={t('recommended')}
              points={[
                experience.recommendedPoint1,
                experience.recommendedPoint2,
                experience.recommendedPoint3,
              ]}
            />
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div className="grid content-start gap-10">
            <ContentSection id="description" heading={t('description')}>
              <p className="whitespace-pre-line text-soil leading-loose">{experience.description}</p>
            </ContentSection>
            {experience.promotionVideoUrl ? (
              <ContentSection id="video" heading={t('video')}>
                <PromotionVideo src={experience.promotionVideoUrl} label={t('video')} />
              </ContentSection>
            ) : null}
          </div>
          <ExperienceDetails experience={experience} experienceType={experienceType} locale={locale} />
        </div>

        <ExperienceAccess experience={experience} locale={locale} />

        <PeopleCards producer={producer} coordinator={coordinator} locale={locale} namespace="experience" />

        <ItemReviews
          subject="experiences"
          itemId={experience.id}
          rate={experience.rate}
          heading={t('reviews')}
          locale={locale}
          query={await searchParams}
          className="mt-12"
        />
      </DetailFrame>
    </>
  );
}
