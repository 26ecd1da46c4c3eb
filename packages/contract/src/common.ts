/**
 * Shared building blocks: error body, paging query, field helpers and validation patterns.
 * Conventions (api-contract §1.2): ids are opaque strings, money is integer yen (tax included),
 * timestamps are integer unix SECONDS (0 = unset), dates are `yyyymmdd` and times `hhmm` strings.
 */
import { type Static, type TSchema, Type } from 'typebox';

// ---------------------------------------------------------------------------
// Validation patterns (exported so forms can reuse them)
// ---------------------------------------------------------------------------

/** Hiragana (plus ー and the iteration marks); used for `*Kana` name fields. */
export const HIRAGANA_PATTERN = '^[\\u3041-\\u3096\\u309D\\u309E\\u30FC]+$';
/** E.164 phone number, e.g. +819012345678. */
export const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';
/** Domestic phone number with or without hyphens (03-1234-5678, 09012345678) or E.164. */
export const PHONE_NUMBER_PATTERN = '^(?:\\+[1-9][0-9]{6,14}|0[0-9]{1,4}-?[0-9]{1,4}-?[0-9]{3,4})$';
/** Postal code: digits only, no hyphen (7 digits in Japan). */
export const POSTAL_CODE_PATTERN = '^[0-9]+$';
/** Public user handle. */
export const ACCOUNT_ID_PATTERN = '^[A-Za-z0-9_-]+$';
/** Absolute http(s) URL. */
export const HTTP_URL_PATTERN = '^https?://[^\\s]+$';
/** `yyyymmdd` or empty. */
export const OPTIONAL_DATE_PATTERN = '^(?:[0-9]{8})?$';
/** `hhmm` or empty. */
export const OPTIONAL_TIME_PATTERN = '^(?:[0-9]{4})?$';
/** 8-character promotion code (no whitespace) or empty. */
export const OPTIONAL_PROMOTION_CODE_PATTERN = '^(?:\\S{8})?$';

// ---------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------

/** Opaque id string. */
export function id(description?: string) {
  return Type.String(description === undefined ? {} : { description });
}

/** Integer unix seconds, 0 = unset. */
export function unixTime(description = 'unix seconds (0 = unset)') {
  return Type.Integer({ minimum: 0, description });
}

/** Integer yen, tax included. */
export function yen(description = 'JPY (integer yen, tax included)') {
  return Type.Integer({ minimum: 0, description });
}

/** Image (or other media) URL, "" when none. */
export function mediaUrl(description = 'image URL ("" if none)') {
  return Type.String({ description });
}

/** `total` of an offset list. */
export function total() {
  return Type.Integer({ minimum: 0, description: 'total number of matching items (for paging)' });
}

/** `nextToken` of a token list. */
export function nextToken() {
  return Type.String({ description: 'opaque page token for the next page; "" = no more pages' });
}

/** `schema | null` (absent nested objects are sent as null). */
export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

// ---------------------------------------------------------------------------
// Error body (api-contract §1.6, §5.3 #1)
// ---------------------------------------------------------------------------

/**
 * Body of every non-2xx response. `detail` is what the original server sends; the old generated
 * client declared `details`, so it may be duplicated there.
 */
export const ErrorResponse = Type.Object(
  {
    status: Type.Integer({ description: 'HTTP status code' }),
    message: Type.String({ description: 'HTTP status text, e.g. "Bad Request"' }),
    detail: Type.String({ description: 'error detail ("" when none)' }),
    details: Type.Optional(Type.String({ description: 'copy of `detail` for the old generated client' })),
  },
  { description: 'Error body of every non-2xx response' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** `{}`: for typed operations that have nothing to return but must answer with a JSON body. */
export const EmptyObject = Type.Object({});
export type EmptyObject = Static<typeof EmptyObject>;

// ---------------------------------------------------------------------------
// Paging (api-contract §1.9)
// ---------------------------------------------------------------------------

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 200;
/**
 * The deepest an offset list pages: beyond it the database would scan rows nobody browses to, and a
 * number this size always fits the integer column types (docs/api.md, "Paging").
 */
export const MAX_OFFSET = 100_000;

/** Offset paging query of list routes: `limit` 1-200 (default 20), `offset` >= 0 (default 0). */
export const PagingQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'page size' }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0, description: 'number of items to skip' }),
  ),
});
export type PagingQuery = Static<typeof PagingQuery>;

/** Token paging (reviews, comments): `limit` 1-200 (default 20) and an opaque `nextToken`. */
export const TokenPagingQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'page size' }),
  ),
  nextToken: Type.Optional(
    Type.String({ default: '', description: 'token from the previous page; "" = first page' }),
  ),
});
export type TokenPagingQuery = Static<typeof TokenPagingQuery>;

// ---------------------------------------------------------------------------
// Shared nested shapes
// ---------------------------------------------------------------------------

/** Product / experience medium (client name ExperienceMediaInner; server ProductMedia / ExperienceMedia). */
export const Media = Type.Object({
  url: Type.String({ description: 'media URL (image or .mp4)' }),
  isThumbnail: Type.Boolean({ description: 'true for the (single) thumbnail medium' }),
});
export type Media = Static<typeof Media>;

function rateCount(star: number) {
  return Type.Integer({ minimum: 0, description: `number of ${star}-star ratings` });
}

/** Rating summary of a product or experience (client name ExperienceRate; server ProductRate / ExperienceRate). */
export const Rate = Type.Object({
  average: Type.Number({
    minimum: 0,
    description: 'average rating, rounded to 1 decimal (0 when no ratings)',
  }),
  count: Type.Integer({ minimum: 0, description: 'number of ratings' }),
  detail: Type.Object(
    { '1': rateCount(1), '2': rateCount(2), '3': rateCount(3), '4': rateCount(4), '5': rateCount(5) },
    { description: 'rating ("1".."5") -> count; all five keys are always present' },
  ),
});
export type Rate = Static<typeof Rate>;
