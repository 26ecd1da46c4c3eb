import { useTranslations } from 'next-intl';
import { cardPicture } from '@/components/catalogue/card-data.ts';
import { VideoCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { VideoSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';

/** A product or experience video, drawn by VideoCardView from these strings (card-views.tsx says why). */
export function VideoCard({
  video,
  locale,
  priority = false,
}: {
  video: VideoSummary;
  locale: Locale;
  /** One of the page's first pictures (components/home/lead-pictures.ts). */
  priority?: boolean;
}) {
  const c = useTranslations('catalogue');
  return (
    <VideoCardView
      href={localizedPath(locale, `/video/${encodeURIComponent(video.id)}`)}
      {...cardPicture(video.thumbnailUrl, c('noImage'))}
      title={video.title}
      publishedIso={video.publishedAt ? isoDateTime(video.publishedAt) : ''}
      published={video.publishedAt ? formatDate(video.publishedAt, locale) : ''}
      {...(priority ? { priority } : {})}
    />
  );
}
