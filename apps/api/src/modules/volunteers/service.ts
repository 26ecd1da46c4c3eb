import type { VolunteerResponse, VolunteersResponse } from '@hatake/contract';
import { and, count, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { volunteerPosts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, findCoordinator, producersByIds } from '../coordinators/index.ts';
import { presentVolunteer } from './present.ts';

/** What anyone may read: published, publication time reached, not deleted (docs/rules/volunteers.md). */
const published = (now: Date): SQL =>
  and(
    eq(volunteerPosts.published, true),
    lte(volunteerPosts.publishedAt, now),
    isNull(volunteerPosts.deletedAt),
  ) as SQL;

export type ListVolunteersInput = {
  limit: number;
  offset: number;
  /** "" or absent = any. */
  coordinatorId?: string | undefined;
  /** Prefecture code of the place; 0 or absent = any. */
  prefecture?: number | undefined;
};

/**
 * Published posts, newest publication first (the id breaks ties), with the coordinators and
 * producers they name. An unknown or deleted `coordinatorId` is 404, as the other lists.
 */
export const listVolunteers = async (
  db: Database,
  input: ListVolunteersInput,
  now: Date = new Date(),
): Promise<VolunteersResponse> => {
  const coordinatorId = input.coordinatorId ?? '';
  if (coordinatorId) await findCoordinator(db, coordinatorId);
  const where = and(
    published(now),
    coordinatorId ? eq(volunteerPosts.coordinatorId, coordinatorId) : undefined,
    input.prefecture ? eq(volunteerPosts.prefectureCode, input.prefecture) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(volunteerPosts)
      .where(where)
      .orderBy(desc(volunteerPosts.publishedAt), desc(volunteerPosts.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(volunteerPosts).where(where),
  ]);
  const idsOf = (key: 'coordinatorId' | 'producerId') =>
    rows.flatMap((row) => (row[key] === null ? [] : [row[key]]));
  const [coordinators, producers] = await Promise.all([
    coordinatorsByIds(db, idsOf('coordinatorId')),
    producersByIds(db, idsOf('producerId')),
  ]);
  return { volunteers: rows.map(presentVolunteer), coordinators, producers, total: counted?.total ?? 0 };
};

/** One published post with its coordinator and producer (null when it names none); else 404. */
export const getVolunteer = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<VolunteerResponse> => {
  const [row] = await db
    .select()
    .from(volunteerPosts)
    .where(and(eq(volunteerPosts.id, id), published(now)))
    .limit(1);
  if (!row) throw notFound('volunteer post');
  const [[coordinator], [producer]] = await Promise.all([
    coordinatorsByIds(db, row.coordinatorId ? [row.coordinatorId] : []),
    producersByIds(db, row.producerId ? [row.producerId] : []),
  ]);
  return { volunteer: presentVolunteer(row), coordinator: coordinator ?? null, producer: producer ?? null };
};
