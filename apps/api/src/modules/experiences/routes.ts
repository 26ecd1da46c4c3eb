import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExperienceResponse,
  ExperiencesResponse,
  ListExperiencesByGeolocationQuery,
  ListExperiencesQuery,
} from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, pageOf, pagingQuery } from '../../lib/http-schemas.ts';
import { keywordQuery } from '../../lib/search-query.ts';
import { listExperiencesNear } from './experiences-near.ts';
import { getExperience } from './get-experience.ts';
import { listExperiences } from './list-experiences.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MAX_RADIUS_PARAM_KM } from './radius.ts';

const ListQuery = Type.Object({
  ...ListExperiencesQuery.properties,
  ...pagingQuery('experiences'),
  coordinatorId: idFilter('only experiences of this coordinator (404 when the coordinator does not exist)'),
  producerId: idFilter('only experiences of this producer (404 when the producer does not exist)'),
  name: Type.Optional(Type.String({ maxLength: 128, description: 'partial match on the title' })),
  ...keywordQuery('the title, the description, the producer’s name or the marche’s name'),
});

const GeolocationQuery = Type.Object({
  ...ListExperiencesByGeolocationQuery.properties,
  radius: Type.Optional(
    Type.Integer({
      minimum: 0,
      // Reference clients ask for 100000 to mean "everywhere": keep that working, refuse beyond it.
      maximum: MAX_RADIUS_PARAM_KM,
      default: DEFAULT_RADIUS_KM,
      description:
        `search radius in km: 0–${MAX_RADIUS_PARAM_KM}, default ${DEFAULT_RADIUS_KM}; radii from ` +
        `${MAX_RADIUS_KM} (half the Earth’s circumference) search the whole globe`,
    }),
  ),
  ...pagingQuery('experiences'),
  coordinatorId: idFilter('only experiences of this coordinator (404 when the coordinator does not exist)'),
  producerId: idFilter('only experiences of this producer (404 when the producer does not exist)'),
});

export const experienceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/experiences',
    {
      config: { publicRead: true },
      schema: {
        tags: ['experiences'],
        summary: 'List experiences open for booking',
        description:
          'Public experiences whose booking period has not ended, newest period first, with the ' +
          'coordinators, producers and experience types they reference. `prefecture` and ' +
          '`prefectureCode` are the same filter (host prefecture code 1–47, 0 = any). `q` searches by ' +
          'keywords; all filters combine. `total` counts every match.',
        querystring: ListQuery,
        response: { 200: ExperiencesResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listExperiences(app.db, { ...request.query, ...pageOf(request.query) }),
  );

  app.get(
    '/experiences/geolocation',
    {
      config: { publicRead: true },
      schema: {
        tags: ['experiences'],
        summary: 'Experiences near a point, nearest first',
        description:
          'Public experiences not yet ended whose venue lies within `radius` km (great-circle ' +
          'distance) of `latitude`/`longitude`, ordered by distance. `total` counts every experience ' +
          'within the radius; `limit`/`offset` page through them.',
        querystring: GeolocationQuery,
        response: { 200: ExperiencesResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => listExperiencesNear(app.db, { ...request.query, ...pageOf(request.query) }),
  );

  app.get(
    '/experiences/:experienceId',
    {
      config: { publicRead: true },
      schema: {
        tags: ['experiences'],
        summary: 'One experience',
        description:
          'A public experience (also after its booking period, with status FINISHED) with its ' +
          'coordinator, producer and experience type. Private or deleted experiences are 404.',
        params: Type.Object({ experienceId: idParam('experience id') }),
        response: { 200: ExperienceResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getExperience(app.db, request.params.experienceId),
  );
};
