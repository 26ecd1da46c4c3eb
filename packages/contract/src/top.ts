/** Home page data: GET /v1/top/common. */
import { type Static, Type } from 'typebox';
import { Experience } from './experiences.ts';
import { Product } from './products.ts';
import { Coordinator } from './profiles.ts';
import { ArchiveSummary, LiveSummary } from './schedules.ts';
import { VideoSummary } from './videos.ts';

/** The contract's keys plus `products` and `experiences`, which the storefront home page also shows. */
export const TopCommonResponse = Type.Object({
  lives: Type.Array(LiveSummary, { description: 'live and upcoming schedules' }),
  archives: Type.Array(ArchiveSummary, { description: 'archived schedules' }),
  productVideos: Type.Array(VideoSummary, { description: 'product videos' }),
  experienceVideos: Type.Array(VideoSummary, { description: 'experience videos' }),
  coordinators: Type.Array(Coordinator),
  products: Type.Array(Product, { description: 'featured products (extension of the original contract)' }),
  experiences: Type.Array(Experience, {
    description: 'featured experiences (extension of the original contract)',
  }),
});
export type TopCommonResponse = Static<typeof TopCommonResponse>;
