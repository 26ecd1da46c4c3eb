/** Videos and video comments: /v1/videos*, /v1/guests/videos/{id}/comments. */
import { type Static, Type } from 'typebox';
import { CommentTimeWindow } from './comments.ts';
import { id, mediaUrl, PagingQuery, TokenPagingQuery, total, unixTime } from './common.ts';
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

/** GET /v1/videos/{videoId}/comments. The page token is called `next` here (not `nextToken`). */
export const ListVideoCommentsQuery = Type.Object({
  limit: TokenPagingQuery.properties.limit,
  next: Type.Optional(
    Type.String({ default: '', description: 'token from the previous page; "" = first page' }),
  ),
  ...CommentTimeWindow.properties,
});
export type ListVideoCommentsQuery = Static<typeof ListVideoCommentsQuery>;
