import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { Coordinator } from '@/lib/api/types.ts';
import type { PlayableSource } from '@/lib/live/view.ts';
import { singleImageUrl } from '@/lib/media.ts';
import { BroadcastSummary } from './broadcast-summary.tsx';
import { MediaPlayer, type PlayerTrack } from './media-player.tsx';
import { NoStream } from './no-stream.tsx';

export type BroadcastPlayer = {
  /** What to play; without it the thumbnail stands still with `noStreamMessage`. */
  source: PlayableSource | undefined;
  thumbnailUrl: string;
  noStreamMessage: string;
  tracks?: PlayerTrack[];
};

/**
 * The player's poster: the page's largest picture on a phone, and so its Largest Contentful Paint.
 * Through the optimiser at 1,200 pixels (a phone's player at 2× or a desk's at 1×; about 21 KB as
 * WebP against 56 KB for a seed's JPEG as it is), and preloaded, at high priority, from the
 * `<head>`: a poster is not found by the browser's preload scanner, only once the `<video>` is laid
 * out (docs/storefront-speed.md, "The first picture").
 */
const POSTER_WIDTH = 1200;

function posterOf(thumbnailUrl: string): string | undefined {
  const url = singleImageUrl(thumbnailUrl, POSTER_WIDTH);
  if (url) preload(url, { as: 'image', fetchPriority: 'high' });
  return url;
}

/**
 * The frame of a broadcast page, a live (/live/{id}) or a video (/video/{id}), docs/rules/live-and-videos.md:
 * the breadcrumb, the player over its summary (`badges`, the title, the marche, the description),
 * the comments beside them (kept in view on wide screens), and what the page shows underneath
 * (`children`). Texts from the `live` or `video` messages, which name the same keys.
 */
export function BroadcastLayout({
  namespace,
  locale,
  title,
  path,
  player,
  badges,
  coordinator,
  description,
  comments,
  children,
}: {
  namespace: 'live' | 'video';
  locale: Locale;
  title: string;
  path: string;
  player: BroadcastPlayer;
  badges: ReactNode;
  coordinator: Coordinator;
  description: string;
  comments: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations(namespace);
  return (
    <DetailFrame locale={locale} trail={[{ label: title, href: path }]}>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)] lg:gap-10">
        <div>
          {player.source ? (
            <MediaPlayer
              source={player.source}
              label={t('player.label', { title })}
              poster={posterOf(player.thumbnailUrl)}
              tracks={player.tracks ?? []}
              errorText={t('player.error')}
            />
          ) : (
            <NoStream thumbnailUrl={player.thumbnailUrl} message={player.noStreamMessage} />
          )}
          <BroadcastSummary
            badges={badges}
            title={title}
            coordinator={coordinator}
            locale={locale}
            coordinatorLine={t('coordinator', { name: coordinator.username })}
            descriptionHeading={t('description')}
            description={description}
          />
        </div>

        <div className="lg:sticky lg:top-4 lg:self-start">{comments}</div>
      </div>

      {children}
    </DetailFrame>
  );
}
