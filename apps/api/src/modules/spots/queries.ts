import type { SpotType } from '@hatake/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { SpotUserType, UploadStatus } from '../../db/enums.ts';
import { coordinators, producers, spots, spotTypes, uploads, users } from '../../db/schema/index.ts';
import { boundingBox, distanceKmSql, inBoundingBoxSql, type LatLng } from '../experiences/index.ts';
import { UPLOAD_TARGETS } from '../uploads/index.ts';
import { NO_POSTER, type Poster, type SpotRow } from './present.ts';

const LOCATION = { latitude: spots.latitude, longitude: spots.longitude };

/** What anyone may see: approved and not deleted (docs/rules/spots.md). */
const shown: SQL = and(eq(spots.approved, true), isNull(spots.deletedAt)) as SQL;

/** Shown spots within `radiusKm` of `center`, nearest first (the id breaks ties), at most `limit`. */
export const findSpotsNear = async (
  db: Executor,
  center: LatLng,
  radiusKm: number,
  limit: number,
): Promise<SpotRow[]> => {
  const distance = distanceKmSql(LOCATION, center);
  return db
    .select()
    .from(spots)
    .where(and(shown, inBoundingBoxSql(LOCATION, boundingBox(center, radiusKm)), lte(distance, radiusKm)))
    .orderBy(asc(distance), asc(spots.id))
    .limit(limit);
};

export const findShownSpot = async (db: Executor, id: string): Promise<SpotRow | undefined> => {
  const [row] = await db
    .select()
    .from(spots)
    .where(and(eq(spots.id, id), shown))
    .limit(1);
  return row;
};

/** The condition of every change: the member's own live spot (posted as a USER). */
export const ownSpot = (id: string, userId: string): SQL =>
  and(
    eq(spots.id, id),
    eq(spots.userType, SpotUserType.USER),
    eq(spots.userId, userId),
    isNull(spots.deletedAt),
  ) as SQL;

export const spotTypesByIds = async (db: Executor, ids: readonly (string | null)[]): Promise<SpotType[]> => {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return [];
  return db
    .select({ id: spotTypes.id, name: spotTypes.name, nameEn: spotTypes.nameEn })
    .from(spotTypes)
    .where(inArray(spotTypes.id, unique))
    .orderBy(asc(spotTypes.name), asc(spotTypes.id));
};

export const spotTypeExists = async (db: Executor, id: string): Promise<boolean> =>
  (await spotTypesByIds(db, [id])).length > 0;

/** Spot types whose name contains `name` (case-insensitive, LIKE wildcards taken literally). */
export const findSpotTypes = async (
  db: Executor,
  filter: { name: string; limit: number; offset: number },
): Promise<{ spotTypes: SpotType[]; total: number }> => {
  const escaped = filter.name.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = filter.name ? ilike(spotTypes.name, `%${escaped}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: spotTypes.id, name: spotTypes.name, nameEn: spotTypes.nameEn })
      .from(spotTypes)
      .where(where)
      .orderBy(asc(spotTypes.name), asc(spotTypes.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(spotTypes).where(where),
  ]);
  return { spotTypes: rows, total: counted?.total ?? 0 };
};

/**
 * The posters of some spots, keyed `${userType}:${userId}`: members (a deleted or unverified one
 * shows as 「名無しさん」 without avatar), coordinators and producers (a deleted one likewise).
 */
export const postersOf = async (db: Executor, rows: readonly SpotRow[]): Promise<Map<string, Poster>> => {
  const idsOf = (type: number) => [...new Set(rows.filter((r) => r.userType === type).map((r) => r.userId))];
  const memberIds = idsOf(SpotUserType.USER);
  const coordinatorIds = idsOf(SpotUserType.COORDINATOR);
  const producerIds = idsOf(SpotUserType.PRODUCER);
  const [members, shops, farms] = await Promise.all([
    memberIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.username, thumbnailUrl: users.thumbnailUrl })
          .from(users)
          .where(and(inArray(users.id, memberIds), isNull(users.deletedAt), isNotNull(users.verifiedAt))),
    coordinatorIds.length === 0
      ? []
      : db
          .select({
            id: coordinators.id,
            name: coordinators.username,
            thumbnailUrl: coordinators.thumbnailUrl,
          })
          .from(coordinators)
          .where(and(inArray(coordinators.id, coordinatorIds), isNull(coordinators.deletedAt))),
    producerIds.length === 0
      ? []
      : db
          .select({ id: producers.id, name: producers.username, thumbnailUrl: producers.thumbnailUrl })
          .from(producers)
          .where(and(inArray(producers.id, producerIds), isNull(producers.deletedAt))),
  ]);
  const posters = new Map<string, Poster>();
  const add = (type: number, list: { id: string; name: string; thumbnailUrl: string }[]) => {
    for (const p of list) posters.set(`${type}:${p.id}`, { name: p.name, thumbnailUrl: p.thumbnailUrl });
  };
  add(SpotUserType.USER, members);
  add(SpotUserType.COORDINATOR, shops);
  add(SpotUserType.PRODUCER, farms);
  return posters;
};

export const posterOf = (posters: Map<string, Poster>, row: SpotRow): Poster =>
  posters.get(`${row.userType}:${row.userId}`) ?? NO_POSTER;

/**
 * Whether `url` is one of the member's own finished uploads of the spot target
 * (`POST /v1/upload/spots/thumbnail`): a picture we checked and re-encoded.
 */
export const isOwnUpload = async (db: Executor, userId: string, url: string): Promise<boolean> => {
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.url, url),
        eq(uploads.ownerUserId, userId),
        eq(uploads.status, UploadStatus.SUCCEEDED),
        eq(uploads.fileGroup, UPLOAD_TARGETS.spotThumbnail.dir),
      ),
    )
    .limit(1);
  return row !== undefined;
};
