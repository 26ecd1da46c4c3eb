/**
 * Schema pieces every route module shares (products, coordinators, producers, experiences, promotions,
 * contacts) share: documented paging parameters, id path parameters and error responses.
 */
import { DEFAULT_LIMIT, EMAIL_MAX_LENGTH, ErrorResponse, MAX_LIMIT, MAX_OFFSET } from '@hatake/contract';
import { type TObject, type TProperties, Type } from 'typebox';

/** `limit` (default 20, max 200) and `offset` (default 0, max 100,000) of an offset list of `items`. */
export const pagingQuery = (items: string) => ({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_LIMIT,
      default: DEFAULT_LIMIT,
      description: `number of ${items} to return: 1–${MAX_LIMIT}, default ${DEFAULT_LIMIT}`,
    }),
  ),
  offset: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_OFFSET,
      default: 0,
      description: `number of ${items} to skip: 0–${MAX_OFFSET}, default 0`,
    }),
  ),
});

/** The page a list query asks for (Ajv fills the defaults; these are the same for direct calls). */
export const pageOf = (query: { limit?: number; offset?: number }) => ({
  limit: query.limit ?? DEFAULT_LIMIT,
  offset: query.offset ?? 0,
});

/** A non-empty opaque id in the path. */
export const idParam = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

/** An optional id filter in the query string; empty means no filter (as the original server read it). */
export const idFilter = (description: string) =>
  Type.Optional(Type.String({ maxLength: 64, description: `${description}; empty = any` }));

const withDescription = (description: string) => Type.Object(ErrorResponse.properties, { description });

export const BAD_REQUEST = withDescription('a parameter is missing or invalid; `detail` names it');
export const NOT_FOUND = withDescription('no such resource; `detail` says which');
export const UNAUTHORIZED = withDescription(
  'no valid bearer token (or wrong credentials); `detail` says why',
);
export const FORBIDDEN = withDescription('not allowed; `detail` says why');
export const CONFLICT = withDescription('conflicts with existing data; `detail` names the field');
export const PRECONDITION_FAILED = withDescription('the resource is not in a state that allows this');
export const TOO_MANY_REQUESTS = withDescription('rate limit exceeded; retry after `Retry-After` seconds');
export const PAYLOAD_TOO_LARGE = withDescription('the request body is larger than this call takes');
export const UNSUPPORTED_MEDIA_TYPE = withDescription('the body is not of a content type this call takes');
export const URI_TOO_LONG = withDescription('a path parameter is longer than any valid value');
export const HEADERS_TOO_LARGE = withDescription('the URL or the headers are larger than the server reads');

/**
 * An e-mail address capped at 256 characters (the column's size): the contract gives only the
 * format, and an address too long to store is a 400 naming the field, not a failed insert.
 */
export const storableEmail = (description?: string) =>
  Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, ...(description ? { description } : {}) });

/** A contract body with its `email` made a `storableEmail`. */
export const withStorableEmail = <T extends TProperties>(body: TObject<T>) =>
  Type.Object({ ...body.properties, email: storableEmail() });

/** `204` with no body, as every PATCH/DELETE and most POSTs answer. */
export const NO_CONTENT = Type.Null({ description: 'done; no body' });

/** `limit` (default 20, max 200) and `nextToken` ("" = first page) of a token list of `items`. */
export const tokenPagingQuery = (items: string) => ({
  limit: pagingQuery(items).limit,
  nextToken: Type.Optional(
    Type.String({
      maxLength: 256,
      default: '',
      description: `\`nextToken\` of the previous page of ${items}; "" = the first page`,
    }),
  ),
});
