import type { ErrorResponse } from '@hatake/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DatabaseFault, databaseFault } from '../lib/db-errors.ts';
import { DomainError } from '../lib/domain-error.ts';
import { statusText } from '../lib/http-status.ts';
import { type ErrorReporter, isReportable, processErrorReporter } from '../lib/monitoring.ts';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const sendError = (reply: FastifyReply, status: number, detail: string): FastifyReply => {
  const body: ErrorResponse = { status, message: statusText(status), detail };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
};

/** `/limit` → `limit`, `/address/postalCode` → `address.postalCode`. */
const pointerToField = (pointer: string): string => pointer.replace(/^\//, '').replaceAll('/', '.');

/**
 * Turns one Ajv issue into "field: problem", so the client always learns which field was wrong.
 * A missing required property is reported under its own name, not its parent's.
 */
export const describeValidationIssue = (issue: ValidationIssue, context: string | undefined): string => {
  const params = issue.params as Record<string, unknown>;
  const parent = pointerToField(issue.instancePath);
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = parent ? `${parent}.${params.missingProperty}` : params.missingProperty;
    return `${field} is required`;
  }
  const field = parent || context || 'request';
  return `${field} ${issue.message ?? 'is invalid'}`;
};

/**
 * What to tell the client about an error Fastify raised itself (a body it could not parse, a
 * content type it does not take). Fixed texts: Fastify's own messages quote the request (the
 * content type, the JSON parser's view of the body), and an error body never echoes the request.
 */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request body must not be empty with content type application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length does not match the body',
  FST_ERR_BAD_URL: 'the URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'a path parameter is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'the URL is not valid',
};

export const clientErrorDetail = (error: FastifyError): string => {
  const known = error.code ? FRAMEWORK_DETAILS[error.code] : undefined;
  if (known) return known;
  // JSON.parse and secure-json-parse throw SyntaxErrors (status 400) whose message quotes the body.
  if (error instanceof SyntaxError || error.name === 'SyntaxError') return 'request body is not valid JSON';
  return statusText(error.statusCode ?? 400).toLowerCase();
};

/** Seconds a client is asked to wait before trying again after a 503 (a database failover takes a few). */
export const RETRY_AFTER_SECONDS = 2;

const DATABASE_FAULT_DETAILS: Record<DatabaseFault, string> = {
  'connection-lost': 'the database connection was lost; please try again',
  timeout: 'the database did not answer in time; please try again',
  conflict: 'the database was busy with a conflicting change; please try again',
};

export type ErrorHandlerOptions = {
  /**
   * Where server faults are reported (lib/monitoring.ts); `null` = nowhere. By default the
   * process's own: Sentry with API_SENTRY_DSN, else none.
   */
  reporter?: ErrorReporter | null;
};

/**
 * One JSON error body for every failure: validation → 400 naming the field, domain errors → their
 * status, client errors raised by Fastify itself (malformed JSON, too large) → their status, database
 * faults (lib/db-errors.ts) → 503 with Retry-After, and everything else → 500 with no internals in
 * the body (the details go to the log with the request id).
 * Server faults (5xx but 501, see isReportable) are also reported to monitoring, with the route's
 * pattern and the request id only; client errors never are.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, options: ErrorHandlerOptions) => {
    const reporter = options.reporter === undefined ? await processErrorReporter() : options.reporter;
    const report = (error: unknown, status: number, request: FastifyRequest): void => {
      if (!reporter || !isReportable(status)) return;
      reporter.report({
        error,
        status,
        method: request.method,
        route: request.routeOptions.url,
        requestId: request.id,
      });
    };

    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, ''));

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const detail = error.validation
          .map((issue) => describeValidationIssue(issue, error.validationContext))
          .join('; ');
        return sendError(reply, 400, detail);
      }
      if (error instanceof DomainError) {
        // 501 is a switched-off feature (e.g. a sign-in provider without a client id), not a fault.
        if (isReportable(error.status)) request.log.error({ err: error }, 'domain error');
        report(error, error.status, request);
        // Every 503 says when to try again, whichever service was away.
        if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendError(reply, error.status, error.detail);
      }
      const fault = databaseFault(error);
      if (fault) {
        // The database, not the request, failed (a lost connection, a timeout): the process lives
        // on, and the client may try again shortly (docs/adr/0020).
        request.log.error({ err: error, fault }, 'database unavailable');
        report(error, 503, request);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendError(reply, 503, DATABASE_FAULT_DETAILS[fault]);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendError(reply, status, clientErrorDetail(error));
      request.log.error({ err: error }, 'unhandled error');
      const answered = status >= 500 && status < 600 ? status : 500;
      report(error, answered, request);
      return sendError(reply, answered, '');
    });
  },
  { name: 'error-handler' },
);

/**
 * The headers every API answer carries (docs/api.md, "Response headers"): no response — JSON,
 * media, the docs page, an error found before any route — is to be sniffed into another type or
 * framed by another site. A route may set its own stricter Content-Security-Policy (the docs page).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
} as const;

/** Sets SECURITY_HEADERS on `reply`, keeping a Content-Security-Policy the route set. */
export const setSecurityHeaders = (reply: FastifyReply): void => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name !== 'content-security-policy' || !reply.hasHeader(name)) reply.header(name, value);
  }
};

/** The contract body written straight to a socket, for errors Node's HTTP parser finds before Fastify. */
export const rawErrorResponse = (status: number, detail: string): string => {
  const body = JSON.stringify({ status, message: statusText(status), detail } satisfies ErrorResponse);
  return [
    `HTTP/1.1 ${status} ${statusText(status)}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

/**
 * Fastify `frameworkErrors`: a URL the router cannot decode (or a parameter too long) answers the
 * contract body, not Fastify's, with the headers and request id of every answer — the app's onSend
 * hook does not run for a request no route took.
 */
export const frameworkErrorResponse = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  reply.header('x-request-id', request.id);
  setSecurityHeaders(reply);
  return sendError(reply, error.statusCode ?? 400, clientErrorDetail(error));
};

/**
 * Fastify `clientErrorHandler`: what Node's HTTP parser refuses (headers or URL too large → 431,
 * malformed request → 400) gets the contract body, never the request echoed.
 */
export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: import('node:net').Socket): void => {
  if (!socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const detail =
    status === 431
      ? 'the URL or the headers are too large'
      : status === 408
        ? 'request timed out'
        : 'malformed request';
  socket.end(rawErrorResponse(status, detail));
};
