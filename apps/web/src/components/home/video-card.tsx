import { CardFrame } from '@/components/catalogue/card-frame.tsx';
import { PlayIcon } from '@/components/layout/icons.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { VideoSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';

export function VideoCard({ video, locale }: { video: VideoSummary; locale: Locale }) {
  return (
    <CardFrame
      href={`/video/${encodeURIComponent(video.id)}`}
      picture={video.thumbnailUrl}
      kind="video"
      overlay={
        <span aria-hidden="true" className="card-play">
          <PlayIcon className="ml-0.5 size-6" />
        </span>
      }
    >
      <div className="product-card-body">
        <h3 className="product-card-title">{video.title}</h3>
        {video.publishedAt ? (
          <time dateTime={isoDateTime(video.publishedAt)} className="mt-auto text-muted text-xs">
            {formatDate(video.publishedAt, locale)}
          </time>
        ) : null}
      </div>
    </CardFrame>
  );
}
