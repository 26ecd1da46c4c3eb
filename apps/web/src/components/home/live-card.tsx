import { ScheduleStatus } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { cardPicture } from '@/components/catalogue/card-data.ts';
import { LiveCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { LiveSummary } from '@/lib/api/types.ts';
import { formatDateTime, isoDateTime } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

export type LiveCardText = {
  badge: string;
  upcoming: string;
  startsAt: (time: string) => string;
};

/** A live on air or upcoming, drawn by LiveCardView from these strings (card-views.tsx says why). */
export function LiveCard({
  live,
  marcheName,
  locale,
  text,
  priority = false,
}: {
  live: LiveSummary;
  marcheName: string | undefined;
  locale: Locale;
  /** One of the page's first pictures (components/home/lead-pictures.ts). */
  priority?: boolean;
  text: LiveCardText;
}) {
  const c = useTranslations('catalogue');
  const onAir = live.status === ScheduleStatus.LIVE;
  return (
    <LiveCardView
      href={localizedPath(locale, `/live/${encodeURIComponent(live.scheduleId)}`)}
      {...cardPicture(live.thumbnailUrl, c('noImage'))}
      onAir={onAir}
      badge={onAir ? text.badge : text.upcoming}
      startIso={isoDateTime(live.startAt)}
      startsAt={text.startsAt(formatDateTime(live.startAt, locale))}
      title={localizedText(live.title, live.titleEn, locale)}
      marcheName={marcheName ?? ''}
      {...(priority ? { priority } : {})}
    />
  );
}
