import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListVideosQuery, VideoResponse, VideosResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, pagingQuery } from '../../lib/http-schemas.ts';
import { commentRoutes } from '../schedules/index.ts';
import { videoCommentSubject } from './comment-subject.ts';
import { getVideo, listVideos } from './service.ts';

const ListQuery = Type.Object({
  ...ListVideosQuery.properties,
  ...pagingQuery('videos'),
  coordinator: idFilter('alias of coordinatorId (what the reference client sends)'),
  coordinatorId: idFilter('only videos of this coordinator (404 when the coordinator does not exist)'),
  name: Type.Optional(Type.String({ maxLength: 128, description: 'part of the title; empty = any' })),
});

export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/videos',
    {
      config: { publicRead: true },
      schema: {
        tags: ['videos'],
        summary: 'List videos',
        description:
          'Listed videos (public, published, not deleted, not limited), newest first, with the ' +
          'coordinators they reference. `category`: all (default), product (the product video section), ' +
          'experience (the experience one); anything else is 400. `coordinator` is accepted as an alias ' +
          'of `coordinatorId` (both given and different: 400). `name` matches part of the title. ' +
          '`total` counts every match.',
        querystring: ListQuery,
        response: { 200: VideosResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listVideos(app.db, { limit: 20, offset: 0, ...request.query }),
  );

  app.get(
    '/videos/:videoId',
    {
      config: { publicRead: true },
      schema: {
        tags: ['videos'],
        summary: 'One video',
        description:
          'A listed or limited (unlisted, reachable by its id only) video with its coordinator and the ' +
          'products and experiences it presents that can be seen (public, not deleted), in its order. ' +
          'Private, unpublished or deleted videos are 404.',
        params: Type.Object({ videoId: idParam('video id') }),
        response: { 200: VideoResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getVideo(app.db, request.params.videoId),
  );

  await app.register(
    commentRoutes({
      subject: videoCommentSubject,
      base: '/videos',
      param: 'videoId',
      tokenParameter: 'next',
      tag: 'videos',
    }),
  );
};
