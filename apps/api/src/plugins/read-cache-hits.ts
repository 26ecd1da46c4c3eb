import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_READ_CACHE_CONTROL } from '../lib/read-cache/http-caching.ts';
import type { CachedAnswer } from '../lib/read-cache/read-cache.ts';
import { SECURITY_HEADERS } from './error-handler.ts';
import { REQUEST_ID_HEADER, REQUEST_LINE, requestLineFields } from './request-log.ts';

/**
 * Hits of the read cache answered by the API's HTTP server before Fastify sees the request
 * (docs/adr/0015, docs/performance.md): a stored answer is bytes and headers known in advance, and
 * routing it through Fastify (a request and a reply object, a child logger, a dozen hooks) cost
 * more than writing it. The answer is the one Fastify's path gives, header for header
 * (read-cache-hits.test.ts compares both), with its request id and its one log line; whatever
 * this path cannot answer exactly as Fastify would is left to Fastify, which answers it from the
 * same cache.
 */

/** Answers the request and returns true, or returns false having touched nothing. */
export type RawAnswerer = (request: IncomingMessage, response: ServerResponse) => boolean;

/** A stored answer with the header list of its 200, ready to send. */
export type AnswerWithHead = CachedAnswer & { readonly head: readonly string[] };

/** Where the request's id goes in a head (hitHead: after its name, the fifth header). */
const ID_SLOT = 9;

/**
 * The headers of a hit's 200, as name, value, name, value…, in the order Fastify's path writes
 * them: `Vary: Origin` (@fastify/cors adds it to every answer, its origin option being a function),
 * the read cache's three (plugins/read-cache.ts sendCached), the request id and the security
 * headers (app.ts's onSend), the length (Fastify). The id's slot is filled per answer.
 */
export const hitHead = (answer: CachedAnswer): string[] => [
  'vary',
  'Origin',
  'content-type',
  answer.contentType,
  'etag',
  answer.etag,
  'cache-control',
  PUBLIC_READ_CACHE_CONTROL,
  REQUEST_ID_HEADER,
  '',
  ...Object.entries(SECURITY_HEADERS).flat(),
  'content-length',
  String(Buffer.byteLength(answer.body)),
];

/**
 * What only Fastify's path answers exactly: anything but a GET; credentials (the bearer check may
 * refuse them), an Origin (CORS headers), a conditional request (304) and a body.
 */
const leftToFastify = (request: IncomingMessage): boolean => {
  if (request.method !== 'GET') return true;
  const headers = request.headers;
  return (
    headers.authorization !== undefined ||
    headers.origin !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['content-length'] !== undefined ||
    headers['transfer-encoding'] !== undefined
  );
};

/**
 * The server's first look at a request: a fresh stored answer for its URL (`peek`, which never
 * begins a load) is written at once, with one log line like plugins/request-log.ts's; anything else,
 * and everything once the app is closing (Fastify then answers 503), goes on to Fastify.
 */
export const readCacheHits = (options: {
  peek(key: string): AnswerWithHead | undefined;
  log: FastifyBaseLogger;
  closing(): boolean;
}): RawAnswerer => {
  const { peek, log, closing } = options;
  return (request, response) => {
    const url = request.url;
    if (url === undefined || leftToFastify(request) || closing()) return false;
    const answer = peek(url);
    if (!answer) return false;
    const startedAt = performance.now();
    // As Fastify's requestIdHeader: the client's id when it sent one.
    const id = (request.headers[REQUEST_ID_HEADER] as string | undefined) || randomUUID();
    const head = answer.head.slice();
    head[ID_SLOT] = id;
    response.writeHead(200, head);
    response.end(answer.body);
    // Fastify's request logger binds the id as `reqId`, first after pino's own fields.
    log.info(
      { reqId: id, ...requestLineFields('GET', url, 200, performance.now() - startedAt) },
      REQUEST_LINE,
    );
    return true;
  };
};
