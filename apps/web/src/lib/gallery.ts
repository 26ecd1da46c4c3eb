import { mediaSource } from './media.ts';

export type GalleryItem = {
  key: string;
  kind: 'image' | 'video';
  /** Image source for next/image, or the video URL. */
  src: string;
  unoptimized: boolean;
};

const VIDEO = /\.(mp4|webm|mov)(\?|#|$)/i;

/**
 * The media of a product or experience, ready for the gallery: the thumbnail first, then the rest in
 * API order, without duplicates or unusable URLs. Falls back to `thumbnailUrl` when `media` is empty.
 */
export function galleryItems(
  media: readonly { url: string; isThumbnail: boolean }[],
  thumbnailUrl = '',
  origin?: string,
): GalleryItem[] {
  const ordered = [...media.filter((m) => m.isThumbnail), ...media.filter((m) => !m.isThumbnail)].map(
    (m) => m.url,
  );
  if (ordered.length === 0 && thumbnailUrl) ordered.push(thumbnailUrl);
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  for (const url of ordered) {
    if (!url || seen.has(url)) continue;
    seen.add(url);
    if (VIDEO.test(url)) {
      items.push({ key: url, kind: 'video', src: url, unoptimized: true });
      continue;
    }
    const source = origin === undefined ? mediaSource(url) : mediaSource(url, origin);
    if (source) items.push({ key: url, kind: 'image', src: source.src, unoptimized: source.unoptimized });
  }
  return items;
}
