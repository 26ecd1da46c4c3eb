/** Farm experiences: /v1/experiences*. Reviews are in reviews.ts, checkout in checkouts.ts. */
import { type Static, Type } from 'typebox';
import { id, Media, mediaUrl, PagingQuery, Rate, total, unixTime, yen } from './common.ts';
import { ExperienceStatusSchema } from './enums.ts';
import { Coordinator, Producer } from './profiles.ts';

/** Experience medium (client name ExperienceMediaInner). */
export const ExperienceMedia = Media;
export type ExperienceMedia = Static<typeof ExperienceMedia>;

export const ExperienceRate = Rate;
export type ExperienceRate = Static<typeof ExperienceRate>;

export const ExperienceType = Type.Object({
  id: id('experience type id'),
  name: Type.String({ description: 'type name' }),
  nameEn: Type.String({ description: 'English name, shown on English pages ("" if none: show `name`)' }),
});
export type ExperienceType = Static<typeof ExperienceType>;

export const Experience = Type.Object({
  id: id('experience id'),
  title: Type.String({ description: 'experience name' }),
  description: Type.String(),
  titleEn: Type.String({
    description: 'English title, shown on English pages and matched by search ("" if none: show `title`)',
  }),
  descriptionEn: Type.String({
    description:
      'English description, shown on English pages and matched by search ("" if none: show `description`)',
  }),
  status: ExperienceStatusSchema,
  coordinatorId: id(),
  producerId: id(),
  experienceTypeId: id(),
  thumbnailUrl: mediaUrl(),
  media: Type.Array(ExperienceMedia),
  priceAdult: yen('price per adult, JPY tax included'),
  priceJuniorHighSchool: yen('price per junior-high-school student, JPY tax included'),
  priceElementarySchool: yen('price per elementary-school child, JPY tax included'),
  pricePreschool: yen('price per preschool child, JPY tax included'),
  priceSenior: yen('price per senior, JPY tax included'),
  recommendedPoint1: Type.String({ description: 'selling point (<= 128 chars)' }),
  recommendedPoint2: Type.String({ description: 'selling point (<= 128 chars)' }),
  recommendedPoint3: Type.String({ description: 'selling point (<= 128 chars)' }),
  promotionVideoUrl: mediaUrl('intro video URL ("" if none)'),
  duration: Type.Integer({ minimum: 0, description: 'duration in minutes' }),
  direction: Type.String({ description: 'access directions' }),
  businessOpenTime: Type.String({ description: 'opening time, hhmm' }),
  businessCloseTime: Type.String({ description: 'closing time, hhmm' }),
  hostPostalCode: Type.String({ description: 'venue postal code, digits only' }),
  hostPrefecture: Type.String({ description: 'venue prefecture NAME in Japanese' }),
  hostCity: Type.String({ description: 'venue city' }),
  hostAddressLine1: Type.String({ description: 'venue address line 1' }),
  hostAddressLine2: Type.String({ description: 'venue address line 2' }),
  hostLongitude: Type.Number({ description: 'venue longitude (degrees)' }),
  hostLatitude: Type.Number({ description: 'venue latitude (degrees)' }),
  rate: ExperienceRate,
  startAt: unixTime('booking start, unix seconds'),
  endAt: unixTime('booking end, unix seconds'),
});
export type Experience = Static<typeof Experience>;

export const ExperiencesResponse = Type.Object({
  experiences: Type.Array(Experience),
  coordinators: Type.Array(Coordinator),
  producers: Type.Array(Producer),
  experienceTypes: Type.Array(ExperienceType),
  total: total(),
});
export type ExperiencesResponse = Static<typeof ExperiencesResponse>;

export const ExperienceResponse = Type.Object({
  experience: Experience,
  coordinator: Coordinator,
  producer: Producer,
  experienceType: ExperienceType,
});
export type ExperienceResponse = Static<typeof ExperienceResponse>;

/**
 * GET /v1/experiences. The old client sends `prefecture`, the original server read `prefectureCode`;
 * both are accepted (prefecture code, 0 = any).
 */
export const ListExperiencesQuery = Type.Object({
  ...PagingQuery.properties,
  coordinatorId: Type.Optional(Type.String({ description: 'only this coordinator' })),
  producerId: Type.Optional(Type.String({ description: 'only this producer' })),
  prefecture: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 47,
      description: 'host prefecture code (0 = any); alias of prefectureCode',
    }),
  ),
  prefectureCode: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 47, description: 'host prefecture code (0 = any)' }),
  ),
  name: Type.Optional(Type.String({ description: 'partial match on the title' })),
});
export type ListExperiencesQuery = Static<typeof ListExperiencesQuery>;

/** GET /v1/experiences/geolocation: longitude and latitude are required. */
export const ListExperiencesByGeolocationQuery = Type.Object({
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'degrees' }),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'degrees' }),
  radius: Type.Optional(Type.Integer({ minimum: 0, default: 20, description: 'search radius in km' })),
  coordinatorId: Type.Optional(Type.String()),
  producerId: Type.Optional(Type.String()),
});
export type ListExperiencesByGeolocationQuery = Static<typeof ListExperiencesByGeolocationQuery>;
