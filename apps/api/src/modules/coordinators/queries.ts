import type { Coordinator, Producer } from '@hatake/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coordinators, producers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import { presentCoordinator, presentProducer } from './present.ts';

/**
 * Coordinators by id, for side-loading: the client joins them to the listed items by id, so a
 * referenced coordinator is returned even when soft-deleted. Order follows the first reference.
 */
export const coordinatorsByIds = async (db: Executor, ids: readonly string[]): Promise<Coordinator[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(coordinators).where(inArray(coordinators.id, unique));
  const byId = new Map(rows.map((row) => [row.id, presentCoordinator(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
};

/** Producers by id, for side-loading (same rules as coordinatorsByIds). */
export const producersByIds = async (db: Executor, ids: readonly string[]): Promise<Producer[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(producers).where(inArray(producers.id, unique));
  const byId = new Map(rows.map((row) => [row.id, presentProducer(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
};

/** A coordinator that is not deleted, or 404. */
export const findCoordinator = async (db: Executor, id: string) => {
  const [row] = await db
    .select()
    .from(coordinators)
    .where(and(eq(coordinators.id, id), isNull(coordinators.deletedAt)))
    .limit(1);
  if (!row) throw notFound('coordinator');
  return row;
};

/** A producer that is not deleted, or 404. */
export const findProducer = async (db: Executor, id: string) => {
  const [row] = await db
    .select()
    .from(producers)
    .where(and(eq(producers.id, id), isNull(producers.deletedAt)))
    .limit(1);
  if (!row) throw notFound('producer');
  return row;
};

/** A coordinator's producers that are not deleted, most recently updated first (its shop page). */
export const producersOfCoordinator = (db: Executor, coordinatorId: string) =>
  db
    .select()
    .from(producers)
    .where(and(eq(producers.coordinatorId, coordinatorId), isNull(producers.deletedAt)))
    .orderBy(desc(producers.updatedAt), asc(producers.id));
