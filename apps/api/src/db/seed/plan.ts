/**
 * Turns the data modules into rows: ids, foreign keys, timestamps relative to `now`, picture URLs.
 * Pure apart from the random ids; inserting is index.ts's job.
 */
import type { PictureBook } from './images.ts';
import type { SeedMedia } from './media.ts';
import { planSchedules, planVideos } from './plan/broadcasts.ts';
import { planCatalog } from './plan/catalog.ts';
import { startPlan } from './plan/context.ts';
import { planExperiences, planProducts, planShippingAndPromotions } from './plan/offers.ts';
import { planMarches, planUsers } from './plan/people.ts';
import { planPlaces } from './plan/places.ts';
import { planReviews } from './plan/reviews.ts';
import type { SeedRows } from './seed-tables.ts';

export type { SeedRows } from './seed-tables.ts';

/** Every row of the demo, in an order where each part finds the ids and facts it refers to (plan/). */
export const buildSeedRows = (now: Date, pictures: PictureBook, media: SeedMedia): SeedRows => {
  const plan = startPlan(now, pictures, media);
  planCatalog(plan);
  planMarches(plan);
  planProducts(plan);
  planExperiences(plan);
  planShippingAndPromotions(plan);
  planUsers(plan);
  planSchedules(plan);
  planVideos(plan);
  planReviews(plan);
  planPlaces(plan);
  return plan.rows;
};
