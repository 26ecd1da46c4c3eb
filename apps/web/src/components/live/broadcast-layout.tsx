import type { ReactNode } from 'react';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { PlayableSource } from '@/lib/live/view.ts';
import { mediaSource } from '@/lib/media.ts';
import { MediaPlayer, type PlayerTrack } from './media-player.tsx';
import { NoStream } from './no-stream.tsx';

export type BroadcastPlayer = {
  /** What to play; without it the thumbnail stands still with `noStreamMessage`. */
  source: PlayableSource | undefined;
  thumbnailUrl: string;
  /** The player's accessible name. */
  label: string;
  errorText: string;
  noStreamMessage: string;
  tracks?: PlayerTrack[];
};

/**
 * The frame of a broadcast page, a live (/live/{id}) or a video (/video/{id}), docs/rules/live-and-videos.md:
 * the breadcrumb, the player over its summary, the comments beside them (kept in view on wide
 * screens), and what the page shows underneath (`children`).
 */
export function BroadcastLayout({
  locale,
  title,
  path,
  player,
  summary,
  comments,
  children,
}: {
  locale: Locale;
  title: string;
  path: string;
  player: BroadcastPlayer;
  summary: ReactNode;
  comments: ReactNode;
  children?: ReactNode;
}) {
  return (
    <DetailFrame locale={locale} trail={[{ label: title, href: path }]}>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)] lg:gap-10">
        <div>
          {player.source ? (
            <MediaPlayer
              source={player.source}
              label={player.label}
              poster={mediaSource(player.thumbnailUrl)?.src}
              tracks={player.tracks ?? []}
              errorText={player.errorText}
            />
          ) : (
            <NoStream thumbnailUrl={player.thumbnailUrl} message={player.noStreamMessage} />
          )}
          {summary}
        </div>

        <div className="lg:sticky lg:top-4 lg:self-start">{comments}</div>
      </div>

      {children}
    </DetailFrame>
  );
}
