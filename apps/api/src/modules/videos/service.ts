import type { VideoCategory, VideoResponse, VideosResponse } from '@hatake/contract';
import { and, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { experiences, videos } from '../../db/schema/index.ts';
import { invalidArgument, notFound } from '../../lib/domain-error.ts';
import { coordinatorsByIds, findCoordinator } from '../coordinators/index.ts';
import { experiencesByIds } from '../experiences/index.ts';
import { linkedProducts } from '../schedules/index.ts';
import { listedVideo, VIDEO_ORDER, visibleVideo } from './listing.ts';
import { presentVideo, type VideoRow } from './present.ts';

export type ListVideosInput = {
  limit: number;
  offset: number;
  category?: VideoCategory | undefined;
  /** Either name of the coordinator filter; "" or absent = any. */
  coordinator?: string | undefined;
  coordinatorId?: string | undefined;
  /** Part of the title; "" or absent = any. */
  name?: string | undefined;
};

/** `%`, `_` and `\` in a search text match themselves. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CATEGORY_FILTER: Record<VideoCategory, SQL | undefined> = {
  all: undefined,
  product: eq(videos.displayProduct, true),
  experience: eq(videos.displayExperience, true),
};

/**
 * GET /v1/videos: listed videos (public, published, not deleted, not limited), newest first,
 * with the coordinators they reference. `category` picks the product or experience section.
 */
export const listVideos = async (
  db: Executor,
  input: ListVideosInput,
  now: Date = new Date(),
): Promise<VideosResponse> => {
  const { coordinator = '', coordinatorId = '' } = input;
  if (coordinator && coordinatorId && coordinator !== coordinatorId)
    throw invalidArgument('coordinator and coordinatorId name different coordinators');
  const shop = coordinatorId || coordinator;
  if (shop) await findCoordinator(db, shop);
  const where = and(
    listedVideo(now),
    CATEGORY_FILTER[input.category ?? 'all'],
    shop ? eq(videos.coordinatorId, shop) : undefined,
    input.name ? ilike(videos.title, likePattern(input.name)) : undefined,
  );
  const { rows, total } = await pageWithTotal(db, videos, {
    where,
    orderBy: [...VIDEO_ORDER],
    limit: input.limit,
    offset: input.offset,
  });
  const coordinators = await coordinatorsByIds(
    db,
    rows.map((row) => row.coordinatorId),
  );
  return { videos: rows.map(presentVideo), coordinators, total };
};

/** A video reachable by its id (listed or limited), or 404. */
export const findVisibleVideo = async (
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<VideoRow> => {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), visibleVideo(now)))
    .limit(1);
  if (!row) throw notFound('video');
  return row;
};

/**
 * GET /v1/videos/{id}: a listed or limited video with its coordinator, and the products and
 * experiences it presents that can be seen (public, not deleted), in the video's order.
 */
export const getVideo = async (db: Database, id: string, now: Date = new Date()): Promise<VideoResponse> => {
  const row = await findVisibleVideo(db, id, now);
  const experienceIds = row.experienceIds.length
    ? (
        await db
          .select({ id: experiences.id })
          .from(experiences)
          .where(
            and(
              inArray(experiences.id, row.experienceIds),
              eq(experiences.public, true),
              isNull(experiences.deletedAt),
            ),
          )
      ).map((experience) => experience.id)
    : [];
  const [[coordinator], products, experienceList] = await Promise.all([
    coordinatorsByIds(db, [row.coordinatorId]),
    linkedProducts(db, row.productIds, now),
    experiencesByIds(db, experienceIds, now),
  ]);
  if (!coordinator) throw new Error(`video ${row.id} references a missing coordinator`);
  const byId = new Map(experienceList.map((experience) => [experience.id, experience]));
  const shownProducts = new Set(products.map((product) => product.id));
  const video = presentVideo(row);
  return {
    video: {
      ...video,
      productIds: video.productIds.filter((productId) => shownProducts.has(productId)),
      experienceIds: video.experienceIds.filter((experienceId) => byId.has(experienceId)),
    },
    coordinator,
    products,
    experiences: [...new Set(row.experienceIds)].flatMap((experienceId) => byId.get(experienceId) ?? []),
  };
};
