import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { ArchiveSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { cardLinkClass } from './card-styles.ts';

export function ArchiveCard({
  archive,
  marcheName,
  locale,
  text,
}: {
  archive: ArchiveSummary;
  marcheName: string | undefined;
  locale: Locale;
  text: { badge: string; noImage: string };
}) {
  return (
    <Link href={`/live/${encodeURIComponent(archive.scheduleId)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={archive.thumbnailUrl}
          alt=""
          aspect="aspect-video"
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          placeholderLabel={text.noImage}
        />
        <span className="absolute top-3 left-3 rounded bg-bark px-2 py-0.5 font-semibold text-white text-xs">
          {text.badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 font-semibold text-soil leading-snug group-hover:text-leaf-dark">
          {archive.title}
        </h3>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 text-muted text-sm">
          {marcheName ? <span>{marcheName}</span> : null}
          {archive.startAt ? (
            <time dateTime={isoDateTime(archive.startAt)}>{formatDate(archive.startAt, locale)}</time>
          ) : null}
        </p>
      </div>
    </Link>
  );
}
