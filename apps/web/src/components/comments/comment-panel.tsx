'use client';

import type { Comment } from '@hatake/contract';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import type { CommentSubject } from '@/lib/live/comments.ts';
import { acceptsComments } from '@/lib/live/view.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import type { CommentTexts } from './comment-texts.ts';
import { useCommentFeed } from './use-comment-feed.ts';

type Props = {
  subject: CommentSubject;
  locale: Locale;
  initialComments: Comment[];
  /** The first render read only the newest comments. */
  trimmed: boolean;
  /** Unix seconds of the first render: a catch-up with no comment yet reads from here. */
  renderedAt: number;
  /** A schedule's status (videos: undefined, always open). */
  status?: number | undefined;
  /** Whether new comments can still arrive (a live or upcoming schedule, any video). */
  follow: boolean;
  /** The signed-in member's name; undefined for a guest. */
  memberName?: string | undefined;
  /** The public origin, so avatars resolve the same on the server and in the browser. */
  origin: string;
  text: CommentTexts;
};

/**
 * The comment panel of a live or a video: the history, then new comments as they are posted
 * (useCommentFeed: the subject's stream, or reading the list while it is unavailable). Posting goes
 * through a server action (member or guest, CommentForm); refusals show in place. Comments are
 * text: React escapes them, and line breaks are kept.
 */
export function CommentPanel({
  subject: subjectProp,
  locale,
  initialComments,
  trimmed,
  renderedAt,
  status: initialStatus,
  follow,
  memberName,
  origin,
  text,
}: Props) {
  // One subject for the panel's lifetime: a re-rendered page must not reconnect the stream.
  const { kind, id: subjectId } = subjectProp;
  const subject = useMemo<CommentSubject>(() => ({ kind, id: subjectId }), [kind, subjectId]);
  const headingId = useId();
  const { comments, status, mode, catchUp } = useCommentFeed({
    subject,
    initialComments,
    renderedAt,
    initialStatus,
    follow,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const open = status === undefined || acceptsComments(status);

  // Keep the newest comment in view unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && pinned.current && comments.length > 0) list.scrollTop = list.scrollHeight;
  }, [comments]);

  const onScroll = () => {
    const list = listRef.current;
    if (list) pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-line bg-white shadow-sm lg:max-h-[42rem]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-line border-b px-4 py-3">
        <h2 id={headingId} className="font-bold text-lg text-soil">
          {text.heading}
        </h2>
        {mode !== 'off' ? (
          <p className="text-muted text-xs">{mode === 'stream' ? text.streaming : text.polling}</p>
        ) : null}
      </div>
      {trimmed ? <p className="px-4 pt-2 text-muted text-xs">{text.trimmed}</p> : null}
      {comments.length === 0 ? (
        <p className="px-4 py-8 text-center text-muted text-sm">{text.empty}</p>
      ) : null}
      {/* A scrolling region must be reachable by keyboard (tabIndex), named, and announce new entries (log). */}
      <div
        ref={listRef}
        onScroll={onScroll}
        role="log"
        aria-label={text.listLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable list must be reachable to scroll it by keyboard
        tabIndex={0}
        className={`min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-leaf ${
          comments.length === 0 ? 'hidden' : 'max-h-[28rem]'
        }`}
      >
        <ol className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              origin={origin}
              locale={locale}
              guest={text.guest}
            />
          ))}
        </ol>
      </div>
      <CommentForm
        subject={subject}
        locale={locale}
        open={open}
        memberName={memberName}
        text={text}
        onPosted={() => void catchUp()}
      />
    </section>
  );
}
