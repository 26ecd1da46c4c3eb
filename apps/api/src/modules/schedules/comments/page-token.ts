import { invalidArgument } from '../../../lib/domain-error.ts';

/**
 * Keyset position in a comment list, ordered oldest first (`created_at, id`): the first comment
 * of the next page. `createdAt` is PostgreSQL's own timestamp as UTC ISO text with all six
 * fractional digits, so comments posted in the same millisecond are still told apart.
 */
export type CommentCursor = { createdAt: string; id: string };

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 64;
/** Longer tokens cannot be ours. */
export const MAX_TOKEN_LENGTH = 256;

/** Opaque page token: base64url of `[createdAt, id]`. */
export const encodeCommentToken = (cursor: CommentCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');

/**
 * The cursor in a page token; `undefined` for "" (the first page). Anything this API did not issue
 * is a 400 naming the parameter (`nextToken` for schedules, `next` for videos).
 */
export const decodeCommentToken = (token: string, parameter: string): CommentCursor | undefined => {
  if (token === '') return undefined;
  const invalid = () => invalidArgument(`${parameter} is invalid`);
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !MICROSECOND_UTC.test(createdAt)) throw invalid();
  // A real instant after 1970 (no 30 February, no year 0 that PostgreSQL would refuse to read).
  const time = Date.parse(createdAt);
  if (Number.isNaN(time) || time < 0 || new Date(time).toISOString().slice(0, 23) !== createdAt.slice(0, 23))
    throw invalid();
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) throw invalid();
  return { createdAt, id };
};
