import type {
  ArchiveSchedulesResponse,
  ListSchedulesQuery,
  LiveSchedulesResponse,
  ScheduleResponse,
} from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// Live sales broadcasts (schedules) and their archives (docs/rules/live-and-videos.md); their
// comments are in comments.ts. Reads are public and never cached: statuses and stock change while a
// page is open.

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
