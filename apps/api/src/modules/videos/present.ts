import type { VideoSummary } from '@hatake/contract';
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
