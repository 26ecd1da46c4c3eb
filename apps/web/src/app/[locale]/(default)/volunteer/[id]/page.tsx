import { prefectureLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import { PeopleCards } from '@/components/catalogue/people-cards.tsx';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { PointMap } from '@/components/map/point-map.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import { loadVolunteer } from '@/lib/catalogue/detail-data.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { mappable } from '@/lib/map/points.ts';
import { detailMetadata } from '@/lib/seo/detail-metadata.ts';
import { eventDays, japanToday, paragraphs, volunteerIsOver } from '@/lib/volunteer/view.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const { volunteer } = await loadVolunteer(id);
  return detailMetadata({
    locale,
    path: `/volunteer/${encodeURIComponent(volunteer.id)}`,
    title: volunteer.title,
    text: volunteer.body,
    image: volunteer.thumbnailUrl || undefined,
  });
}

/**
 * docs/product.md `/volunteer/{id}`: one post — pictures, what it is about, the days, the place on a
 * map, how to take part, the marche and the host producer (docs/rules/volunteers.md).
 */
export default async function VolunteerPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const { volunteer, coordinator, producer } = await loadVolunteer(id);
  const [t, c] = await Promise.all([getTranslations('volunteer'), getTranslations('catalogue')]);
  const path = `/volunteer/${encodeURIComponent(volunteer.id)}`;
  const days = eventDays(volunteer.eventStartDate, volunteer.eventEndDate, locale, (r) => t('dateRange', r));
  const prefecture = volunteer.prefecture ? prefectureLabel(volunteer.prefecture, locale) : '';
  const place = [volunteer.placeName, prefecture].filter(Boolean).join(locale === 'ja' ? ' ' : ', ');
  const points = mappable([volunteer]).map((v) => ({
    id: v.id,
    name: v.placeName || v.title,
    latitude: v.latitude,
    longitude: v.longitude,
  }));
  const pictures = [volunteer.thumbnailUrl, ...volunteer.imageUrls].filter(Boolean);

  return (
    <DetailFrame
      locale={locale}
      trail={[
        { label: t('title'), href: '/volunteer' },
        { label: volunteer.title, href: path },
      ]}
    >
      <article aria-labelledby="volunteer-title" className="mt-6">
        <h1 id="volunteer-title" className="font-bold text-2xl text-soil leading-snug sm:text-3xl">
          {volunteer.title}
        </h1>
        {volunteerIsOver(volunteer.eventStartDate, volunteer.eventEndDate, japanToday()) ? (
          <p
            className="mt-3 w-fit rounded-full bg-soil px-3 py-1 font-bold text-sm text-white"
            data-testid="volunteer-over"
          >
            {t('overNotice')}
          </p>
        ) : null}
        <p className="mt-2 text-muted text-sm">
          {volunteer.authorName ? (
            <>
              {t('organiser')}: <span className="font-semibold text-soil">{volunteer.authorName}</span>
              {' · '}
            </>
          ) : null}
          {t('published')}:{' '}
          <time dateTime={isoDateTime(volunteer.publishedAt)}>
            {formatDate(volunteer.publishedAt, locale)}
          </time>
        </p>

        <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div className="grid content-start gap-8">
            {pictures.length > 0 ? (
              <section aria-label={t('pictures')}>
                <MediaImage
                  url={pictures[0] ?? ''}
                  alt={t('picture', { index: 1 })}
                  aspect="aspect-video"
                  sizes="(min-width: 1024px) 700px, 100vw"
                  priority
                  className="rounded-2xl"
                  placeholderLabel={c('noImage')}
                />
                {pictures.length > 1 ? (
                  <ul className="mt-3 grid grid-cols-3 gap-3">
                    {pictures.slice(1).map((url, index) => (
                      <li key={url}>
                        <MediaImage
                          url={url}
                          alt={t('picture', { index: index + 2 })}
                          aspect="aspect-[4/3]"
                          sizes="(min-width: 1024px) 230px, 33vw"
                          className="rounded-xl"
                          placeholderLabel={c('noImage')}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ) : null}
            <div className="grid gap-4 text-soil leading-loose">
              {paragraphs(volunteer.body).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </div>

          <aside className="grid content-start gap-6">
            <dl className="grid gap-4 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-line sm:p-6">
              <div>
                <dt className="font-bold text-muted">{t('dates')}</dt>
                <dd className="mt-1 font-semibold text-base text-soil" data-testid="volunteer-dates">
                  {days || '—'}
                </dd>
              </div>
              <div>
                <dt className="font-bold text-muted">{t('place')}</dt>
                <dd className="mt-1 font-semibold text-base text-soil" data-testid="volunteer-place">
                  {place || t('noPlace')}
                </dd>
              </div>
              {volunteer.authorName ? (
                <div>
                  <dt className="font-bold text-muted">{t('organiser')}</dt>
                  <dd className="mt-1 text-soil">{volunteer.authorName}</dd>
                </div>
              ) : null}
            </dl>

            <section
              aria-labelledby="volunteer-apply"
              className="rounded-2xl bg-leaf-light p-5 text-leaf-dark sm:p-6"
            >
              <h2 id="volunteer-apply" className="font-bold text-lg">
                {t('howToApply')}
              </h2>
              <p className="mt-2 whitespace-pre-line leading-relaxed">
                {volunteer.howToApply || t('noHowToApply')}
              </p>
              <Link
                href="/contact"
                className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-4"
              >
                {t('contact')}
                <ArrowRightIcon />
              </Link>
            </section>

            {points.length > 0 ? (
              <section aria-labelledby="volunteer-map">
                <h2 id="volunteer-map" className="mb-3 font-bold text-lg text-soil">
                  {t('mapHeading')}
                </h2>
                <PointMap points={points} name={points[0]?.name ?? volunteer.title} />
              </section>
            ) : null}
          </aside>
        </div>
      </article>

      {coordinator?.id || producer?.id ? (
        <PeopleCards
          producer={producer ?? undefined}
          coordinator={coordinator ?? undefined}
          locale={locale}
          namespace="volunteer"
        />
      ) : null}

      <Link
        href="/volunteer"
        className="mt-10 inline-flex min-h-11 items-center font-semibold text-leaf-dark underline underline-offset-4"
      >
        {t('backToList')}
      </Link>
    </DetailFrame>
  );
}
