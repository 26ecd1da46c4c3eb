import { useTranslations } from 'next-intl';
import { cardPicture } from '@/components/catalogue/card-data.ts';
import { ArchiveCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { ArchiveSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

/** A live's archive, drawn by ArchiveCardView from these strings (card-views.tsx says why). */
export function ArchiveCard({
  archive,
  marcheName,
  locale,
  text,
  priority = false,
}: {
  archive: ArchiveSummary;
  marcheName: string | undefined;
  locale: Locale;
  /** One of the page's first pictures (components/home/lead-pictures.ts). */
  priority?: boolean;
  text: { badge: string };
}) {
  const c = useTranslations('catalogue');
  return (
    <ArchiveCardView
      href={localizedPath(locale, `/live/${encodeURIComponent(archive.scheduleId)}`)}
      {...cardPicture(archive.thumbnailUrl, c('noImage'))}
      badge={text.badge}
      title={localizedText(archive.title, archive.titleEn, locale)}
      marcheName={marcheName ?? ''}
      startIso={archive.startAt ? isoDateTime(archive.startAt) : ''}
      date={archive.startAt ? formatDate(archive.startAt, locale) : ''}
      {...(priority ? { priority } : {})}
    />
  );
}
