import type { Comment } from '@hatake/contract';
import { MAX_LIMIT } from '@hatake/contract/values';
import type { CallOptions } from '../api/endpoints.ts';
import { listScheduleComments, scheduleCommentStreamUrl } from '../api/schedules.ts';
import { listVideoComments, videoCommentStreamUrl } from '../api/videos.ts';
import { MAX_SHOWN_COMMENTS } from './view.ts';

// The comments of a schedule or a video through one seam, so the panel does not care which it
// shows: read the list (on the server for the first render, in the browser when polling), and the
// same-origin URL of the subject's Server-Sent Events stream. A video's page token is `next`, a
// schedule's `nextToken` (docs/rules/live-and-videos.md).

export type CommentSubject = { kind: 'schedule' | 'video'; id: string };

export type CommentPage = { comments: Comment[]; nextToken: string };

/** One page of the subject's comments, oldest first; `start` (unix seconds) leaves out older ones. */
export function listComments(
  subject: CommentSubject,
  query: { limit?: number; token?: string; start?: number },
  options: CallOptions = {},
): Promise<CommentPage> {
  const { limit = MAX_LIMIT, token = '', start = 0 } = query;
  return subject.kind === 'schedule'
    ? listScheduleComments(subject.id, { limit, nextToken: token, start }, options)
    : listVideoComments(subject.id, { limit, next: token, start }, options);
}

/** The same-origin stream URL for EventSource, resuming after `lastEventId` when given. */
export function commentStreamUrl(subject: CommentSubject, lastEventId?: string): string {
  return subject.kind === 'schedule'
    ? scheduleCommentStreamUrl(subject.id, lastEventId)
    : videoCommentStreamUrl(subject.id, lastEventId);
}

/** Pages read at most for a page's first render (1,000 comments). */
export const MAX_HISTORY_PAGES = 5;

/**
 * The subject's comments for the first render: pages read oldest first until the list says there
 * is nothing more (or {@link MAX_HISTORY_PAGES}), the newest {@link MAX_SHOWN_COMMENTS} kept.
 * `complete` is false when more were left unread. Throws the API's error.
 */
export async function loadCommentHistory(
  subject: CommentSubject,
  options: CallOptions = {},
): Promise<{ comments: Comment[]; complete: boolean }> {
  const comments: Comment[] = [];
  let token = '';
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const answer = await listComments(subject, { token }, options);
    comments.push(...answer.comments);
    if (!answer.nextToken) return { comments: comments.slice(-MAX_SHOWN_COMMENTS), complete: true };
    token = answer.nextToken;
  }
  return { comments: comments.slice(-MAX_SHOWN_COMMENTS), complete: false };
}

/**
 * The comments posted at or after `start` (unix seconds), every page of them: what polling and a
 * reconnected stream read to catch up. Comments already shown come back too; the caller merges by id.
 */
export async function commentsSince(
  subject: CommentSubject,
  start: number,
  options: CallOptions = {},
): Promise<Comment[]> {
  const out: Comment[] = [];
  let token = '';
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    const answer = await listComments(subject, { token, start: Math.max(0, start) }, options);
    out.push(...answer.comments);
    if (!answer.nextToken) break;
    token = answer.nextToken;
  }
  return out;
}
