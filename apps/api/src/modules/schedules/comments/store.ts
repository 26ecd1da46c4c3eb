import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { UserType } from '../../../db/enums.ts';
import { liveComments, users, videoComments } from '../../../db/schema/index.ts';
import type { CommentCursor } from './page-token.ts';

/** Where the comments of one kind of subject (a schedule, a video) are kept. */
export type CommentTable = {
  table: typeof liveComments | typeof videoComments;
  subjectId: AnyPgColumn;
  /** Stores one comment and answers its id. */
  insert(db: Executor, subjectId: string, userId: string | null, text: string): Promise<string>;
};

export const SCHEDULE_COMMENTS: CommentTable = {
  table: liveComments,
  subjectId: liveComments.scheduleId,
  insert: async (db, scheduleId, userId, comment) => {
    const [row] = await db
      .insert(liveComments)
      .values({ scheduleId, userId, comment })
      .returning({ id: liveComments.id });
    if (!row) throw new Error('comment insert returned no row');
    return row.id;
  },
};

export const VIDEO_COMMENTS: CommentTable = {
  table: videoComments,
  subjectId: videoComments.videoId,
  insert: async (db, videoId, userId, comment) => {
    const [row] = await db
      .insert(videoComments)
      .values({ videoId, userId, comment })
      .returning({ id: videoComments.id });
    if (!row) throw new Error('comment insert returned no row');
    return row.id;
  },
};

/** One comment as the queries read it, with its author's public profile. */
export type CommentRow = {
  id: string;
  userId: string | null;
  comment: string;
  createdAt: Date;
  /** created_at as UTC ISO text with microseconds, for page tokens. */
  cursorAt: string;
  username: string | null;
  accountId: string | null;
  thumbnailUrl: string | null;
  userType: number | null;
  userVerifiedAt: Date | null;
  userDeletedAt: Date | null;
};

/** A comment with its author's account (left-joined: a guest's comment has none) and its cursor time. */
const commentsWithAuthors = (db: Executor, source: CommentTable) => {
  const c = source.table;
  return db
    .select({
      id: c.id,
      userId: c.userId,
      comment: c.comment,
      createdAt: c.createdAt,
      cursorAt: sql<string>`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      username: users.username,
      accountId: users.accountId,
      thumbnailUrl: users.thumbnailUrl,
      userType: users.type,
      userVerifiedAt: users.verifiedAt,
      userDeletedAt: users.deletedAt,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.userId));
};

/** Oldest first; the id orders comments of the same microsecond, so pages never overlap. */
const selectComments = (db: Executor, source: CommentTable, where: SQL | undefined) =>
  commentsWithAuthors(db, source)
    .where(and(eq(source.table.disabled, false), where))
    .orderBy(asc(source.table.createdAt), asc(source.table.id));

const atOrAfter = (source: CommentTable, cursor: CommentCursor): SQL =>
  sql`(${source.table.createdAt}, ${source.table.id}) >= (${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;

const after = (source: CommentTable, cursor: CommentCursor): SQL =>
  sql`(${source.table.createdAt}, ${source.table.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;

export type CommentFilter = {
  subjectId: string;
  /** Posted at or after (undefined = unbounded). */
  start: Date | undefined;
  /** Posted before (undefined = unbounded). */
  end: Date | undefined;
};

/** Up to `limit + 1` shown comments of one subject from `cursor` (inclusive), oldest first. */
export const findComments = (
  db: Executor,
  source: CommentTable,
  filter: CommentFilter,
  limit: number,
  cursor: CommentCursor | undefined,
): Promise<CommentRow[]> =>
  selectComments(
    db,
    source,
    and(
      eq(source.subjectId, filter.subjectId),
      filter.start ? gte(source.table.createdAt, filter.start) : undefined,
      filter.end ? lt(source.table.createdAt, filter.end) : undefined,
      cursor ? atOrAfter(source, cursor) : undefined,
    ),
  ).limit(limit + 1);

/** One comment of one subject (shown or not); undefined when there is none. */
export const findComment = async (
  db: Executor,
  source: CommentTable,
  subjectId: string,
  commentId: string,
): Promise<CommentRow | undefined> => {
  const [row] = await commentsWithAuthors(db, source)
    .where(and(eq(source.table.id, commentId), eq(source.subjectId, subjectId)))
    .limit(1);
  return row;
};

/** Up to `limit` shown comments of one subject posted after `cursor` (exclusive), oldest first. */
export const commentsAfter = (
  db: Executor,
  source: CommentTable,
  subjectId: string,
  cursor: CommentCursor,
  limit: number,
): Promise<CommentRow[]> =>
  selectComments(db, source, and(eq(source.subjectId, subjectId), after(source, cursor))).limit(limit);

/** Whether a row's author may be shown: a member who exists, was verified and is not deleted. */
export const authorShown = (row: CommentRow): boolean =>
  row.userId !== null &&
  row.userType === UserType.MEMBER &&
  row.userVerifiedAt !== null &&
  row.userDeletedAt === null;
