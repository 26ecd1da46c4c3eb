import type { VideoSummary } from '@hatake/contract';
import { and, asc, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { presentVideoSummary } from './present.ts';

/**
 * What shoppers may see in video lists: public, published by `now`, not deleted, and not limited
 * (a limited video is reachable by its id only).
 */
export const listedVideo = (now: Date): SQL =>
  and(
    eq(videos.public, true),
    eq(videos.limited, false),
    lte(videos.publishedAt, now),
    isNull(videos.deletedAt),
  ) as SQL;

/** Newest first; the id breaks ties so pages never overlap. */
export const VIDEO_ORDER = [desc(videos.publishedAt), asc(videos.id)];

/**
 * Reachable by its id: public, published by `now` and not deleted — listed ones and limited
 * (unlisted) ones alike.
 */
export const visibleVideo = (now: Date): SQL =>
  and(eq(videos.public, true), lte(videos.publishedAt, now), isNull(videos.deletedAt)) as SQL;

/** Listed videos matching `filter` (a shop's, the product or experience section's), newest first. */
export const listedVideos = async (
  db: Executor,
  filter: SQL,
  now: Date,
  options: { limit?: number } = {},
): Promise<VideoSummary[]> => {
  const rows = await db
    .select()
    .from(videos)
    .where(and(listedVideo(now), filter))
    .orderBy(...VIDEO_ORDER)
    .limit(options.limit ?? Number.MAX_SAFE_INTEGER);
  return rows.map(presentVideoSummary);
};
