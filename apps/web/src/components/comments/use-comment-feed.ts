'use client';

import type { Comment } from '@hatake/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CommentSubject, commentStreamUrl, commentsSince } from '@/lib/live/comments.ts';
import { mergeComments, parseCommentEvent, parseStatusEvent } from '@/lib/live/view.ts';

/** How often the list is read again when no comment stream is available (docs/rules/live-and-videos.md, "Comments"). */
export const POLL_INTERVAL_MS = 3000;

/** Where new comments come from now: the stream, reading the list, or nowhere (not following). */
export type FeedMode = 'stream' | 'polling' | 'off';

/**
 * The comments of a subject as they arrive: from its Server-Sent Events stream (EventSource on the
 * same origin, resuming after the last comment shown), and while the stream is unavailable by
 * reading the list every {@link POLL_INTERVAL_MS}; every (re)connection first catches up from the
 * list, merging by id. A schedule's `status` follows the stream's status events.
 */
export function useCommentFeed(options: {
  subject: CommentSubject;
  initialComments: Comment[];
  /** Unix seconds of the first render: a catch-up with no comment yet reads from here. */
  renderedAt: number;
  initialStatus: number | undefined;
  follow: boolean;
}) {
  const { subject, initialComments, renderedAt, initialStatus, follow } = options;
  const [comments, setComments] = useState(initialComments);
  const [status, setStatus] = useState(initialStatus);
  const [mode, setMode] = useState<FeedMode>('off');
  const latest = useRef(comments);
  latest.current = comments;

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

  return { comments, status, mode, catchUp };
}
