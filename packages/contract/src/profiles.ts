/**
 * Coordinator and Producer profiles. They are side-loaded by almost every list response, so they live
 * here (below every domain file) to keep the module graph acyclic. Import them from the package root,
 * coordinators.ts or producers.ts, which re-export them.
 */
import { type Static, Type } from 'typebox';
import { id, mediaUrl } from './common.ts';
import { WeekdaySchema } from './enums.ts';

export const Coordinator = Type.Object({
  id: id('coordinator id'),
  marcheName: Type.String({ description: 'shop (marche) name' }),
  username: Type.String({ description: 'coordinator display name' }),
  profile: Type.String({ description: 'profile text' }),
  marcheNameEn: Type.String({
    description:
      'English shop name, shown on English pages and matched by search ("" if none: show `marcheName`)',
  }),
  profileEn: Type.String({
    description: 'English profile, shown on English pages ("" if none: show `profile`)',
  }),
  productTypeIds: Type.Array(Type.String(), { description: 'ids of the product types handled' }),
  businessDays: Type.Array(WeekdaySchema, { description: 'shipping weekdays (0 = Sunday)' }),
  thumbnailUrl: mediaUrl(),
  headerUrl: mediaUrl('header image URL ("" if none)'),
  promotionVideoUrl: mediaUrl('intro video URL ("" if none)'),
  instagramId: Type.String({ description: 'Instagram account ("" if none)' }),
  facebookId: Type.String({ description: 'Facebook account ("" if none)' }),
  prefecture: Type.String({ description: 'prefecture NAME in Japanese' }),
  city: Type.String(),
});
export type Coordinator = Static<typeof Coordinator>;

export const Producer = Type.Object({
  id: id('producer id'),
  coordinatorId: id('coordinator who presents this producer'),
  username: Type.String({ description: 'producer name' }),
  profile: Type.String({ description: 'profile text' }),
  usernameEn: Type.String({
    description: 'English name, shown on English pages and matched by search ("" if none: show `username`)',
  }),
  profileEn: Type.String({
    description: 'English profile, shown on English pages ("" if none: show `profile`)',
  }),
  thumbnailUrl: mediaUrl(),
  headerUrl: mediaUrl('header image URL ("" if none)'),
  promotionVideoUrl: mediaUrl('intro video URL ("" if none)'),
  instagramId: Type.String({ description: 'Instagram account ("" if none)' }),
  facebookId: Type.String({ description: 'Facebook account ("" if none)' }),
  prefecture: Type.String({ description: 'prefecture NAME in Japanese' }),
  city: Type.String(),
});
export type Producer = Static<typeof Producer>;
