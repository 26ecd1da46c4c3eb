import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CommentsSection } from '@/components/comments/comments-section.tsx';
import { ExperienceCard } from '@/components/experience/experience-card.tsx';
import { BroadcastLayout } from '@/components/live/broadcast-layout.tsx';
import { ProductCard } from '@/components/product/product-card.tsx';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { loadVideo } from '@/lib/live/data.ts';
import { broadcastMetadata } from '@/lib/live/metadata.ts';
import { playableSource } from '@/lib/live/view.ts';

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
  const t = await getTranslations('video');
  const title = video.title || t('fallbackTitle');
  const path = `/video/${encodeURIComponent(video.id)}`;

  return (
    <BroadcastLayout
      namespace="video"
      locale={locale}
      title={title}
      path={path}
      player={{
        source: playableSource(video.videoUrl),
        thumbnailUrl: video.thumbnailUrl,
        noStreamMessage: t('player.none'),
      }}
      badges={
        video.publishedAt ? (
          <time dateTime={isoDateTime(video.publishedAt)} className="text-muted">
            {t('published', { date: formatDate(video.publishedAt, locale) })}
          </time>
        ) : null
      }
      coordinator={coordinator}
      description={video.description}
      comments={<CommentsSection subject={{ kind: 'video', id: video.id }} locale={locale} follow />}
    >
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
    </BroadcastLayout>
  );
}
