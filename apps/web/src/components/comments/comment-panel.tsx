'use client';

import type { Comment } from '@hatake/contract';
import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import {
  useActionState,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormStatus } from 'react-dom';
import { postComment } from '@/lib/live/actions.ts';
import { INITIAL_COMMENT_FORM_STATE } from '@/lib/live/comment-form-state.ts';
import { type CommentSubject, commentStreamUrl, commentsSince } from '@/lib/live/comments.ts';
import {
  acceptsComments,
  commentLength,
  MAX_COMMENT_LENGTH,
  mergeComments,
  parseCommentEvent,
  parseStatusEvent,
} from '@/lib/live/view.ts';
import { mediaSource } from '@/lib/media.ts';

/** How often the list is read again when no comment stream is available (docs/rules/live-and-videos.md, "Comments"). */
export const POLL_INTERVAL_MS = 3000;

type Props = {
  subject: CommentSubject;
  locale: string;
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
};

type Mode = 'stream' | 'polling' | 'off';

/**
 * The comment panel of a live or a video: the history, then new comments as they are posted —
 * from the subject's Server-Sent Events stream (EventSource on the same origin, resuming after the
 * last comment shown), and while the stream is unavailable by reading the list every
 * {@link POLL_INTERVAL_MS}; every (re)connection first catches up from the list, merging by id.
 * Posting goes through a server action (member or guest); refusals show in place. Comments are
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
}: Props) {
  const t = useTranslations('comments');
  const format = useFormatter();
  // One subject for the panel's lifetime: a re-rendered page must not reconnect the stream.
  const { kind, id: subjectId } = subjectProp;
  const subject = useMemo<CommentSubject>(() => ({ kind, id: subjectId }), [kind, subjectId]);
  const headingId = useId();
  const [comments, setComments] = useState(initialComments);
  const [status, setStatus] = useState(initialStatus);
  const [mode, setMode] = useState<Mode>('off');
  const latest = useRef(comments);
  latest.current = comments;
  const listRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const open = status === undefined || acceptsComments(status);

  const catchUp = useCallback(async () => {
    const last = latest.current.at(-1);
    try {
      const fresh = await commentsSince(subject, last ? last.publishedAt : renderedAt);
      setComments((current) => mergeComments(current, fresh));
    } catch {
      // The next poll, reconnection or post tries again.
    }
  }, [subject, renderedAt]);

  useEffect(() => {
    if (!follow) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let source: EventSource | undefined;
    const startPolling = () => {
      setMode('polling');
      if (timer) return;
      timer = setInterval(() => void catchUp(), POLL_INTERVAL_MS);
      void catchUp();
    };
    const stopPolling = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };

    if (typeof EventSource === 'undefined') {
      startPolling();
    } else {
      source = new EventSource(commentStreamUrl(subject, latest.current.at(-1)?.id));
      source.addEventListener('open', () => {
        stopPolling();
        setMode('stream');
        void catchUp();
      });
      source.addEventListener('comment', (event) => {
        const comment = parseCommentEvent((event as MessageEvent<string>).data);
        if (comment) setComments((current) => mergeComments(current, [comment]));
      });
      source.addEventListener('status', (event) => {
        const next = parseStatusEvent((event as MessageEvent<string>).data);
        if (next !== undefined && initialStatus !== undefined) setStatus(next);
      });
      // The stream cannot replay what the page missed: read the list again.
      source.addEventListener('reset', () => void catchUp());
      // While reconnecting (or refused for good), the list is read every 3 s instead.
      source.addEventListener('error', startPolling);
    }
    return () => {
      stopPolling();
      source?.close();
    };
  }, [follow, subject, catchUp, initialStatus]);

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
          {t('heading')}
        </h2>
        {mode !== 'off' ? (
          <p className="text-muted text-xs">{mode === 'stream' ? t('streaming') : t('polling')}</p>
        ) : null}
      </div>
      {trimmed ? <p className="px-4 pt-2 text-muted text-xs">{t('trimmed')}</p> : null}
      {comments.length === 0 ? (
        <p className="px-4 py-8 text-center text-muted text-sm">{t('empty')}</p>
      ) : null}
      {/* A scrolling region must be reachable by keyboard (tabIndex), named, and announce new entries (log). */}
      <div
        ref={listRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('listLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable list must be reachable to scroll it by keyboard
        tabIndex={0}
        className={`min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-leaf ${
          comments.length === 0 ? 'hidden' : 'max-h-[28rem]'
        }`}
      >
        <ol className="flex flex-col gap-3">
          {comments.map((comment) => (
            <li key={comment.id} className="flex gap-2.5">
              <CommentAvatar url={comment.thumbnailUrl} name={comment.username} origin={origin} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-semibold text-soil">{comment.username || t('guest')}</span>
                  <time dateTime={new Date(comment.publishedAt * 1000).toISOString()} className="text-muted">
                    {format.dateTime(new Date(comment.publishedAt * 1000), {
                      hour: '2-digit',
                      minute: '2-digit',
                      timeZone: 'Asia/Tokyo',
                    })}
                  </time>
                </p>
                <p className="whitespace-pre-line break-words text-sm text-soil">{comment.comment}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <CommentForm
        subject={subject}
        locale={locale}
        open={open}
        memberName={memberName}
        onPosted={() => void catchUp()}
      />
    </section>
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

function CommentForm({
  subject,
  locale,
  open,
  memberName,
  onPosted,
}: {
  subject: CommentSubject;
  locale: string;
  open: boolean;
  memberName: string | undefined;
  onPosted: () => void;
}) {
  const t = useTranslations('comments');
  const id = useId();
  const [state, action] = useActionState(postComment, INITIAL_COMMENT_FORM_STATE);
  const [text, setText] = useState('');
  const length = commentLength(text);
  const tooLong = length > MAX_COMMENT_LENGTH;
  const lastHandled = useRef(0);

  useEffect(() => {
    if (state.at === lastHandled.current) return;
    lastHandled.current = state.at;
    if (state.status === 'posted') {
      setText('');
      onPosted();
    }
  }, [state, onPosted]);

  if (!open) {
    return <p className="border-line border-t px-4 py-4 text-muted text-sm">{t('closed')}</p>;
  }

  return (
    <form action={action} className="flex flex-col gap-2 border-line border-t px-4 py-3">
      <input type="hidden" name="kind" value={subject.kind} />
      <input type="hidden" name="id" value={subject.id} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-comment`} className="sr-only">
        {t('field')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={2}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-note ${id}-count`}
          aria-invalid={tooLong || undefined}
          className="min-h-11 flex-1 resize-y rounded-xl border border-line bg-white px-3 py-2 text-soil text-sm placeholder:text-muted"
        />
        <SendButton disabled={length === 0 || tooLong} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-note`} className="text-muted">
          {memberName ? t('memberNote', { name: memberName }) : t('guestNote')}
        </p>
        <p id={`${id}-count`} className={tooLong ? 'font-semibold text-persimmon-dark' : 'text-muted'}>
          {t('counter', { count: length, max: MAX_COMMENT_LENGTH })}
        </p>
      </div>
      {tooLong ? (
        <p className="font-semibold text-persimmon-dark text-sm">
          {t('tooLong', { max: MAX_COMMENT_LENGTH })}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {state.status === 'posted' ? <span key={state.at}>{t('posted')}</span> : null}
      </div>
      <div role="alert">
        {state.status === 'failed' ? (
          <p key={state.at} className="rounded-xl bg-persimmon-light px-3 py-2 text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SendButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations('comments');
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-persimmon px-5 font-bold text-sm text-white transition hover:bg-persimmon-dark disabled:cursor-not-allowed disabled:bg-cream-dark disabled:text-muted"
    >
      {pending ? t('sending') : t('submit')}
    </button>
  );
}
