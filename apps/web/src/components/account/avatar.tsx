import { getImageProps } from 'next/image';
import { mediaSource } from '@/lib/media.ts';

/**
 * The user's thumbnail in a circle, or the first letter of the name when there is none. The picture
 * is next/image's markup (getImageProps: the same srcset and sizes) as a plain <img>: next/image's
 * client component would put its code in the first load of every page whose header shows the member.
 */
export function Avatar({
  url,
  name,
  size,
  alt = '',
}: {
  url: string;
  name: string;
  size: number;
  alt?: string;
}) {
  const source = url ? mediaSource(url) : undefined;
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-light font-bold text-leaf-dark"
      style={{ width: size, height: size, fontSize: size / 2.4 }}
    >
      {source ? (
        // biome-ignore lint/performance/noImgElement: next/image's own props (getImageProps), rendered on the server.
        <img
          {...getImageProps({
            src: source.src,
            alt,
            width: size,
            height: size,
            unoptimized: source.unoptimized,
            className: 'size-full object-cover',
          }).props}
          alt={alt}
        />
      ) : (
        <span aria-hidden="true">{[...name][0] ?? '?'}</span>
      )}
    </span>
  );
}
