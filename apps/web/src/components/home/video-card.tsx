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
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-white/90 text-persimmon-dark shadow-md transition group-hover:scale-110"
        >
          <PlayIcon className="ml-0.5 size-6" />
        </span>
      }
    >
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="line-clamp-2 font-semibold text-[0.95rem] text-soil leading-snug group-hover:text-leaf-dark">
          {video.title}
        </h3>
        {video.publishedAt ? (
          <time dateTime={isoDateTime(video.publishedAt)} className="mt-auto text-muted text-xs">
            {formatDate(video.publishedAt, locale)}
          </time>
        ) : null}
      </div>
    </CardFrame>
  );
}
