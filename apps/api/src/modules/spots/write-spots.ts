/** A member's own spots (docs/rules/spots.md): posting, editing and removing them. */
import type { CreateSpotRequest, SpotResponse } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { SpotUserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { spots } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { isOwnUpload, ownSpot, spotTypeExists } from './queries.ts';
import { spotResponse } from './read-spots.ts';

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
  return spotResponse(db, row);
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
