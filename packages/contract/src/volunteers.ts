/**
 * Volunteer posts (farm-help days and their reports): /v1/volunteers, /v1/volunteers/{id}
 * (docs/rules/volunteers.md). hatake's own calls: the reference had the pages but no API.
 */
import { type Static, Type } from 'typebox';
import { id, mediaUrl, nullable, PagingQuery, total, unixTime } from './common.ts';
import { PrefectureSchema } from './prefectures.ts';
import { Coordinator, Producer } from './profiles.ts';

/** `yyyymmdd`, or "" when the post names no day. */
const wireDate = (description: string) =>
  Type.String({ pattern: '^(?:[0-9]{8})?$', description: `${description}: yyyymmdd ("" = not set)` });

export const Volunteer = Type.Object({
  id: id('volunteer post id'),
  title: Type.String(),
  body: Type.String({ description: 'plain text; paragraphs are separated by a blank line' }),
  thumbnailUrl: mediaUrl('card image URL ("" if none)'),
  imageUrls: Type.Array(Type.String(), { description: 'further pictures, in order' }),
  authorName: Type.String({ description: 'organiser shown on the card (a farm, a marche)' }),
  coordinatorId: Type.String({ description: 'the marche behind it ("" if none); see `coordinators`' }),
  producerId: Type.String({ description: 'the producer hosting it ("" if none); see `producers`' }),
  placeName: Type.String({ description: 'where it takes place ("" if not said)' }),
  prefectureCode: PrefectureSchema,
  prefecture: Type.String({ description: 'prefecture NAME in Japanese ("" when the code is 0)' }),
  latitude: nullable(
    Type.Number({ minimum: -90, maximum: 90, description: 'place, degrees (null = not on the map)' }),
  ),
  longitude: nullable(
    Type.Number({ minimum: -180, maximum: 180, description: 'place, degrees (null = not on the map)' }),
  ),
  eventStartDate: wireDate('first day'),
  eventEndDate: wireDate('last day'),
  howToApply: Type.String({ description: 'how to take part, plain text ("" if not said)' }),
  publishedAt: unixTime('published at, unix seconds'),
});
export type Volunteer = Static<typeof Volunteer>;

export const VolunteersResponse = Type.Object({
  volunteers: Type.Array(Volunteer),
  coordinators: Type.Array(Coordinator, { description: 'the coordinators the posts name' }),
  producers: Type.Array(Producer, { description: 'the producers the posts name' }),
  total: total(),
});
export type VolunteersResponse = Static<typeof VolunteersResponse>;

export const VolunteerResponse = Type.Object({
  volunteer: Volunteer,
  coordinator: nullable(Coordinator),
  producer: nullable(Producer),
});
export type VolunteerResponse = Static<typeof VolunteerResponse>;

/** GET /v1/volunteers: newest first. */
export const ListVolunteersQuery = Type.Object({
  ...PagingQuery.properties,
  coordinatorId: Type.Optional(Type.String({ description: 'only posts of this coordinator ("" = any)' })),
  prefecture: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 47,
      default: 0,
      description: 'prefecture code of the place (0 = any)',
    }),
  ),
});
export type ListVolunteersQuery = Static<typeof ListVolunteersQuery>;
