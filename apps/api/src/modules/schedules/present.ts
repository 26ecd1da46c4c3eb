import type { ArchiveSummary, LiveProduct, LiveSummary } from '@hatake/contract';
import type { schedules } from '../../db/schema/index.ts';
import { toUnixSeconds } from '../../lib/time.ts';
import { scheduleStatus } from './status.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

export const presentLiveSummary = (row: ScheduleRow, products: LiveProduct[], now: Date): LiveSummary => ({
  scheduleId: row.id,
  coordinatorId: row.coordinatorId,
  status: scheduleStatus(row, now),
  title: row.title,
  thumbnailUrl: row.thumbnailUrl,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
  products,
});

export const presentArchiveSummary = (row: ScheduleRow): ArchiveSummary => ({
  scheduleId: row.id,
  coordinatorId: row.coordinatorId,
  title: row.title,
  startAt: toUnixSeconds(row.startAt),
  endAt: toUnixSeconds(row.endAt),
  thumbnailUrl: row.thumbnailUrl,
});
