import type { ScheduleResponse, VideoResponse } from '@hatake/contract';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiClient } from '../api/client.ts';
import { apiBaseUrl } from '../api/default-client.ts';
import type { CallOptions } from '../api/endpoints.ts';
import { ResponseError } from '../api/errors.ts';
import { getSchedule } from '../api/schedules.ts';
import { getVideo } from '../api/videos.ts';
import { handoffFetch, PROBE_HANDOFF_HEADER } from '../catalogue/probe-handoff.ts';

/**
 * The schedule or video of a `/live/{id}` or `/video/{id}` page, once per request (generateMetadata
 * and the page share it), taking the proxy's 404 probe answer when there is one (docs/adr/0009);
 * a 404 from the API is `notFound()`.
 */
async function loadDetail<T>(load: (options: CallOptions) => Promise<T>): Promise<T> {
  const token = (await headers()).get(PROBE_HANDOFF_HEADER);
  const client = new ApiClient({ baseUrl: apiBaseUrl(), fetch: handoffFetch(token) });
  try {
    return await load({ client });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  }
}

export const loadSchedule = cache(
  (id: string): Promise<ScheduleResponse> => loadDetail((options) => getSchedule(id, options)),
);

export const loadVideo = cache(
  (id: string): Promise<VideoResponse> => loadDetail((options) => getVideo(id, options)),
);
