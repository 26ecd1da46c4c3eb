import type { CommentsResponse, CreateCommentRequest } from '@hatake/contract';
import { buildQuery, pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions, ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// The comments of a live (schedule) or a video, one set of fetchers for both
// (docs/rules/live-and-videos.md): the list, a member's post through a client carrying the member's
// token (authedApi()), a guest's through the guest route, and the stream's URL. Nothing is cached:
// comments change while a page is open. The two differ only in their path and in the name of the
// list's page token: `nextToken` for a schedule, `next` for a video.

export type CommentSubject = { kind: 'schedule' | 'video'; id: string };

const ROUTES = {
  schedule: { base: '/schedules', param: 'scheduleId', tokenParameter: 'nextToken' },
  video: { base: '/videos', param: 'videoId', tokenParameter: 'next' },
} as const;

/** `/schedules/{id}/comments`, `/videos/{id}/comments` (without `/v1`, which the callers add). */
const commentsPath = (subject: CommentSubject): string => {
  const route = ROUTES[subject.kind];
  return `${route.base}/${pathParam(route.param, subject.id)}/comments`;
};

export type CommentListQuery = {
  limit?: number;
  /** The previous page's `nextToken`; "" = the first page. */
  token?: string;
  /** Posted at or after, unix seconds (0 = unbounded). */
  start?: number;
  /** Posted before, unix seconds (0 = unbounded). */
  end?: number;
};

/**
 * `GET /v1/{schedules,videos}/{id}/comments`: oldest first; `nextToken` "" = nothing more yet;
 * `start`/`end` bound the posting time in unix seconds (`start` ≤ t < `end`).
 */
export function listComments(
  subject: CommentSubject,
  query: CommentListQuery = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  const { limit, token, start, end } = query;
  return client.get<CommentsResponse>(`/v1${commentsPath(subject)}`, {
    ...rest,
    query: { limit, [ROUTES[subject.kind].tokenParameter]: token, start, end },
  });
}

/** `POST /v1/{schedules,videos}/{id}/comments` as the member whose token `client` carries (a schedule: 412 once the live ended). */
export function createComment(
  subject: CommentSubject,
  body: CreateCommentRequest,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>(`/v1${commentsPath(subject)}`, { ...rest, body });
}

/** `POST /v1/guests/{schedules,videos}/{id}/comments`: an anonymous comment (no token is sent). */
export function createGuestComment(
  subject: CommentSubject,
  body: CreateCommentRequest,
  options: CallOptions = {},
): Promise<void> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.withToken(undefined).post<void>(`/v1/guests${commentsPath(subject)}`, { ...rest, body });
}

/**
 * The same-origin URL of the subject's comment stream (Server-Sent Events) for the browser's
 * EventSource; `lastEventId` (the last comment the page has) makes the API replay what came after it.
 */
export function commentStreamUrl(subject: CommentSubject, lastEventId?: string): string {
  return `/v1${commentsPath(subject)}/stream${buildQuery({ lastEventId: lastEventId || undefined })}`;
}
