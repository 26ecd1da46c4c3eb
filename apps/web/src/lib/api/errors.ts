/**
 * Error classes of the API client (docs/product.md#messages-for-api-errors):
 * - a response outside 200–299 raises a `ResponseError`,
 * - a network failure raises a `FetchError`,
 * - any other non-HTTP failure becomes a `GenericError`,
 * - a missing path parameter or body raises a `RequiredError` naming the field (docs/api.md#errors).
 */

export type ErrorBody = {
  status?: number;
  message?: string;
  detail?: string;
  /** The generated client model spells it `details`; the API sends `detail` (docs/api.md#errors). */
  details?: string;
};

export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  /** HTTP status; `undefined` when no response was received (treated as an auth error, docs/product.md#messages-for-api-errors). */
  readonly status: number | undefined;
  /** The server's status text from the error body (`message`), e.g. "Not Found". */
  readonly serverMessage: string;
  /** The server's detail text (`detail`), e.g. the field that failed validation. */
  readonly detail: string;
  /** The parsed response body, if it was JSON. */
  readonly body: unknown;

  constructor(status: number | undefined, body: unknown = undefined, options?: { cause?: unknown }) {
    const parsed = isErrorBody(body) ? body : {};
    const serverMessage = typeof parsed.message === 'string' ? parsed.message : '';
    const detail =
      typeof parsed.detail === 'string'
        ? parsed.detail
        : typeof parsed.details === 'string'
          ? parsed.details
          : '';
    super(
      `API responded with ${status ?? 'no response'}${serverMessage ? `: ${serverMessage}` : ''}${detail ? ` (${detail})` : ''}`,
      options,
    );
    this.status = status;
    this.serverMessage = serverMessage;
    this.detail = detail;
    this.body = body;
  }
}

export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(cause: unknown, message = 'The request failed before a response was received') {
    super(cause instanceof Error ? `${message}: ${cause.message}` : message, { cause });
  }
}

export class GenericError extends Error {
  override readonly name = 'GenericError';
  constructor(cause: unknown, message = 'Unexpected error') {
    super(cause instanceof Error ? `${message}: ${cause.message}` : message, { cause });
  }
}

export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  readonly field: string;
  constructor(field: string) {
    super(`Required parameter "${field}" was null or undefined`);
    this.field = field;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null;
}
