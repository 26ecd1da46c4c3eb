/**
 * Shared building blocks: error body, paging query, field helpers and validation patterns.
 * Conventions (docs/api.md#shapes): ids are opaque strings, money is integer yen (tax included),
 * timestamps are integer unix SECONDS (0 = unset), dates are `yyyymmdd` and times `hhmm` strings.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from './values/limits.ts';

export { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from './values/limits.ts';
// Validation patterns and paging limits live in ./values (runtime-free, shared with the storefront).
export {
  ACCOUNT_ID_PATTERN,
  E164_PATTERN,
  HIRAGANA_PATTERN,
  HTTP_URL_PATTERN,
  NAME_READING_PATTERN,
  OPTIONAL_DATE_PATTERN,
  OPTIONAL_PROMOTION_CODE_PATTERN,
  OPTIONAL_TIME_PATTERN,
  PHONE_NUMBER_PATTERN,
  POSTAL_CODE_PATTERN,
} from './values/patterns.ts';

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
// Error body (docs/api.md#errors)
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
// Paging (docs/api.md#paging)
// ---------------------------------------------------------------------------

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
