import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { CommentsSection } from '@/components/comments/comments-section.tsx';
import { ExperienceCard } from '@/components/experience/experience-card.tsx';
import { BroadcastSummary } from '@/components/live/broadcast-summary.tsx';
import { MediaPlayer } from '@/components/live/media-player.tsx';
import { NoStream } from '@/components/live/no-stream.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { loadVideo } from '@/lib/live/data.ts';
import { broadcastMetadata } from '@/lib/live/metadata.ts';
import { playableSource } from '@/lib/live/view.ts';
import { mediaSource } from '@/lib/media.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const { video } = await loadVideo(id);
  return broadcastMetadata(locale, 'video', `/video/${encodeURIComponent(video.id)}`, video);
}

/**
 * An on-demand video (docs/rules/live-and-videos.md): the player (HLS through hls.js, loaded on this
 * page only; other files played by the element), its date, title, marche and description, the
 * products and experiences it shows, and its comments (history, pushed updates, posting).
 */
export default async function VideoPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const { video, coordinator, products, experiences } = await loadVideo(id);
  const [t, c] = await Promise.all([getTranslations('video'), getTranslations('catalogue')]);
  const title = video.title || t('fallbackTitle');
  const path = `/video/${encodeURIComponent(video.id)}`;
  const source = playableSource(video.videoUrl);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
      <Breadcrumb
        label={c('breadcrumbLabel')}
        locale={locale}
        items={[
          { label: c('top'), href: '/' },
          { label: title, href: path },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)] lg:gap-10">
        <div>
          {source ? (
            <MediaPlayer
              source={source}
              label={t('player.label', { title })}
              poster={mediaSource(video.thumbnailUrl)?.src}
              errorText={t('player.error')}
            />
          ) : (
            <NoStream thumbnailUrl={video.thumbnailUrl} message={t('player.none')} />
          )}
          <BroadcastSummary
            badges={
              video.publishedAt ? (
                <time dateTime={isoDateTime(video.publishedAt)} className="text-muted">
                  {t('published', { date: formatDate(video.publishedAt, locale) })}
                </time>
              ) : null
            }
            title={title}
            coordinator={coordinator}
            locale={locale}
            coordinatorLine={t('coordinator', { name: coordinator.username })}
            descriptionHeading={t('description')}
            description={video.description}
          />
        </div>

        <div className="lg:sticky lg:top-4 lg:self-start">
          <CommentsSection subject={{ kind: 'video', id: video.id }} locale={locale} follow />
        </div>
      </div>

      {products.length > 0 ? (
        <section aria-labelledby="video-products" className="mt-12">
          <h2 id="video-products" className="font-bold text-soil text-xl">
            {t('products')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} marcheName={coordinator.marcheName} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {experiences.length > 0 ? (
        <section aria-labelledby="video-experiences" className="mt-12">
          <h2 id="video-experiences" className="font-bold text-soil text-xl">
            {t('experiences')}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {experiences.map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
