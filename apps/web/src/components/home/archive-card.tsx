import { CardFrame } from '@/components/catalogue/card-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { ArchiveSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

export function ArchiveCard({
  archive,
  marcheName,
  locale,
  text,
}: {
  archive: ArchiveSummary;
  marcheName: string | undefined;
  locale: Locale;
  text: { badge: string };
}) {
  return (
    <CardFrame
      href={`/live/${encodeURIComponent(archive.scheduleId)}`}
      picture={archive.thumbnailUrl}
      kind="live"
      overlay={
        <span className="absolute top-3 left-3 rounded bg-bark px-2 py-0.5 font-semibold text-white text-xs">
          {text.badge}
        </span>
      }
    >
      <div className="live-card-body">
        <h3 className="experience-card-title">{localizedText(archive.title, archive.titleEn, locale)}</h3>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 text-muted text-sm">
          {marcheName ? <span>{marcheName}</span> : null}
          {archive.startAt ? (
            <time dateTime={isoDateTime(archive.startAt)}>{formatDate(archive.startAt, locale)}</time>
          ) : null}
        </p>
      </div>
    </CardFrame>
  );
}
