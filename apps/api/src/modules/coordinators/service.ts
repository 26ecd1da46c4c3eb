import type { CoordinatorResponse, CoordinatorsResponse } from '@hatake/contract';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coordinators, experiences, producers, products, schedules, videos } from '../../db/schema/index.ts';
import { listedExperiencesOf } from '../experiences/index.ts';
import { listedProductsOf, productTypesByIds } from '../products/index.ts';
import { schedulesOf } from '../schedules/index.ts';
import { listedVideos } from '../videos/index.ts';
import { presentCoordinator, presentProducer } from './present.ts';
import { findCoordinator } from './queries.ts';
import { effectiveShipping } from './shipping.ts';

/** Coordinators (not deleted), most recently updated first, with the product types they handle. */
export const listCoordinators = async (
  db: Database,
  page: { limit: number; offset: number },
): Promise<CoordinatorsResponse> => {
  const active = isNull(coordinators.deletedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coordinators)
      .where(active)
      .orderBy(desc(coordinators.updatedAt), asc(coordinators.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(coordinators).where(active),
  ]);
  const productTypes = await productTypesByIds(
    db,
    rows.flatMap((row) => row.productTypeIds),
  );
  return { coordinators: rows.map(presentCoordinator), productTypes, total: counted?.total ?? 0 };
};

/**
 * A coordinator's shop page: the coordinator, the shipping fees it charges, its lives and
 * archives, videos, producers, and listed products and experiences with their product types.
 */
export const getCoordinator = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<CoordinatorResponse> => {
  const row = await findCoordinator(db, id);
  const [shipping, schedule, shopProducts, shopExperiences, producerRows, videoList] = await Promise.all([
    effectiveShipping(db, id),
    schedulesOf(db, eq(schedules.coordinatorId, id), now),
    listedProductsOf(db, eq(products.coordinatorId, id), now),
    listedExperiencesOf(db, eq(experiences.coordinatorId, id), now),
    db
      .select()
      .from(producers)
      .where(and(eq(producers.coordinatorId, id), isNull(producers.deletedAt)))
      .orderBy(desc(producers.updatedAt), asc(producers.id)),
    listedVideos(db, eq(videos.coordinatorId, id), now),
  ]);
  const productTypes = await productTypesByIds(db, [
    ...row.productTypeIds,
    ...shopProducts.map((product) => product.productTypeId),
  ]);
  return {
    coordinator: presentCoordinator(row),
    shipping,
    lives: schedule.lives,
    archives: schedule.archives,
    productTypes,
    producers: producerRows.map(presentProducer),
    products: shopProducts,
    experiences: shopExperiences,
    videos: videoList,
  };
};
