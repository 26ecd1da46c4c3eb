import { invalidArgument } from '../../lib/domain-error.ts';

/**
 * Keyset position in a review list, ordered newest first (`created_at DESC, id DESC`): the first
 * review of the next page. `createdAt` is PostgreSQL's own timestamp as UTC ISO text with all six
 * fractional digits, so the comparison loses nothing to JavaScript's millisecond dates.
 */
export type ReviewCursor = { createdAt: string; id: string };

/** `2026-03-01T09:30:15.123456Z`: what the queries select with to_char(... 'US"Z"'). */
const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 64;
/** Longer tokens cannot be ours (base64url of the JSON below stays well under this). */
export const MAX_TOKEN_LENGTH = 256;

const invalidToken = () => invalidArgument('nextToken is invalid');

/** Opaque `nextToken`: base64url of `[createdAt, id]`. */
export const encodeReviewToken = (cursor: ReviewCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');

/**
 * The cursor in a `nextToken`; `undefined` for "" (the first page). Anything that is not a token
 * this API issued is a 400 naming `nextToken`, never a database error.
 */
export const decodeReviewToken = (token: string): ReviewCursor | undefined => {
  if (token === '') return undefined;
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalidToken();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidToken();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !MICROSECOND_UTC.test(createdAt)) throw invalidToken();
  if (Number.isNaN(Date.parse(createdAt))) throw invalidToken();
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) throw invalidToken();
  return { createdAt, id };
};

/**
 * Splits `limit + 1` fetched rows into the page and the `nextToken` ("" when there is no more):
 * the extra row, when present, is where the next page starts.
 */
export const splitPage = <T extends { cursorAt: string; id: string }>(
  rows: readonly T[],
  limit: number,
): { items: T[]; nextToken: string } => {
  const next = rows[limit];
  return {
    items: rows.slice(0, limit),
    nextToken: next ? encodeReviewToken({ createdAt: next.cursorAt, id: next.id }) : '',
  };
};
