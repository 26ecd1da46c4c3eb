import { ScheduleStatus } from '@hatake/contract';

type Broadcast = { startAt: Date; endAt: Date; archiveUrl: string };

/**
 * The wire status of a live schedule at `now`: before the start it is waiting, during it live;
 * afterwards archived once a recording exists, else closed.
 */
export const scheduleStatus = (schedule: Broadcast, now: Date): ScheduleStatus => {
  if (now < schedule.startAt) return ScheduleStatus.WAITING;
  if (now < schedule.endAt) return ScheduleStatus.LIVE;
  return schedule.archiveUrl ? ScheduleStatus.ARCHIVED : ScheduleStatus.CLOSED;
};
