/** What shoppers read of the spots (docs/rules/spots.md): near a point, one spot, the spot types. */
import type { SpotResponse, SpotsResponse, SpotTypesResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '../experiences/index.ts';
import { NO_SPOT_TYPE, presentSpot, type SpotRow } from './present.ts';
import {
  findShownSpot,
  findSpotsNear,
  findSpotTypes,
  posterOf,
  postersOf,
  spotTypesByIds,
} from './queries.ts';

/** At most this many spots answer one search (docs/rules/spots.md). */
export const MAX_SPOTS = 200;

export type SpotsNearInput = { latitude: number; longitude: number; radius?: number | undefined };

/** Shown spots within `radius` km (default 20; from half the Earth's circumference up: all), nearest first. */
export const listSpotsNear = async (db: Database, input: SpotsNearInput): Promise<SpotsResponse> => {
  const radius = Math.min(input.radius ?? DEFAULT_RADIUS_KM, MAX_RADIUS_KM);
  const rows = await findSpotsNear(
    db,
    { latitude: input.latitude, longitude: input.longitude },
    radius,
    MAX_SPOTS,
  );
  const [posters, types] = await Promise.all([
    postersOf(db, rows),
    spotTypesByIds(
      db,
      rows.map((row) => row.spotTypeId),
    ),
  ]);
  return { spots: rows.map((row) => presentSpot(row, posterOf(posters, row))), spotTypes: types };
};

/** A spot with its poster and type, as one spot is answered. */
export const spotResponse = async (db: Database, row: SpotRow): Promise<SpotResponse> => {
  const [posters, [spotType]] = await Promise.all([
    postersOf(db, [row]),
    spotTypesByIds(db, [row.spotTypeId]),
  ]);
  return { spot: presentSpot(row, posterOf(posters, row)), spotType: spotType ?? NO_SPOT_TYPE };
};

/** One shown spot with its type; unapproved, deleted or unknown → 404. */
export const getSpot = async (db: Database, id: string): Promise<SpotResponse> => {
  const row = await findShownSpot(db, id);
  if (!row) throw notFound('spot');
  return spotResponse(db, row);
};

export const listSpotTypes = (
  db: Database,
  query: { name?: string | undefined; limit: number; offset: number },
): Promise<SpotTypesResponse> =>
  findSpotTypes(db, { name: query.name ?? '', limit: query.limit, offset: query.offset });
