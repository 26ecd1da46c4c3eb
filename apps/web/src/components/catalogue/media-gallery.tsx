'use client';

import Image from 'next/image';
import { useState } from 'react';
import { SproutIcon } from '@/components/layout/icons.tsx';
import type { GalleryItem } from '@/lib/gallery.ts';

type Props = {
  items: GalleryItem[];
  /** What the pictures show (the product or experience name). */
  alt: string;
  /** Accessible name of the thumbnail group. */
  label: string;
  /** One label per thumbnail button, e.g. 「画像2を表示（全4枚）」. */
  thumbnailLabels: string[];
  videoLabel: string;
  noImage: string;
  aspect?: string;
  sizes: string;
};

/**
 * The main picture and a strip of thumbnails that switch it. Server-rendered with the first picture;
 * the buttons work once hydrated (before that the first picture is all there is to see).
 */
export function MediaGallery({
  items,
  alt,
  label,
  thumbnailLabels,
  videoLabel,
  noImage,
  aspect = 'aspect-square',
  sizes,
}: Props) {
  const [selected, setSelected] = useState(0);
  const current = items[selected] ?? items[0];

  return (
    <div>
      <div className={`relative overflow-hidden rounded-2xl bg-cream-dark ring-1 ring-line ${aspect}`}>
        {current ? (
          current.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: producer clips have no captions in the catalogue data
            <video
              key={current.key}
              src={current.src}
              controls
              playsInline
              preload="metadata"
              className="absolute inset-0 h-full w-full bg-black object-contain"
            />
          ) : (
            <Image
              key={current.key}
              src={current.src}
              alt={selected === 0 ? alt : `${alt} (${selected + 1}/${items.length})`}
              fill
              sizes={sizes}
              unoptimized={current.unoptimized}
              preload={selected === 0}
              className="object-cover"
            />
          )
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-leaf-light to-cream-dark">
            <SproutIcon className="size-14 text-leaf/40" />
            <span className="text-muted text-sm">{noImage}</span>
          </div>
        )}
      </div>

      {items.length > 1 ? (
        <ul aria-label={label} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {items.map((item, index) => (
            <li key={item.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={thumbnailLabels[index]}
                aria-pressed={index === selected}
                className={`relative block size-16 overflow-hidden rounded-lg bg-cream-dark ring-2 transition sm:size-[4.5rem] ${
                  index === selected ? 'ring-persimmon' : 'ring-transparent hover:ring-line'
                }`}
              >
                {item.kind === 'video' ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-soil text-[0.65rem] font-bold text-white">
                    ▶ {videoLabel}
                  </span>
                ) : (
                  // Width and height, not fill with sizes="72px": a fixed width gets a 1x/2x srcset
                  // of two URLs instead of all eight configured widths (docs/storefront-speed.md).
                  <Image
                    src={item.src}
                    alt=""
                    width={72}
                    height={72}
                    unoptimized={item.unoptimized}
                    className="absolute inset-0 size-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
