import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { ContentSection } from '@/components/catalogue/content-section.tsx';
import { ProfileCard } from '@/components/catalogue/profile-card.tsx';
import { ExperienceCard } from '@/components/experience/experience-card.tsx';
import { ArchiveCard } from '@/components/home/archive-card.tsx';
import { LiveCard } from '@/components/home/live-card.tsx';
import { VideoCard } from '@/components/home/video-card.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { CoordinatorResponse } from '@/lib/api/types.ts';

/** What a marché offers, section by section: lives, products, experiences, producers, archives, videos. */
export function MarcheListings({
  data,
  locale,
}: {
  data: Omit<CoordinatorResponse, 'shipping' | 'productTypes'>;
  locale: Locale;
}) {
  const t = useTranslations('coordinator');
  const c = useTranslations('catalogue');
  const home = useTranslations('home');
  const { coordinator, lives, archives, producers, products, experiences, videos } = data;
  const producerNames = new Map(producers.map((p) => [p.id, p.username]));
  return (
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
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                locale={locale}
                producerName={producerNames.get(product.producerId)}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      </ContentSection>

      {experiences.length > 0 ? (
        <ContentSection id="experiences" heading={t('experiences')}>
          <ul className="grid gap-5 sm:grid-cols-2">
            {experiences.map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} locale={locale} />
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
                  text={{ badge: t('archiveBadge') }}
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
                <VideoCard video={video} locale={locale} />
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
    </div>
  );
}
