import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateSpotRequest,
  EmptyObject,
  ListSpotsQuery,
  SpotResponse,
  SpotsResponse,
  SpotTypesResponse,
  UpdateSpotRequest,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  idParam,
  NOT_FOUND,
  pageOf,
  pagingQuery,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MAX_RADIUS_PARAM_KM } from '../experiences/index.ts';
import { getSpot, listSpotsNear, listSpotTypes, MAX_SPOTS } from './read-spots.ts';
import { createSpot, deleteSpot, updateSpot } from './write-spots.ts';

const TAGS = ['spots'];

const NearQuery = Type.Object({
  latitude: ListSpotsQuery.properties.latitude,
  longitude: ListSpotsQuery.properties.longitude,
  radius: Type.Optional(
    Type.Integer({
      minimum: 0,
      // As the experiences' search: reference clients ask for 100000 to mean "everywhere".
      maximum: MAX_RADIUS_PARAM_KM,
      default: DEFAULT_RADIUS_KM,
      description:
        `search radius in km: 0–${MAX_RADIUS_PARAM_KM}, default ${DEFAULT_RADIUS_KM}; radii from ` +
        `${MAX_RADIUS_KM} (half the Earth’s circumference) search the whole globe`,
    }),
  ),
});

const TypesQuery = Type.Object({
  ...pagingQuery('spot types'),
  name: Type.Optional(
    Type.String({ maxLength: 32, description: 'partial match on the name (case-insensitive)' }),
  ),
});

/** The body of POST and PATCH: the contract's, with the picture's URL explained. */
const SpotBody = (schema: typeof CreateSpotRequest | typeof UpdateSpotRequest) =>
  Type.Object({
    ...schema.properties,
    thumbnailUrl: Type.Optional(
      Type.String({
        default: '',
        maxLength: 2048,
        description:
          'picture: "" or the url of one of your own finished POST /v1/upload/spots/thumbnail uploads ' +
          '(GET /v1/upload/state)',
      }),
    ),
  });

const SpotParams = Type.Object({ spotId: idParam('spot id') });

const BODY_RULES =
  '`name` 1–64 characters with a visible one, `description` up to 2000, `spotTypeId` an existing ' +
  'type (else 400), `latitude` −90..90 and `longitude` −180..180; `thumbnailUrl` "" or your own ' +
  'finished spot picture upload (POST /v1/upload/spots/thumbnail). Postal address fields stay empty: hatake calls no geocoding service.';

export const spotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedInOnly = { onRequest: app.requireUser };

  app.get(
    '/spots',
    {
      schema: {
        tags: TAGS,
        summary: 'Spots near a point, nearest first',
        description:
          'Approved spots within `radius` km (great-circle distance) of `latitude`/`longitude`, both ' +
          `required (400 naming the missing one), nearest first, at most ${MAX_SPOTS}, with each ` +
          'poster’s name and avatar (member, coordinator or producer) and the types they use.',
        querystring: NearQuery,
        response: { 200: SpotsResponse, 400: BAD_REQUEST },
      },
    },
    async (request) => listSpotsNear(app.db, request.query),
  );

  app.get(
    '/spots/:spotId',
    {
      schema: {
        tags: TAGS,
        summary: 'One spot',
        description: 'An approved spot with its type; deleted or unknown spots are 404.',
        params: SpotParams,
        response: { 200: SpotResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => getSpot(app.db, request.params.spotId),
  );

  app.post(
    '/spots',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Post a spot',
        description: `The signed-in member posts a spot, shown at once. ${BODY_RULES}`,
        body: SpotBody(CreateSpotRequest),
        response: { 200: SpotResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request) => createSpot(app.db, request.member().userId, request.body),
  );

  app.patch(
    '/spots/:spotId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Edit my spot',
        description:
          `Replaces every field of a spot the member posted. ${BODY_RULES} Anyone else’s spot is ` +
          '404, as a missing one. Answers `{}`.',
        params: SpotParams,
        body: SpotBody(UpdateSpotRequest),
        response: { 200: EmptyObject, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => {
      await updateSpot(app.db, request.member().userId, request.params.spotId, request.body);
      return {};
    },
  );

  app.delete(
    '/spots/:spotId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete my spot',
        description: 'Soft delete of a spot the member posted; anyone else’s is 404. Answers `{}`.',
        params: SpotParams,
        response: { 200: EmptyObject, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => {
      await deleteSpot(app.db, request.member().userId, request.params.spotId);
      return {};
    },
  );

  app.get(
    '/spot-types',
    {
      schema: {
        tags: TAGS,
        summary: 'Spot types',
        description:
          'Spot types by name; `name` keeps those whose name contains it. `total` counts every match.',
        querystring: TypesQuery,
        response: { 200: SpotTypesResponse, 400: BAD_REQUEST },
      },
    },
    async (request) => listSpotTypes(app.db, { ...request.query, ...pageOf(request.query) }),
  );
};
