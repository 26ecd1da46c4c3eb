import type { Video, VideoSummary } from '@hatake/contract';
import type { videos } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';

export type VideoRow = typeof videos.$inferSelect;

export const presentVideoSummary = (row: VideoRow): VideoSummary => ({
  id: row.id,
  coordinatorId: row.coordinatorId,
  title: row.title,
  thumbnailUrl: row.thumbnailUrl,
  publishedAt: toUnixSeconds(row.publishedAt),
});

export const presentVideo = (row: VideoRow): Video => ({
  id: row.id,
  coordinatorId: row.coordinatorId,
  productIds: row.productIds,
  experienceIds: row.experienceIds,
  title: row.title,
  description: row.description,
  thumbnailUrl: row.thumbnailUrl,
  videoUrl: row.videoUrl,
  publishedAt: toUnixSeconds(row.publishedAt),
});
