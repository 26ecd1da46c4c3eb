import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListVolunteersQuery, VolunteerResponse, VolunteersResponse } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { getVolunteer, listVolunteers } from './service.ts';

const TAGS = ['volunteers'];

const ListQuery = Type.Object({
  ...pagingQuery('volunteer posts'),
  coordinatorId: idFilter('only posts of this coordinator (404 when the coordinator does not exist)'),
  prefecture: ListVolunteersQuery.properties.prefecture,
});

export const volunteerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/volunteers',
    {
      schema: {
        tags: TAGS,
        summary: 'Volunteer posts',
        description:
          'Published farm-help posts (calls for help and reports), newest first, with the coordinators ' +
          'and producers they name. `coordinatorId` keeps one marche’s posts; `prefecture` (code 1–47, ' +
          '0 = any) the posts whose place is in that prefecture. `total` counts every match.',
        querystring: ListQuery,
        response: { 200: VolunteersResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listVolunteers(app.db, { ...request.query, ...pageOf(request.query) }),
  );

  app.get(
    '/volunteers/:volunteerId',
    {
      schema: {
        tags: TAGS,
        summary: 'One volunteer post',
        description:
          'A published post: title, body (paragraphs split by a blank line), pictures, place with ' +
          'coordinates (null when not on the map), event days, how to apply, and its coordinator and ' +
          'producer (null when it names none). Unpublished, deleted or unknown posts are 404.',
        params: Type.Object({ volunteerId: idParam('volunteer post id') }),
        response: { 200: VolunteerResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getVolunteer(app.db, request.params.volunteerId),
  );
};
