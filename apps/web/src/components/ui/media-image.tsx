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

/** `sizes` of one fixed width, e.g. `80px`. */
const FIXED_WIDTH = /^(\d+)px$/;

/**
 * How `next/image` is told the size. A box of one fixed width (an avatar, a thumbnail) gets width
 * and height, so its `srcset` is two URLs (1x, 2x); `fill` with `sizes="80px"` listed all eight
 * configured widths up to 1920, about 800 bytes more of HTML per picture (docs/storefront-speed.md).
 */
const sizing = (sizes: string) => {
  const fixed = FIXED_WIDTH.exec(sizes);
  if (!fixed) return { fill: true, sizes, className: 'media-img' } as const;
  const width = Number(fixed[1]);
  return { width, height: width, className: 'media-img' } as const;
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
          {...sizing(sizes)}
          unoptimized={source.unoptimized}
          preload={priority}
        />
      ) : (
        <div className="card-no-image">
          <SproutIcon className="size-10 text-leaf/40" />
          <span className="text-muted text-xs">{placeholderLabel}</span>
        </div>
      )}
    </div>
  );
}
