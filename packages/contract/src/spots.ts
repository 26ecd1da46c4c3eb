/** Spots (user-posted map points) and spot types: /v1/spots*, /v1/spot-types. */
import { type Static, Type } from 'typebox';
import { id, mediaUrl, PagingQuery, total, unixTime } from './common.ts';
import { SpotUserTypeSchema } from './enums.ts';

export const SpotType = Type.Object({
  id: id('spot type id'),
  name: Type.String({ description: 'type name' }),
  nameEn: Type.String({ description: 'English name, shown on English pages ("" if none: show `name`)' }),
});
export type SpotType = Static<typeof SpotType>;

export const Spot = Type.Object({
  id: id('spot id'),
  spotTypeId: Type.String({ description: 'spot type id ("" if none)' }),
  name: Type.String({ description: 'spot name' }),
  description: Type.String(),
  thumbnailUrl: mediaUrl(),
  longitude: Type.Number({ description: 'degrees' }),
  latitude: Type.Number({ description: 'degrees' }),
  userType: SpotUserTypeSchema,
  userId: Type.String({ description: 'poster id' }),
  userName: Type.String({ description: 'poster name (note the capital N)' }),
  userThumbnailUrl: mediaUrl('poster avatar URL ("" if none)'),
  createdAt: unixTime('created at, unix seconds'),
  updatedAt: unixTime('updated at, unix seconds'),
});
export type Spot = Static<typeof Spot>;

export const SpotResponse = Type.Object({
  spot: Spot,
  spotType: SpotType,
});
export type SpotResponse = Static<typeof SpotResponse>;

export const SpotsResponse = Type.Object({
  spots: Type.Array(Spot),
  spotTypes: Type.Array(SpotType),
});
export type SpotsResponse = Static<typeof SpotsResponse>;

export const SpotTypesResponse = Type.Object({
  spotTypes: Type.Array(SpotType),
  total: total(),
});
export type SpotTypesResponse = Static<typeof SpotTypesResponse>;

/** GET /v1/spots: longitude and latitude are required. */
export const ListSpotsQuery = Type.Object({
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'degrees' }),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'degrees' }),
  radius: Type.Optional(Type.Integer({ minimum: 0, default: 20, description: 'search radius in km' })),
});
export type ListSpotsQuery = Static<typeof ListSpotsQuery>;

/** GET /v1/spot-types. */
export const ListSpotTypesQuery = Type.Object({
  ...PagingQuery.properties,
  name: Type.Optional(Type.String({ description: 'partial match on the name' })),
});
export type ListSpotTypesQuery = Static<typeof ListSpotTypesQuery>;

const spotInputProperties = {
  spotTypeId: Type.String({ minLength: 1, description: 'spot type id' }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  description: Type.Optional(Type.String({ default: '', maxLength: 2000 })),
  thumbnailUrl: Type.Optional(
    Type.String({ default: '', maxLength: 2048, description: 'URL from the upload flow ("" if none)' }),
  ),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'degrees' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'degrees' }),
};

export const CreateSpotRequest = Type.Object(spotInputProperties);
export type CreateSpotRequest = Static<typeof CreateSpotRequest>;

/** PATCH /v1/spots/{spotId}; answer with a JSON body (`{}`, see EmptyObject), not 204. */
export const UpdateSpotRequest = Type.Object(spotInputProperties);
export type UpdateSpotRequest = Static<typeof UpdateSpotRequest>;
