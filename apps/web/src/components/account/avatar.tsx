import Image from 'next/image';
import { mediaSource } from '@/lib/media.ts';

/** The user's thumbnail in a circle, or the first letter of the name when there is none. */
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
        <Image
          src={source.src}
          alt={alt}
          width={size}
          height={size}
          unoptimized={source.unoptimized}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{[...name][0] ?? '?'}</span>
      )}
    </span>
  );
}
