/** What the experience lists share: what is listed, the owner filters, and how a page is presented. */
import type { Experience, ExperiencesResponse, ExperienceType } from '@hatake/contract';
import { and, asc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { experiences, experienceTypes } from '../../db/schema/index.ts';
import { findCoordinator, findProducer, ownersOf } from '../coordinators/index.ts';
import { experienceRates } from '../reviews/index.ts';
import { type ExperienceRow, presentExperience } from './present.ts';

/** What shoppers may see in lists: public, not deleted, booking period not ended. */
export const listedExperience = (now: Date): SQL =>
  and(eq(experiences.public, true), isNull(experiences.deletedAt), gte(experiences.endAt, now)) as SQL;

export const experienceTypesByIds = async (
  db: Executor,
  ids: readonly string[],
): Promise<ExperienceType[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: experienceTypes.id, name: experienceTypes.name, nameEn: experienceTypes.nameEn })
    .from(experienceTypes)
    .where(inArray(experienceTypes.id, unique))
    .orderBy(asc(experienceTypes.name), asc(experienceTypes.id));
};

/** The list response for some rows: rates and the side-loaded coordinators, producers and types. */
export const presentList = async (
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
export const checkOwners = async (db: Database, filter: { coordinatorId?: string; producerId?: string }) => {
  if (filter.coordinatorId) await findCoordinator(db, filter.coordinatorId);
  if (filter.producerId) await findProducer(db, filter.producerId);
};

export const ownerFilters = (filter: { coordinatorId?: string; producerId?: string }) => [
  filter.coordinatorId ? eq(experiences.coordinatorId, filter.coordinatorId) : undefined,
  filter.producerId ? eq(experiences.producerId, filter.producerId) : undefined,
];

/** Rows as the wire shows them, each with its rating summary (one grouped query). */
export const presentWithRates = async (
  db: Database,
  rows: ExperienceRow[],
  now: Date,
): Promise<Experience[]> => {
  const rates = await experienceRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentExperience(row, rates.get(row.id), now));
};
