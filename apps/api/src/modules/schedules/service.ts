import type { ArchiveSchedulesResponse, LiveSchedulesResponse, ScheduleResponse } from '@hatake/contract';
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lives, schedules } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, findCoordinator, findProducer, producersByIds } from '../coordinators/index.ts';
import { linkedProducts } from './linked.ts';
import { archivesPage, livesPage, publishedSchedule } from './listing.ts';
import { presentLive, presentSchedule, type ScheduleRow } from './present.ts';

export type ListSchedulesInput = {
  limit: number;
  offset: number;
  /** "" or absent = any coordinator. */
  coordinator?: string | undefined;
  /** "" or absent = any producer. */
  producer?: string | undefined;
};

/**
 * The filter of a schedule list: a coordinator's schedules, and/or those with a slot of a
 * producer. A filter naming a coordinator or producer that does not exist (or was deleted) is 404,
 * as the shop and producer pages are.
 */
const filterOf = async (db: Executor, input: ListSchedulesInput): Promise<SQL | undefined> => {
  const parts: SQL[] = [];
  if (input.coordinator) {
    await findCoordinator(db, input.coordinator);
    parts.push(eq(schedules.coordinatorId, input.coordinator));
  }
  if (input.producer) {
    await findProducer(db, input.producer);
    parts.push(
      exists(
        db
          .select({ one: lives.id })
          .from(lives)
          .where(and(eq(lives.scheduleId, schedules.id), eq(lives.producerId, input.producer))),
      ),
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
};

/** GET /v1/schedules/lives: the home page's lives, paged, with the coordinators they reference. */
export const listLiveSchedules = async (
  db: Executor,
  input: ListSchedulesInput,
  now: Date = new Date(),
): Promise<LiveSchedulesResponse> => {
  const page = await livesPage(db, await filterOf(db, input), now, input);
  const coordinators = await coordinatorsByIds(
    db,
    page.items.map((item) => item.coordinatorId),
  );
  return { lives: page.items, coordinators, total: page.total };
};

/** GET /v1/schedules/archives: the home page's archives, paged, with their coordinators. */
export const listArchiveSchedules = async (
  db: Executor,
  input: ListSchedulesInput,
  now: Date = new Date(),
): Promise<ArchiveSchedulesResponse> => {
  const page = await archivesPage(db, await filterOf(db, input), now, input);
  const coordinators = await coordinatorsByIds(
    db,
    page.items.map((item) => item.coordinatorId),
  );
  return { archives: page.items, coordinators, total: page.total };
};

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
