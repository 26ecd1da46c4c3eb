import type { LiveSummary } from '@hatake/contract';
import { ScheduleStatus } from '@hatake/contract/values';

/**
 * The home page's live block: what is on air now, and what starts later. `GET /v1/top/common` sends
 * running, upcoming and just-ended schedules together (docs/rules/live-and-videos.md, the one-hour
 * window); a just-ended one (CLOSED or ARCHIVED) is neither live nor upcoming, so the home page leaves
 * it out here — it shows up among the archives once its recording is listed there.
 */
export type HomeLives = { onAir: LiveSummary[]; upcoming: LiveSummary[] };

export function splitHomeLives(lives: readonly LiveSummary[]): HomeLives {
  const byStart = (a: LiveSummary, b: LiveSummary) =>
    a.startAt - b.startAt || a.scheduleId.localeCompare(b.scheduleId);
  return {
    onAir: lives.filter((live) => live.status === ScheduleStatus.LIVE).sort(byStart),
    upcoming: lives.filter((live) => live.status === ScheduleStatus.WAITING).sort(byStart),
  };
}
