import Image from 'next/image';
import { mediaSource } from '@/lib/media.ts';

/** A round profile picture (coordinator, producer), or the name's first letter when there is none. */
export function CoordinatorAvatar({ url, name, size = 48 }: { url: string; name: string; size?: number }) {
  const source = mediaSource(url);
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-light font-bold text-leaf-dark"
      style={{ width: size, height: size }}
    >
      {source ? (
        <Image
          src={source.src}
          alt=""
          width={size}
          height={size}
          unoptimized={source.unoptimized}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{[...name][0] ?? '・'}</span>
      )}
    </span>
  );
}
