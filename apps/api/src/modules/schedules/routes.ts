import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArchiveSchedulesResponse,
  ListSchedulesQuery,
  LiveSchedulesResponse,
  ScheduleResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, pagingQuery } from '../../lib/http-schemas.ts';
import { scheduleCommentSubject, scheduleTimeline } from './comment-subject.ts';
import { commentRoutes } from './comments/routes.ts';
import { listArchiveSchedules, listLiveSchedules } from './list-schedules.ts';
import { getSchedule } from './service.ts';

const ListQuery = Type.Object({
  ...ListSchedulesQuery.properties,
  ...pagingQuery('schedules'),
  coordinator: idFilter('only schedules of this coordinator (404 when the coordinator does not exist)'),
  producer: idFilter('only schedules with a slot of this producer (404 when the producer does not exist)'),
});

export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schedules/lives',
    {
      config: { publicRead: true },
      schema: {
        tags: ['schedules'],
        summary: 'Lives: running, upcoming, or ended within the hour',
        description:
          'Published schedules whose end is at most an hour ago, soonest first (start, then id) — the ' +
          "home page's lives, paged — each with its featured products (public products of its slots, " +
          'in slot order), and the coordinators they reference. `producer` = schedules with a slot of ' +
          'that producer. `total` counts every match.',
        querystring: ListQuery,
        response: { 200: LiveSchedulesResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listLiveSchedules(app.db, { limit: 20, offset: 0, ...request.query }),
  );

  app.get(
    '/schedules/archives',
    {
      config: { publicRead: true },
      schema: {
        tags: ['schedules'],
        summary: 'Archives: broadcasts that ended over an hour ago',
        description:
          'Published schedules that ended more than an hour ago, newest first (start descending, then ' +
          'id), with the coordinators they reference. Filters as for lives. `total` counts every match.',
        querystring: ListQuery,
        response: { 200: ArchiveSchedulesResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listArchiveSchedules(app.db, { limit: 20, offset: 0, ...request.query }),
  );

  app.get(
    '/schedules/:scheduleId',
    {
      config: { publicRead: true },
      schema: {
        tags: ['schedules'],
        summary: 'One schedule',
        description:
          'A published schedule (public, approved, not deleted; anything else is 404) with its ' +
          "coordinator, the producers' slots in time order, the producers, and the products the " +
          'slots present (public ones, also after their sale ended). `distributionUrl` is the recording ' +
          'when there is one, else the live stream while it runs, else "".',
        params: Type.Object({ scheduleId: idParam('schedule id') }),
        response: { 200: ScheduleResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getSchedule(app.db, request.params.scheduleId),
  );

  await app.register(
    commentRoutes({
      subject: scheduleCommentSubject,
      base: '/schedules',
      param: 'scheduleId',
      tokenParameter: 'nextToken',
      tag: 'schedules',
      timeline: scheduleTimeline,
    }),
  );
};
