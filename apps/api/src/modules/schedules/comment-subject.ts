import { ScheduleStatus } from '@hatake/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { channels } from '../../realtime/event-bus.ts';
import type { CommentSubject } from './comments/service.ts';
import { SCHEDULE_COMMENTS } from './comments/store.ts';
import type { ScheduleRow } from './present.ts';
import { findPublishedSchedule } from './service.ts';
import { scheduleStatus } from './status.ts';

/**
 * Comments of a schedule: on a published one only (else 404); posted while it is waiting or live,
 * refused with 412 once the broadcast has ended — the chat belongs to the live, and an archive
 * replays it (the list's `start`/`end` follow the recording's clock).
 */
export const scheduleCommentSubject: CommentSubject<ScheduleRow> = {
  name: 'schedule',
  table: SCHEDULE_COMMENTS,
  channel: channels.scheduleComments,
  open: findPublishedSchedule,
  assertOpenForComments: (row, now) => {
    const status = scheduleStatus(row, now);
    if (status === ScheduleStatus.CLOSED || status === ScheduleStatus.ARCHIVED)
      throw new DomainError('FailedPrecondition', 'the live has ended: comments are closed');
  },
};

/** The status a viewer sees now, and the moments it changes (start → LIVE, end → CLOSED/ARCHIVED). */
export const scheduleTimeline = (row: ScheduleRow, now: Date) => {
  const changes: { at: Date; status: number }[] = [];
  if (now < row.startAt) changes.push({ at: row.startAt, status: ScheduleStatus.LIVE });
  if (now < row.endAt) changes.push({ at: row.endAt, status: scheduleStatus(row, row.endAt) });
  return { status: scheduleStatus(row, now), changes };
};
