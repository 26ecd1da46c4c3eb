/** The experience lists other modules side-load: a shop's or producer's, the home page's, an order's. */
import type { Experience } from '@hatake/contract';
import { and, asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { experiences } from '../../db/schema/index.ts';
import { listedExperience, presentWithRates } from './listing.ts';

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
