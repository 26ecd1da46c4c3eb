import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CommentsSection } from '@/components/comments/comments-section.tsx';
import { BroadcastLayout } from '@/components/live/broadcast-layout.tsx';
import { StateBadge } from '@/components/live/state-badge.tsx';
import { Timetable } from '@/components/live/timetable.tsx';
import { formatDateTime, isoDateTime } from '@/lib/format.ts';
import { allShown, marcheShown, producerShown, productShown, titledShown } from '@/lib/i18n/content.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { loadSchedule } from '@/lib/live/data.ts';
import { broadcastMetadata } from '@/lib/live/metadata.ts';
import {
  acceptsComments,
  broadcastState,
  formatClock,
  playableSource,
  sameJapanDay,
  subtitleTracks,
  timetable,
} from '@/lib/live/view.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const schedule = titledShown((await loadSchedule(id)).schedule, locale);
  return broadcastMetadata(locale, 'live', `/live/${encodeURIComponent(schedule.id)}`, schedule);
}

/**
 * A live sales broadcast or its archive (docs/rules/live-and-videos.md): the player (HLS through
 * hls.js, loaded on this page only), the state with its times, title, marche and description, the
 * comment panel (history, then new comments pushed by the stream, posting as member or guest) and
 * the producers' timetable with their products and add to cart.
 */
export default async function LivePage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const loaded = await loadSchedule(id);
  const { lives } = loaded;
  // What the coordinator wrote, in English on English pages where they wrote it in English too.
  const schedule = titledShown(loaded.schedule, locale);
  const coordinator = marcheShown(loaded.coordinator, locale);
  const producers = allShown(loaded.producers, locale, producerShown);
  const products = allShown(loaded.products, locale, productShown);
  const t = await getTranslations('live');
  const state = broadcastState(schedule.status);
  const title = schedule.title || t('fallbackTitle');
  const path = `/live/${encodeURIComponent(schedule.id)}`;
  const tracks = subtitleTracks(schedule.distributionMetadata.subtitles).map((track) => ({
    ...track,
    label: t.has(`player.subtitles.${track.language}`)
      ? t(`player.subtitles.${track.language}`)
      : track.language,
  }));
  const end = sameJapanDay(schedule.startAt, schedule.endAt)
    ? formatClock(schedule.endAt, locale)
    : formatDateTime(schedule.endAt, locale);
  const noStreamMessage =
    state === 'upcoming'
      ? t('player.upcoming', { time: formatDateTime(schedule.startAt, locale) })
      : state === 'closed'
        ? t('player.closed')
        : t('player.live');

  return (
    <BroadcastLayout
      namespace="live"
      locale={locale}
      title={title}
      path={path}
      player={{
        source: playableSource(schedule.distributionUrl),
        thumbnailUrl: schedule.thumbnailUrl,
        noStreamMessage,
        tracks,
      }}
      badges={
        <>
          <span className="sr-only">{t('stateLabel')}: </span>
          <StateBadge state={state} label={t(`state.${state}`)} />
          <span className="text-muted">
            <span className="sr-only">{t('schedule')}: </span>
            <time dateTime={isoDateTime(schedule.startAt)}>
              {t('timeRange', { start: formatDateTime(schedule.startAt, locale), end })}
            </time>
          </span>
        </>
      }
      coordinator={coordinator}
      description={schedule.description}
      comments={
        <CommentsSection
          subject={{ kind: 'schedule', id: schedule.id }}
          locale={locale}
          status={schedule.status}
          follow={acceptsComments(schedule.status)}
        />
      }
    >
      <Timetable slots={timetable(lives, products)} producers={producers} locale={locale} />
    </BroadcastLayout>
  );
}
