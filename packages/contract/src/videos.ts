/** Videos and video comments: /v1/videos*, /v1/guests/videos/{id}/comments. */
import { type Static, Type } from 'typebox';
import { id, mediaUrl, nextToken, PagingQuery, TokenPagingQuery, total, unixTime } from './common.ts';
import { Experience } from './experiences.ts';
import { Product } from './products.ts';
import { Coordinator } from './profiles.ts';

export const VideoSummary = Type.Object({
  id: id('video id'),
  coordinatorId: id(),
  title: Type.String(),
  thumbnailUrl: mediaUrl(),
  publishedAt: unixTime('published at, unix seconds'),
});
export type VideoSummary = Static<typeof VideoSummary>;

export const Video = Type.Object({
  id: id('video id'),
  coordinatorId: id(),
  productIds: Type.Array(Type.String(), { description: 'related product ids' }),
  experienceIds: Type.Array(Type.String(), { description: 'related experience ids' }),
  title: Type.String(),
  description: Type.String(),
  thumbnailUrl: mediaUrl(),
  videoUrl: Type.String({ description: 'video file URL' }),
  publishedAt: unixTime('published at, unix seconds'),
});
export type Video = Static<typeof Video>;

export const VideoResponse = Type.Object({
  video: Video,
  coordinator: Coordinator,
  products: Type.Array(Product),
  experiences: Type.Array(Experience),
});
export type VideoResponse = Static<typeof VideoResponse>;

/** The client types `videos` as Video[] (the original server sent VideoSummary, a subset): send full Videos. */
export const VideosResponse = Type.Object({
  videos: Type.Array(Video),
  coordinators: Type.Array(Coordinator),
  total: total(),
});
export type VideosResponse = Static<typeof VideosResponse>;

export const VIDEO_CATEGORIES = ['all', 'product', 'experience'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/**
 * GET /v1/videos. The old client sends `coordinator`, the original server read `coordinatorId`;
 * both are accepted.
 */
export const ListVideosQuery = Type.Object({
  ...PagingQuery.properties,
  coordinator: Type.Optional(Type.String({ description: 'coordinator id (alias of coordinatorId)' })),
  coordinatorId: Type.Optional(Type.String({ description: 'coordinator id' })),
  category: Type.Optional(
    Type.Unsafe<VideoCategory>(
      Type.String({
        enum: [...VIDEO_CATEGORIES],
        default: 'all',
        description: `one of ${VIDEO_CATEGORIES.join(', ')}`,
      }),
    ),
  ),
  name: Type.Optional(Type.String({ description: 'partial match on the title' })),
});
export type ListVideosQuery = Static<typeof ListVideosQuery>;

export const VideoComment = Type.Object({
  id: id('comment id; also the `id` of its event on the comment stream (Last-Event-ID)'),
  userId: Type.String({ description: 'poster id ("" for guests)' }),
  username: Type.String({ description: 'poster display name ("" for guests)' }),
  accountId: Type.String({ description: 'poster public handle ("" for guests)' }),
  thumbnailUrl: mediaUrl('poster avatar URL ("" if none)'),
  comment: Type.String(),
  publishedAt: unixTime('posted at, unix seconds'),
});
export type VideoComment = Static<typeof VideoComment>;

export const VideoCommentsResponse = Type.Object({
  comments: Type.Array(VideoComment),
  nextToken: nextToken(),
});
export type VideoCommentsResponse = Static<typeof VideoCommentsResponse>;

/** GET /v1/videos/{videoId}/comments. The page token is called `next` here (not `nextToken`). */
export const ListVideoCommentsQuery = Type.Object({
  limit: TokenPagingQuery.properties.limit,
  next: Type.Optional(
    Type.String({ default: '', description: 'token from the previous page; "" = first page' }),
  ),
  start: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'posted at >= start, unix seconds (0 = unbounded)' }),
  ),
  end: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'posted at < end, unix seconds (0 = unbounded)' }),
  ),
});
export type ListVideoCommentsQuery = Static<typeof ListVideoCommentsQuery>;

export const CreateVideoCommentRequest = Type.Object({
  comment: Type.String({ minLength: 1, maxLength: 200, description: '<= 200 characters' }),
});
export type CreateVideoCommentRequest = Static<typeof CreateVideoCommentRequest>;

export const CreateGuestVideoCommentRequest = Type.Object({
  comment: Type.String({ minLength: 1, maxLength: 200, description: '<= 200 characters' }),
});
export type CreateGuestVideoCommentRequest = Static<typeof CreateGuestVideoCommentRequest>;
