import type { ArchiveSchedulesResponse, LiveSchedulesResponse } from '@hatake/contract';
import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lives, schedules } from '../../db/schema/index.ts';
import { coordinatorsByIds, findCoordinator, findProducer } from '../coordinators/index.ts';
import { archivesPage, livesPage } from './listing.ts';

// The two schedule lists of the home page and the shop pages: lives and archives.

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
