import type { ErrorResponse } from '@hatake/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.ts';
import { statusText } from '../lib/http-status.ts';

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
 * One JSON error body for every failure: validation → 400 naming the field, domain errors → their
 * status, client errors raised by Fastify itself (malformed JSON, too large) → their status, and
 * everything else → 500 with no internals in the body (the details go to the log with the request id).
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
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
        if (error.status >= 500 && error.status !== 501) request.log.error({ err: error }, 'domain error');
        return sendError(reply, error.status, error.detail);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendError(reply, status, error.message);
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, status >= 500 && status < 600 ? status : 500, '');
    });
  },
  { name: 'error-handler' },
);
