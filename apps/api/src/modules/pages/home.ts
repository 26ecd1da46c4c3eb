import type { TopCommonResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { coordinatorsByIds } from '../coordinators/index.ts';
import { recommendedExperiences } from '../experiences/index.ts';
import { recommendedProducts } from '../products/index.ts';
import { schedulesOf } from '../schedules/index.ts';
import { listedVideos } from '../videos/index.ts';

export const TOP_LIMITS = { archives: 6, videos: 10, products: 8, experiences: 6 } as const;

/**
 * Everything the home page shows in one call: current and upcoming lives, recent archives,
 * product and experience videos, recommended products and experiences, and the coordinators
 * they belong to (side-loaded once, soft-deleted ones too, as every list does).
 */
export const getTopCommon = async (db: Database, now: Date = new Date()): Promise<TopCommonResponse> => {
  const [schedules, productVideos, experienceVideos, products, experiences] = await Promise.all([
    schedulesOf(db, undefined, now, { archiveLimit: TOP_LIMITS.archives }),
    listedVideos(db, eq(videos.displayProduct, true), now, { limit: TOP_LIMITS.videos }),
    listedVideos(db, eq(videos.displayExperience, true), now, { limit: TOP_LIMITS.videos }),
    recommendedProducts(db, TOP_LIMITS.products, now),
    recommendedExperiences(db, TOP_LIMITS.experiences, now),
  ]);
  const coordinators = await coordinatorsByIds(
    db,
    [
      ...schedules.lives,
      ...schedules.archives,
      ...productVideos,
      ...experienceVideos,
      ...products,
      ...experiences,
    ].map((item) => item.coordinatorId),
  );
  return {
    lives: schedules.lives,
    archives: schedules.archives,
    productVideos,
    experienceVideos,
    coordinators,
    products,
    experiences,
  };
};
