'use client';

import type { Comment } from '@hatake/contract';
import Image from 'next/image';
import type { Locale } from '@/i18n/routing.ts';
import { formatTime, isoDateTime } from '@/lib/format.ts';
import { mediaSource } from '@/lib/media.ts';

/** One comment of the panel: the avatar (or the name's first letter), the name, the time in Japan, the text. */
export function CommentItem({
  comment,
  origin,
  locale,
  guest,
}: {
  comment: Comment;
  origin: string;
  locale: Locale;
  /** 「ゲスト」: the name of a comment without one. */
  guest: string;
}) {
  return (
    <li className="flex gap-2.5">
      <CommentAvatar url={comment.thumbnailUrl} name={comment.username} origin={origin} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-soil">{comment.username || guest}</span>
          <time dateTime={isoDateTime(comment.publishedAt)} className="text-muted">
            {formatTime(comment.publishedAt, locale)}
          </time>
        </p>
        <p className="whitespace-pre-line break-words text-sm text-soil">{comment.comment}</p>
      </div>
    </li>
  );
}

function CommentAvatar({ url, name, origin }: { url: string; name: string; origin: string }) {
  const source = url ? mediaSource(url, origin) : undefined;
  return (
    <span className="relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-light font-bold text-leaf-dark text-xs">
      {source ? (
        <Image
          src={source.src}
          alt=""
          width={32}
          height={32}
          unoptimized={source.unoptimized}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{[...name][0] ?? '・'}</span>
      )}
    </span>
  );
}
