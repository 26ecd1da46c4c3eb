import type { Experience, ExperienceResponse, ExperiencesResponse, ExperienceType } from '@hatake/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { experiences, experienceTypes } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { keywordFilter, searchableText } from '../../lib/search-sql.ts';
import {
  coordinatorsByIds,
  findCoordinator,
  findProducer,
  ownerSearchNames,
  ownersOf,
  producersByIds,
} from '../coordinators/index.ts';
import { experienceRates } from '../reviews/index.ts';
import { boundingBox, type LatLng, MAX_DISTANCE_KM } from './geo.ts';
import { distanceKmSql, inBoundingBoxSql } from './geo-sql.ts';
import { type ExperienceRow, presentExperience } from './present.ts';

/** Default search radius of the geolocation search, km (docs/rules/spots.md). */
export const DEFAULT_RADIUS_KM = 20;
/** Radii are capped here: no point on Earth is further away, so the whole globe is searched. */
export const MAX_RADIUS_KM = Math.ceil(MAX_DISTANCE_KM);
/** The largest radius a request may name (docs/api.md): reference clients send 100000 for "anywhere". */
export const MAX_RADIUS_PARAM_KM = 100_000;

/** What shoppers may see in lists: public, not deleted, booking period not ended. */
export const listedExperience = (now: Date): SQL =>
  and(eq(experiences.public, true), isNull(experiences.deletedAt), gte(experiences.endAt, now)) as SQL;

const HOST_LOCATION = { latitude: experiences.hostLatitude, longitude: experiences.hostLongitude };

const experienceTypesByIds = async (db: Executor, ids: readonly string[]): Promise<ExperienceType[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: experienceTypes.id, name: experienceTypes.name, nameEn: experienceTypes.nameEn })
    .from(experienceTypes)
    .where(inArray(experienceTypes.id, unique))
    .orderBy(asc(experienceTypes.name), asc(experienceTypes.id));
};

/** The list response for some rows: rates and the side-loaded coordinators, producers and types. */
const presentList = async (
  db: Database,
  rows: ExperienceRow[],
  total: number,
  now: Date,
): Promise<ExperiencesResponse> => {
  const [rates, owners, types] = await Promise.all([
    experienceRates(
      db,
      rows.map((row) => row.id),
    ),
    ownersOf(db, rows),
    experienceTypesByIds(
      db,
      rows.map((row) => row.experienceTypeId),
    ),
  ]);
  return {
    experiences: rows.map((row) => presentExperience(row, rates.get(row.id), now)),
    ...owners,
    experienceTypes: types,
    total,
  };
};

/** Unknown coordinator or producer filters are 404, as for products. */
const checkOwners = async (db: Database, filter: { coordinatorId?: string; producerId?: string }) => {
  if (filter.coordinatorId) await findCoordinator(db, filter.coordinatorId);
  if (filter.producerId) await findProducer(db, filter.producerId);
};

const ownerFilters = (filter: { coordinatorId?: string; producerId?: string }) => [
  filter.coordinatorId ? eq(experiences.coordinatorId, filter.coordinatorId) : undefined,
  filter.producerId ? eq(experiences.producerId, filter.producerId) : undefined,
];

/** `%`, `_` and `\` in a search term match themselves. */
const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ListExperiencesInput = {
  limit: number;
  offset: number;
  coordinatorId?: string;
  producerId?: string;
  /** Host prefecture code; 0 or undefined = any. */
  prefectureCode?: number;
  /** Alias of prefectureCode (what the old generated client sends). */
  prefecture?: number;
  /** Partial match on the title. */
  name?: string;
  /** Keywords, AND-ed (docs/rules/search.md). */
  q?: string;
};

/** What a keyword is looked for in: the experience's title and description in both languages, its city… */
const EXPERIENCE_SEARCH_TEXTS: readonly SQL[] = [
  searchableText(experiences.title),
  searchableText(experiences.description),
  searchableText(experiences.titleEn),
  searchableText(experiences.descriptionEn),
  searchableText(experiences.hostCity),
];

/** …the names of its producer and marche in both languages, and its prefecture's names. */
const EXPERIENCE_SEARCH_NAMES = ownerSearchNames(experiences.producerId, experiences.coordinatorId);

/** The prefecture filter from either parameter; both given and different is a 400. */
export const prefectureFilter = (input: { prefecture?: number; prefectureCode?: number }): number => {
  const code = input.prefectureCode || 0;
  const alias = input.prefecture || 0;
  if (code && alias && code !== alias) {
    throw invalidArgument('prefecture and prefectureCode name different prefectures');
  }
  return code || alias;
};

