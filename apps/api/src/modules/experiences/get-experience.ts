import type { ExperienceResponse } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { experiences } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, producersByIds } from '../coordinators/index.ts';
import { experienceRates } from '../reviews/index.ts';
import { experienceTypesByIds } from './listing.ts';
import { presentExperience } from './present.ts';

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
