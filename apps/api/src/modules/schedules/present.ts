import {
  type ArchiveSummary,
  type Live,
  type LiveProduct,
  type LiveSummary,
  type Schedule,
  ScheduleStatus,
} from '@hatake/contract';
import type { lives, schedules } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { scheduleStatus } from './status.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

export const presentLiveSummary = (row: ScheduleRow, products: LiveProduct[], now: Date): LiveSummary => ({
  scheduleId: row.id,
  coordinatorId: row.coordinatorId,
  status: scheduleStatus(row, now),
  title: row.title,
  titleEn: row.titleEn,
  thumbnailUrl: row.thumbnailUrl,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
  products,
});

export const presentArchiveSummary = (row: ScheduleRow): ArchiveSummary => ({
  scheduleId: row.id,
  coordinatorId: row.coordinatorId,
  title: row.title,
  titleEn: row.titleEn,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
  thumbnailUrl: row.thumbnailUrl,
});

export type LiveRow = typeof lives.$inferSelect;

/**
 * The schedule as its page shows it. `distributionUrl` is the recording when there is one, else the
 * live output while the broadcast runs, else "" (docs/rules/live-and-videos.md).
 */
export const presentSchedule = (row: ScheduleRow, now: Date): Schedule => {
  const status = scheduleStatus(row, now);
  return {
    id: row.id,
    coordinatorId: row.coordinatorId,
    status,
    title: row.title,
    description: row.description,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    thumbnailUrl: row.thumbnailUrl,
    distributionUrl: row.archiveUrl || (status === ScheduleStatus.LIVE ? row.liveUrl : ''),
    distributionMetadata: { subtitles: { ...(row.distributionMetadata?.subtitles ?? {}) } },
    startAt: toUnixSeconds(row.startAt),
    endAt: toUnixSeconds(row.endAt),
  };
};

/** One producer's slot of the timetable. */
export const presentLive = (row: LiveRow): Live => ({
  scheduleId: row.scheduleId,
  producerId: row.producerId,
  productIds: row.productIds,
  comment: row.comment,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
});
