import type { CommentSubject } from './service.ts';

/** What one kind of comment subject's routes are built from (routes.ts, stream-route.ts). */
export type CommentRoutesOptions<Row> = {
  subject: CommentSubject<Row>;
  /** `/schedules`, `/videos`. */
  base: string;
  /** Path parameter: `scheduleId`, `videoId`. */
  param: string;
  /** The page token's query parameter: `nextToken` (schedules), `next` (videos). */
  tokenParameter: string;
  tag: string;
  /** Status events of the subject: what to send now, and when it changes. */
  timeline?: (row: Row, now: Date) => { status: number; changes: { at: Date; status: number }[] };
  heartbeatMs?: number;
};
