import type { ScheduleResponse } from '@hatake/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lives, schedules } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, producersByIds } from '../coordinators/index.ts';
import { linkedProducts } from './linked.ts';
import { publishedSchedule } from './listing.ts';
import { presentLive, presentSchedule, type ScheduleRow } from './present.ts';

/** A published schedule, or 404 (private, unapproved, deleted and unknown ones alike). */
export const findPublishedSchedule = async (db: Executor, id: string): Promise<ScheduleRow> => {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), publishedSchedule))
    .limit(1);
  if (!row) throw notFound('schedule');
  return row;
};

/**
 * GET /v1/schedules/{id}: a published schedule with its coordinator (also when soft-deleted, as
 * every list side-loads it), the producers' slots in time order, the producers and the products
 * the slots present.
 */
export const getSchedule = async (
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<ScheduleResponse> => {
  const row = await findPublishedSchedule(db, id);
  const slots = await db
    .select()
    .from(lives)
    .where(eq(lives.scheduleId, row.id))
    .orderBy(asc(lives.startAt), asc(lives.endAt), asc(lives.id));
  const [[coordinator], producers, products] = await Promise.all([
    coordinatorsByIds(db, [row.coordinatorId]),
    producersByIds(
      db,
      slots.map((slot) => slot.producerId),
    ),
    linkedProducts(
      db,
      slots.flatMap((slot) => slot.productIds),
      now,
    ),
  ]);
  const shown = new Set(products.map((product) => product.id));
  // The foreign key guarantees the row; a miss means the database is inconsistent.
  if (!coordinator) throw new Error(`schedule ${row.id} references a missing coordinator`);
  return {
    schedule: presentSchedule(row, now),
    coordinator,
    // A slot names only the products shown here: a private or deleted one is not even hinted at.
    lives: slots.map((slot) => {
      const live = presentLive(slot);
      return { ...live, productIds: live.productIds.filter((productId) => shown.has(productId)) };
    }),
    producers,
    products,
  };
};