/** Listed experiences, newest booking period first, with `total` = all matches. */
export const listExperiences = async (
  db: Database,
  input: ListExperiencesInput,
  now: Date = new Date(),
): Promise<ExperiencesResponse> => {
  const prefectureCode = prefectureFilter(input);
  await checkOwners(db, input);
  const name = input.name?.trim();
  const where = and(
    listedExperience(now),
    ...ownerFilters(input),
    prefectureCode ? eq(experiences.hostPrefectureCode, prefectureCode) : undefined,
    name ? ilike(experiences.title, `%${escapeLike(name)}%`) : undefined,
    keywordFilter(EXPERIENCE_SEARCH_TEXTS, input.q, EXPERIENCE_SEARCH_NAMES, experiences.hostPrefectureCode),
  );
  const { rows, total } = await pageWithTotal(db, experiences, {
    where,
    orderBy: [desc(experiences.startAt), asc(experiences.id)],
    limit: input.limit,
    offset: input.offset,
  });
  return presentList(db, rows, total, now);
};

export type GeolocationInput = LatLng & {
  /** km; default DEFAULT_RADIUS_KM, capped at MAX_RADIUS_KM. */
  radius?: number;
  limit: number;
  offset: number;
  coordinatorId?: string;
  producerId?: string;
};

/**
 * Listed experiences within `radius` km of a point, nearest first. All in SQL: a bounding box on
 * (host_latitude, host_longitude) narrows the rows through the btree index, the haversine
 * distance drops the box's corners and orders the rest, and only one page is fetched.
 * `total` counts every experience within the radius.
 */
export const listExperiencesNear = async (
  db: Database,
  input: GeolocationInput,
  now: Date = new Date(),
): Promise<ExperiencesResponse> => {
  await checkOwners(db, input);
  const center = { latitude: input.latitude, longitude: input.longitude };
  const radius = Math.min(input.radius ?? DEFAULT_RADIUS_KM, MAX_RADIUS_KM);
  const distance = distanceKmSql(HOST_LOCATION, center);
  const where = and(
    listedExperience(now),
    ...ownerFilters(input),
    inBoundingBoxSql(HOST_LOCATION, boundingBox(center, radius)),
    lte(distance, radius),
  );
  const { rows, total } = await pageWithTotal(db, experiences, {
    where,
    orderBy: [asc(distance), asc(experiences.id)],
    limit: input.limit,
    offset: input.offset,
  });
  return presentList(db, rows, total, now);
};

/**
 * One experience with its coordinator, producer and type. Private or deleted experiences are
 * 404; one whose booking period ended is still shown (status FINISHED).
 */
export const getExperience = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<ExperienceResponse> => {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.public, true), isNull(experiences.deletedAt)))
    .limit(1);
  if (!row) throw notFound('experience');
  const [rates, [coordinator], [producer], [experienceType]] = await Promise.all([
    experienceRates(db, [row.id]),
    coordinatorsByIds(db, [row.coordinatorId]),
    producersByIds(db, [row.producerId]),
    experienceTypesByIds(db, [row.experienceTypeId]),
  ]);
  if (!coordinator || !producer || !experienceType) {
    throw new Error(`experience ${row.id} references a missing coordinator, producer or type`);
  }
  return {
    experience: presentExperience(row, rates.get(row.id), now),
    coordinator,
    producer,
    experienceType,
  };
};

/** Rows as the wire shows them, each with its rating summary (one grouped query). */
const presentWithRates = async (db: Database, rows: ExperienceRow[], now: Date): Promise<Experience[]> => {
  const rates = await experienceRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentExperience(row, rates.get(row.id), now));
};

/** Every listed experience matching `filter` (a shop's or a producer's), newest booking period first. */
export const listedExperiencesOf = async (db: Database, filter: SQL, now: Date): Promise<Experience[]> => {
  const rows = await db
    .select()
    .from(experiences)
    .where(and(listedExperience(now), filter))
    .orderBy(desc(experiences.startAt), asc(experiences.id));
  return presentWithRates(db, rows, now);
};

/** The first `limit` listed experiences for the home page: open ones first, newest booking period first. */
export const recommendedExperiences = async (
  db: Database,
  limit: number,
  now: Date,
): Promise<Experience[]> => {
  const rows = await db
    .select()
    .from(experiences)
    .where(listedExperience(now))
    .orderBy(asc(experiences.soldOut), desc(experiences.startAt), asc(experiences.id))
    .limit(limit);
  return presentWithRates(db, rows, now);
};

/**
 * Experiences by id as they are presented, whatever their listing state (an order keeps showing
 * the experience it booked); ids without a row are skipped.
 */
export const experiencesByIds = async (
  db: Database,
  ids: readonly string[],
  now: Date,
): Promise<Experience[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(experiences).where(inArray(experiences.id, unique));
  return presentWithRates(db, rows, now);
};
