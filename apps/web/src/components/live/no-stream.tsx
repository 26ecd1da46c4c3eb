import { SproutIcon } from '@/components/layout/icons.tsx';
import { singleImageUrl } from '@/lib/media.ts';

/** Where the player would be when there is nothing to play: the thumbnail dimmed, and why. */
export function NoStream({ thumbnailUrl, message }: { thumbnailUrl: string; message: string }) {
  // The player's place at its width (broadcast-layout.tsx), dimmed: one URL, through the optimiser.
  const poster = singleImageUrl(thumbnailUrl, 1200);
  return (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-soil">
      {poster ? (
        // biome-ignore lint/performance/noImgElement: a decorative backdrop; next/image adds nothing here
        <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-30" />
      ) : null}
      <p className="relative flex max-w-md flex-col items-center gap-2 px-6 text-center font-semibold text-white">
        <SproutIcon className="size-10 text-white/70" />
        {message}
      </p>
    </div>
  );
}
