import { PlayIcon } from '@/components/layout/icons.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { VideoSummary } from '@/lib/api/types.ts';
import { formatDate, isoDateTime } from '@/lib/format.ts';
import { cardLinkClass } from './card-styles.ts';

export function VideoCard({
  video,
  locale,
  noImage,
}: {
  video: VideoSummary;
  locale: Locale;
  noImage: string;
}) {
  return (
    <Link href={`/video/${encodeURIComponent(video.id)}`} className={cardLinkClass}>
      <div className="relative">
        <MediaImage
          url={video.thumbnailUrl}
          alt=""
          aspect="aspect-video"
          sizes="(min-width: 1024px) 25vw, 50vw"
          placeholderLabel={noImage}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-white/90 text-persimmon-dark shadow-md transition group-hover:scale-110"
        >
          <PlayIcon className="ml-0.5 size-6" />
        </span>
      </div>
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
    </Link>
  );
}
