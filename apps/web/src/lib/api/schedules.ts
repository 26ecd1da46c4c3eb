import type {
  ArchiveSchedulesResponse,
  CommentsResponse,
  CreateCommentRequest,
  ListLiveCommentsQuery,
  ListSchedulesQuery,
  LiveSchedulesResponse,
  ScheduleResponse,
} from '@hatake/contract';
import { type ApiClient, buildQuery, pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStore, noStoreCall } from './no-store.ts';

// Live sales broadcasts (schedules), their archives and live comments (docs/rules/live-and-videos.md).
// Reads are public; a member's comment goes through a client carrying the member's token
// (authedApi()), a guest's through the guest route. Nothing is cached: statuses, stock and comments
// change while a page is open.

/** `GET /v1/schedules/{scheduleId}`: a published schedule with its coordinator, slots, producers and products. */
export function getSchedule(scheduleId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ScheduleResponse>(`/v1/schedules/${pathParam('scheduleId', scheduleId)}`, rest);
}

/** `GET /v1/schedules/lives`: running, upcoming and just-ended lives, soonest first. */
export function listLiveSchedules(params: ListSchedulesQuery = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<LiveSchedulesResponse>('/v1/schedules/lives', { ...rest, query: params });
}

/** `GET /v1/schedules/archives`: broadcasts that ended more than an hour ago, newest first. */
export function listArchiveSchedules(params: ListSchedulesQuery = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ArchiveSchedulesResponse>('/v1/schedules/archives', { ...rest, query: params });
}

/**
 * `GET /v1/schedules/{scheduleId}/comments`: oldest first; `nextToken` "" = nothing more yet;
 * `start`/`end` bound the posting time in unix seconds (`start` ≤ t < `end`).
 */
export function listScheduleComments(
  scheduleId: string,
  query: ListLiveCommentsQuery = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<CommentsResponse>(`/v1/schedules/${pathParam('scheduleId', scheduleId)}/comments`, {
    ...rest,
    query,
  });
}

/** `POST /v1/schedules/{scheduleId}/comments` as the member whose token `client` carries (412 once the live ended). */
export function createScheduleComment(
  client: ApiClient,
  scheduleId: string,
  body: CreateCommentRequest,
): Promise<void> {
  return client.post<void>(
    `/v1/schedules/${pathParam('scheduleId', scheduleId)}/comments`,
    noStore({ body }),
  );
}

/** `POST /v1/guests/schedules/{scheduleId}/comments`: an anonymous comment (no token is sent). */
export function createGuestScheduleComment(
  scheduleId: string,
  body: CreateCommentRequest,
  options: CallOptions = {},
): Promise<void> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client
    .withToken(undefined)
    .post<void>(`/v1/guests/schedules/${pathParam('scheduleId', scheduleId)}/comments`, { ...rest, body });
}

/**
 * The same-origin URL of the schedule's comment stream (Server-Sent Events) for the browser's
 * EventSource; `lastEventId` (the last comment the page has) makes the API replay what came after it.
 */
export function scheduleCommentStreamUrl(scheduleId: string, lastEventId?: string): string {
  return `/v1/schedules/${pathParam('scheduleId', scheduleId)}/comments/stream${buildQuery({
    lastEventId: lastEventId || undefined,
  })}`;
}
