import type { CoordinatorResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { experiences, products, schedules, videos } from '../../db/schema/index.ts';
import {
  effectiveShipping,
  findCoordinator,
  presentCoordinator,
  presentProducer,
  producersOfCoordinator,
} from '../coordinators/index.ts';
import { listedExperiencesOf } from '../experiences/index.ts';
import { listedProductsOf } from '../products/index.ts';
import { schedulesOf } from '../schedules/index.ts';
import { productTypesByIds } from '../taxonomy/index.ts';
import { listedVideos } from '../videos/index.ts';

/**
 * A coordinator's shop page: the coordinator, the shipping fees it charges, its lives and
 * archives, videos, producers, and listed products and experiences with their product types.
 */
export const getShopPage = async (
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
    producersOfCoordinator(db, id),
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
