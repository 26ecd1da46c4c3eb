import { ScheduleStatus } from '@hatake/contract/values';
import { CardFrame } from '@/components/catalogue/card-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { LiveSummary } from '@/lib/api/types.ts';
import { formatDateTime, isoDateTime } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

export type LiveCardText = {
  badge: string;
  upcoming: string;
  startsAt: (time: string) => string;
};

export function LiveCard({
  live,
  marcheName,
  locale,
  text,
}: {
  live: LiveSummary;
  marcheName: string | undefined;
  locale: Locale;
  text: LiveCardText;
}) {
  const onAir = live.status === ScheduleStatus.LIVE;
  return (
    <CardFrame
      href={`/live/${encodeURIComponent(live.scheduleId)}`}
      picture={live.thumbnailUrl}
      kind="live"
      overlay={
        <div className="absolute inset-x-0 top-0 flex items-center gap-2 p-3">
          {onAir ? (
            <span className="inline-flex items-center gap-1.5 rounded bg-live px-2 py-0.5 font-bold text-white text-xs tracking-wider">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
              {text.badge}
            </span>
          ) : (
            <span className="rounded bg-soil px-2 py-0.5 font-bold text-white text-xs">{text.upcoming}</span>
          )}
          <time
            dateTime={isoDateTime(live.startAt)}
            className="rounded bg-black/70 px-2 py-0.5 font-medium text-white text-xs tabular-nums"
          >
            {text.startsAt(formatDateTime(live.startAt, locale))}
          </time>
        </div>
      }
    >
      <div className="live-card-body">
        <h3 className="experience-card-title">{localizedText(live.title, live.titleEn, locale)}</h3>
        {marcheName ? <p className="text-muted text-sm">{marcheName}</p> : null}
      </div>
    </CardFrame>
  );
}
