'use client';

import type { Comment } from '@hatake/contract';
import Image from 'next/image';
import { mediaSource } from '@/lib/media.ts';

/**
 * The time of a comment as the panel writes it, 「14:05」, in Japan whatever the reader's zone.
 * One formatter per language (a live's panel may hold hundreds of comments).
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const timeOf = (locale: string, date: Date) => {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
};

/** One comment of the panel: the avatar (or the name's first letter), the name, the time in Japan, the text. */
export function CommentItem({
  comment,
  origin,
  locale,
  guest,
}: {
  comment: Comment;
  origin: string;
  locale: string;
  /** 「ゲスト」: the name of a comment without one. */
  guest: string;
}) {
  return (
    <li className="flex gap-2.5">
      <CommentAvatar url={comment.thumbnailUrl} name={comment.username} origin={origin} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-soil">{comment.username || guest}</span>
          <time dateTime={new Date(comment.publishedAt * 1000).toISOString()} className="text-muted">
            {timeOf(locale, new Date(comment.publishedAt * 1000))}
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
