import type { Coordinator, Producer } from '@hatake/contract';
import { and, asc, desc, eq, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coordinators, producers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/domain-error.ts';
import type { NameReference } from '../../lib/search-sql.ts';
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

/**
 * The coordinators and producers a page of listings (products, experiences) names, side-loaded
 * beside it: each once, in the order first named.
 */
export const ownersOf = async (
  db: Executor,
  rows: readonly { coordinatorId: string; producerId: string }[],
): Promise<{ coordinators: Coordinator[]; producers: Producer[] }> => {
  const [sideCoordinators, sideProducers] = await Promise.all([
    coordinatorsByIds(
      db,
      rows.map((row) => row.coordinatorId),
    ),
    producersByIds(
      db,
      rows.map((row) => row.producerId),
    ),
  ]);
  return { coordinators: sideCoordinators, producers: sideProducers };
};

/**
 * What a keyword search over listings also looks in (docs/rules/search.md): the names of the
 * listing's producer and marche, in both languages. `producerId` and `coordinatorId` are the
 * listing's columns.
 */
export const ownerSearchNames = (producerId: SQLWrapper, coordinatorId: SQLWrapper): NameReference[] => [
  { column: producerId, table: producers, id: producers.id, name: producers.username },
  { column: producerId, table: producers, id: producers.id, name: producers.usernameEn },
  { column: coordinatorId, table: coordinators, id: coordinators.id, name: coordinators.marcheName },
  { column: coordinatorId, table: coordinators, id: coordinators.id, name: coordinators.marcheNameEn },
];

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
