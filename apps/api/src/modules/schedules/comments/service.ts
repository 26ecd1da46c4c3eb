import type { Comment, CommentsResponse } from '@hatake/contract';
import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { EventBus, JsonValue } from '../../../realtime/event-bus.ts';
import { decodeCommentToken, encodeCommentToken } from './page-token.ts';
import { presentComment } from './present.ts';
import { type CommentRow, type CommentTable, commentsAfter, findComment, findComments } from './store.ts';
import { commentText } from './text.ts';

/**
 * What can be commented on: a schedule or a video. `open` answers the subject when it may be seen
 * (else throws 404); `assertOpenForComments` throws 412 when it no longer takes comments.
 */
export type CommentSubject<Row> = {
  /** For messages: "schedule", "video". */
  name: string;
  table: CommentTable;
  /** The bus channel its new comments are announced on (docs/adr/0008). */
  channel(subjectId: string): string;
  open(db: Executor, subjectId: string): Promise<Row>;
  assertOpenForComments(row: Row, now: Date): void;
};

export type ListCommentsInput = {
  limit: number;
  /** The page token ("" = first page) and the name of its parameter, for the 400 detail. */
  token: string;
  tokenParameter: string;
  /** Unix seconds, 0 = unbounded. */
  start: number;
  end: number;
};

/**
 * One page of a subject's shown comments, oldest first. The token is the next page's first
 * comment (inclusive keyset on `created_at, id`), so comments that arrive between pages or share
 * a timestamp are neither repeated nor skipped; "" when there is nothing after this page.
 */
export const listComments = async <Row>(
  db: Executor,
  subject: CommentSubject<Row>,
  subjectId: string,
  input: ListCommentsInput,
): Promise<CommentsResponse> => {
  const cursor = decodeCommentToken(input.token, input.tokenParameter);
  await subject.open(db, subjectId);
  const rows = await findComments(
    db,
    subject.table,
    {
      subjectId,
      start: input.start > 0 ? new Date(input.start * 1000) : undefined,
      end: input.end > 0 ? new Date(input.end * 1000) : undefined,
    },
    input.limit,
    cursor,
  );
  const next = rows[input.limit];
  return {
    comments: rows.slice(0, input.limit).map(presentComment),
    nextToken: next ? encodeCommentToken({ createdAt: next.cursorAt, id: next.id }) : '',
  };
};

/** What the comment channels carry: the stored comment, as the list shows it. */
export type CommentEvent = { type: 'comment'; comment: Comment };

export type PostDeps = {
  db: Executor;
  bus: EventBus;
  log: { warn(details: object, message: string): void };
};

/**
 * Stores a comment (a member's, or a guest's with `userId` null) and announces it on the subject's
 * channel. The row is the record: when the bus cannot take the event (Redis down) the comment is
 * still posted, and viewers catch up from the list or by resuming their stream.
 */
export const postComment = async <Row>(
  deps: PostDeps,
  subject: CommentSubject<Row>,
  subjectId: string,
  userId: string | null,
  raw: string,
  now: Date = new Date(),
): Promise<Comment> => {
  const text = commentText(raw);
  const row = await subject.open(deps.db, subjectId);
  subject.assertOpenForComments(row, now);
  const id = await subject.table.insert(deps.db, subjectId, userId, text);
  const stored = await findComment(deps.db, subject.table, subjectId, id);
  if (!stored) throw new Error(`comment ${id} vanished after its insert`);
  const comment = presentComment(stored);
  const event: CommentEvent = { type: 'comment', comment };
  deps.bus.publish(subject.channel(subjectId), event as unknown as JsonValue).catch((error: unknown) => {
    // Redis away: this process's viewers had it, and the bus logs the outage once, not per comment.
    if (error instanceof DomainError && error.kind === 'Unavailable') return;
    deps.log.warn({ err: error, subject: subject.name }, 'comment stored but not announced live');
  });
  return comment;
};

/** Comments a resuming viewer is sent at most; beyond it the stream says `reset` (read the list). */
export const REPLAY_LIMIT = 1000;
const REPLAY_BATCH = 200;

/**
 * The shown comments posted after `lastEventId` (a comment id), oldest first, in batches; `reset`
 * when that id is not a comment of this subject or more than REPLAY_LIMIT were missed.
 */
export async function* replayAfter(
  db: Executor,
  table: CommentTable,
  subjectId: string,
  lastEventId: string,
): AsyncGenerator<CommentRow[] | 'reset'> {
  const from = await findComment(db, table, subjectId, lastEventId);
  if (!from) {
    yield 'reset';
    return;
  }
  let cursor = { createdAt: from.cursorAt, id: from.id };
  let sent = 0;
  while (sent < REPLAY_LIMIT) {
    const size = Math.min(REPLAY_BATCH, REPLAY_LIMIT - sent);
    const batch = await commentsAfter(db, table, subjectId, cursor, size);
    if (batch.length === 0) return;
    yield batch;
    sent += batch.length;
    const last = batch[batch.length - 1] as CommentRow;
    cursor = { createdAt: last.cursorAt, id: last.id };
    if (batch.length < size) return;
  }
  const more = await commentsAfter(db, table, subjectId, cursor, 1);
  if (more.length > 0) yield 'reset';
}
