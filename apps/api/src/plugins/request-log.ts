import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { serializeError } from '../lib/log-redaction.ts';

export type LogSettings = {
  /** pino level (LOG_LEVEL); `silent` writes nothing. */
  level: string;
  /** Where lines go instead of stdout (tests read them). */
  stream?: { write(line: string): void } | undefined;
};

/**
 * The logger of the API. Lines go to stdout through pino's asynchronous destination: a request
 * never waits for the terminal or the log collector (a profile of the product list showed the
 * synchronous `writev` of the log lines at 14.5 % of the process), lines written while one write
 * is under way leave together, and pino flushes what is left when the process exits.
 */
export const loggerOptions = ({ level, stream }: LogSettings): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: { err: serializeError },
  ...(stream ? { stream } : level === 'silent' ? {} : { stream: pino.destination({ sync: false }) }),
});

/** The header naming a request's id: the client's own if it sent one, else a new UUID (app.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The message of every request's line. */
export const REQUEST_LINE = 'request';

/** The fields of a request's line, whichever way it was answered (here, or read-cache-hits.ts). */
export const requestLineFields = (method: string, url: string, statusCode: number, elapsedMs: number) => ({
  method,
  url,
  statusCode,
  ms: Math.round(elapsedMs * 10) / 10,
});

/**
 * One line per request, written when the response is sent: method, URL, status and time, under the
 * request's id (`reqId`, also the `x-request-id` response header). Fastify's own request logging
 * (a line on arrival and one on completion) is turned off in app.ts; errors are logged by the
 * error handler with the same `reqId`.
 */
export const requestLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        requestLineFields(request.method, request.url, reply.statusCode, reply.elapsedTime),
        REQUEST_LINE,
      );
    });
  },
  { name: 'request-log' },
);
