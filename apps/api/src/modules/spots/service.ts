import type { CreateSpotRequest, SpotResponse, SpotsResponse, SpotTypesResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { SpotUserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { spots } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '../experiences/index.ts';
import { NO_SPOT_TYPE, presentSpot, type SpotRow } from './present.ts';
import {
  findShownSpot,
  findSpotsNear,
  findSpotTypes,
  isOwnUpload,
  ownSpot,
  posterOf,
  postersOf,
  spotTypeExists,
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

const respond = async (db: Database, row: SpotRow): Promise<SpotResponse> => {
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
  return respond(db, row);
};

export type SpotInput = Omit<CreateSpotRequest, 'description' | 'thumbnailUrl'> & {
  description?: string | undefined;
  thumbnailUrl?: string | undefined;
};

/**
 * The body's rules beyond its schema: a visible name, an existing spot type, and a picture that is
 * "" or one of the member's own finished spot picture uploads (so every spot picture is an image our upload
 * checked and re-encoded). `keepUrl` (the spot's current picture) may be sent back unchanged.
 */
const checkInput = async (db: Database, userId: string, input: SpotInput, keepUrl = '') => {
  assertVisibleText(input, ['name']);
  const thumbnailUrl = (input.thumbnailUrl ?? '').trim();
  const [typeExists, ownPicture] = await Promise.all([
    spotTypeExists(db, input.spotTypeId),
    thumbnailUrl === '' || thumbnailUrl === keepUrl ? true : isOwnUpload(db, userId, thumbnailUrl),
  ]);
  if (!typeExists) throw invalidArgument('spotTypeId must name an existing spot type (GET /v1/spot-types)');
  if (!ownPicture) {
    throw invalidArgument(
      'thumbnailUrl must be "" or the url of your own finished upload from POST /v1/upload/spots/thumbnail',
    );
  }
  return {
    spotTypeId: input.spotTypeId,
    name: input.name,
    description: input.description ?? '',
    thumbnailUrl,
    latitude: input.latitude,
    longitude: input.longitude,
  };
};

/** A member posts a spot: type USER, approved at once (docs/rules/spots.md). */
export const createSpot = async (
  db: Database,
  userId: string,
  input: SpotInput,
  now = new Date(),
): Promise<SpotResponse> => {
  const values = await checkInput(db, userId, input);
  const [row] = await db
    .insert(spots)
    .values({
      id: newId(),
      ...values,
      userType: SpotUserType.USER,
      userId,
      approved: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('spot insert returned nothing');
  return respond(db, row);
};

/** Replaces the poster's own spot; anyone else's, a deleted or a missing one → 404. */
export const updateSpot = async (
  db: Database,
  userId: string,
  id: string,
  input: SpotInput,
  now = new Date(),
): Promise<void> => {
  const [current] = await db.select().from(spots).where(ownSpot(id, userId)).limit(1);
  if (!current) throw notFound('spot');
  const values = await checkInput(db, userId, input, current.thumbnailUrl);
  const rows = await db
    .update(spots)
    .set({ ...values, updatedAt: now })
    .where(ownSpot(id, userId))
    .returning({ id: spots.id });
  if (rows.length === 0) throw notFound('spot');
};

/** Soft-deletes the poster's own spot; anyone else's → 404. */
export const deleteSpot = async (
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<void> => {
  const rows = await db
    .update(spots)
    .set({ deletedAt: now, updatedAt: now })
    .where(ownSpot(id, userId))
    .returning({ id: spots.id });
  if (rows.length === 0) throw notFound('spot');
};

export const listSpotTypes = (
  db: Database,
  query: { name?: string | undefined; limit: number; offset: number },
): Promise<SpotTypesResponse> =>
  findSpotTypes(db, { name: query.name ?? '', limit: query.limit, offset: query.offset });
