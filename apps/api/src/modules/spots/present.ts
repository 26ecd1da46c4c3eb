import type { Spot, SpotType } from '@hatake/contract';
import type { spots } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';

/** Shown instead of the name of a poster who is no longer there (as reviews do, docs/rules/spots.md). */
export const ANONYMOUS_POSTER = '名無しさん';

export type SpotRow = typeof spots.$inferSelect;

/** Who posted a spot, as the wire names them: display name and avatar. */
export type Poster = { name: string; thumbnailUrl: string };

export const NO_POSTER: Poster = { name: ANONYMOUS_POSTER, thumbnailUrl: '' };

/** A spot without a type (the column is nullable) answers this one. */
export const NO_SPOT_TYPE: SpotType = { id: '', name: '', nameEn: '' };

export const presentSpot = (row: SpotRow, poster: Poster): Spot => ({
  id: row.id,
  spotTypeId: row.spotTypeId ?? '',
  name: row.name,
  description: row.description,
  thumbnailUrl: row.thumbnailUrl,
  longitude: row.longitude,
  latitude: row.latitude,
  userType: row.userType as Spot['userType'],
  userId: row.userId,
  userName: poster.name,
  userThumbnailUrl: poster.thumbnailUrl,
  createdAt: toUnixSeconds(row.createdAt),
  updatedAt: toUnixSeconds(row.updatedAt),
});
