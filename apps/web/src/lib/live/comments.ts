import type { Comment } from '@hatake/contract';
import { MAX_LIMIT } from '@hatake/contract/values';
import {
  type CommentSubject,
  commentStreamUrl,
  listComments as listSubjectComments,
} from '../api/comments.ts';
import type { CallOptions } from '../api/endpoints.ts';
import { MAX_SHOWN_COMMENTS } from './view.ts';

// What the comment panel reads of a schedule's or a video's comments (lib/api/comments.ts): a page
// with the panel's defaults (on the server for the first render, in the browser when polling), the
// history of a first render, and the catch-up after a gap (docs/rules/live-and-videos.md).

export type { CommentSubject } from '../api/comments.ts';

export type CommentPage = { comments: Comment[]; nextToken: string };

/** One page of the subject's comments, oldest first; `start` (unix seconds) leaves out older ones. */
export function listComments(
  subject: CommentSubject,
  query: { limit?: number; token?: string; start?: number },
  options: CallOptions = {},
): Promise<CommentPage> {
  const { limit = MAX_LIMIT, token = '', start = 0 } = query;
  return listSubjectComments(subject, { limit, token, start }, options);
}

export { commentStreamUrl };

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
