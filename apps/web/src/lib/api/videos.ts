import type {
  CommentsResponse,
  CreateCommentRequest,
  ListVideoCommentsQuery,
  ListVideosQuery,
  VideoResponse,
  VideosResponse,
} from '@hatake/contract';
import { type ApiClient, buildQuery, pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStore, noStoreCall } from './no-store.ts';

// On-demand videos and their comments (docs/rules/live-and-videos.md). As for schedules: public
// reads, the member's comment through a client with the member's token, never cached. The page
// token of the comment list is called `next` here.

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

/** `GET /v1/videos/{videoId}/comments`: oldest first; the answer's `nextToken` goes back as `next`. */
export function listVideoComments(
  videoId: string,
  query: ListVideoCommentsQuery = {},
  options: CallOptions = {},
) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<CommentsResponse>(`/v1/videos/${pathParam('videoId', videoId)}/comments`, {
    ...rest,
    query,
  });
}

/** `POST /v1/videos/{videoId}/comments` as the member whose token `client` carries. */
export function createVideoComment(
  client: ApiClient,
  videoId: string,
  body: CreateCommentRequest,
): Promise<void> {
  return client.post<void>(`/v1/videos/${pathParam('videoId', videoId)}/comments`, noStore({ body }));
}

/** `POST /v1/guests/videos/{videoId}/comments`: an anonymous comment (no token is sent). */
export function createGuestVideoComment(
  videoId: string,
  body: CreateCommentRequest,
  options: CallOptions = {},
): Promise<void> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client
    .withToken(undefined)
    .post<void>(`/v1/guests/videos/${pathParam('videoId', videoId)}/comments`, { ...rest, body });
}

/** The same-origin URL of the video's comment stream (Server-Sent Events), resuming after `lastEventId`. */
export function videoCommentStreamUrl(videoId: string, lastEventId?: string): string {
  return `/v1/videos/${pathParam('videoId', videoId)}/comments/stream${buildQuery({
    lastEventId: lastEventId || undefined,
  })}`;
}
