import Image from 'next/image';
import { SproutIcon } from '@/components/layout/icons.tsx';
import { mediaSource } from '@/lib/media.ts';

type Props = {
  url: string;
  /** Empty when the card's text already names the item (the image is then decorative). */
  alt: string;
  /** `next/image` sizes: how wide the box is at each breakpoint. */
  sizes: string;
  /** Tailwind aspect ratio of the box, e.g. `aspect-square`, `aspect-video`. Fixed, so nothing shifts. */
  aspect: string;
  className?: string;
  priority?: boolean;
  placeholderLabel: string;
};

/** An image in a fixed-ratio box, or a soft placeholder when the API has no image (""). */
export function MediaImage({
  url,
  alt,
  sizes,
  aspect,
  className = '',
  priority = false,
  placeholderLabel,
}: Props) {
  const source = mediaSource(url);
  return (
    <div className={`media-box ${aspect} ${className}`}>
      {source ? (
        <Image
          src={source.src}
          alt={alt}
          fill
          sizes={sizes}
          unoptimized={source.unoptimized}
          preload={priority}
          className="media-img"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-leaf-light to-cream-dark text-leaf/70">
          <SproutIcon className="size-10 text-leaf/40" />
          <span className="text-muted text-xs">{placeholderLabel}</span>
        </div>
      )}
    </div>
  );
}
