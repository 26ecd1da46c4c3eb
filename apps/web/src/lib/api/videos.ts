import type { ListVideosQuery, VideoResponse, VideosResponse } from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// On-demand videos (docs/rules/live-and-videos.md); their comments are in comments.ts. As for
// schedules: public reads, never cached.

/** `GET /v1/videos/{videoId}`: a listed or limited video with its coordinator, products and experiences. */
export function getVideo(videoId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<VideoResponse>(`/v1/videos/${pathParam('videoId', videoId)}`, rest);
}

/** `GET /v1/videos`: listed videos, newest first (`category` all, product or experience). */
export function listVideos(params: ListVideosQuery = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<VideosResponse>('/v1/videos', { ...rest, query: params });
}
