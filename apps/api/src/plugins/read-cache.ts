import { randomUUID } from 'node:crypto';
import { ifNoneMatchHits } from '@hatake/contract/values';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicWriteWatcher, publicWritesOf } from '../lib/read-cache/database-writes.ts';
import { PUBLIC_READ_CACHE_CONTROL, strongEtag } from '../lib/read-cache/http-caching.ts';
import { type LoadTicket, ReadCache } from '../lib/read-cache/read-cache.ts';
import type { JsonValue } from '../realtime/event-bus.ts';
import { type AnswerWithHead, hitHead, type RawAnswerer, readCacheHits } from './read-cache-hits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read (docs/adr/0015): the same answer for everyone, whatever cookie or token the
     * request carries. Its answers are reused for up to 1 s and invalidated by every write, and
     * carry `Cache-Control: public…` with a strong ETag. Refused on a route that needs a token.
     */
    publicRead?: boolean;
  }
  interface FastifyInstance {
    /** Reuse of public reads; `dataChanged` drops every answer here and on the other processes. */
    readCache: {
      dataChanged(): void;
      /** Answers a request from a fresh stored answer before Fastify sees it (read-cache-hits.ts). */
      answerHit: RawAnswerer;
    };
  }
  interface FastifyRequest {
    /** The load this request runs for the read cache, if any (its answer is stored on send). */
    readCacheTicket: LoadTicket | null;
    /** Answered from the read cache (nothing to store). */
    readCacheHit: boolean;
    /** Statements writing public data this process had run when the request arrived. */
    publicWritesAtStart: number;
  }
}

/** The bus channel on which a process announces that it wrote: the others drop their answers. */
export const DATA_CHANGED_CHANNEL = 'read-cache:data-changed';

const isPublicRead = (request: FastifyRequest): boolean =>
  request.method === 'GET' && request.routeOptions.config.publicRead === true;

/** What an answer made for one caller carries: no shared cache, nor the browser's, may keep it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The answer may differ per caller: a secured route, credentials or a cookie sent, a cookie set. */
const dependsOnCaller = (request: FastifyRequest, reply: FastifyReply): boolean =>
  Boolean(request.routeOptions.schema?.security?.length) ||
  request.headers.authorization !== undefined ||
  request.headers.cookie !== undefined ||
  reply.hasHeader('set-cookie');

const sendCached = (request: FastifyRequest, reply: FastifyReply, answer: AnswerWithHead) => {
  reply.header('content-type', answer.contentType);
  reply.header('etag', answer.etag);
  reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.send(answer.body);
};

/**
 * Public reads answered from process memory and invalidated exactly by writes (docs/adr/0015):
 *
 * - A route opts in with `config: { publicRead: true }`.
 * - Every statement writing public data, whoever issues it (a request, a job, a script), is seen by
 *   Drizzle's logger (lib/read-cache/database-writes.ts) before it runs and bumps the data version.
 *   As it has not committed yet, a request during which such a statement ran bumps it again before
 *   its answer leaves: the client's next read is answered from the database. Each bump is announced
 *   on the realtime bus (in process, or Redis pub/sub with REDIS_URL) and the other processes drop
 *   their answers too.
 * - An answer is never reused more than `maxAgeMs` (≤ 1 s) after its load began, so a process that
 *   misses an announcement (Redis down) or a write made outside the API never answers older data.
 * - Every public read's 200 carries a strong ETag (`If-None-Match` → 304) and `Cache-Control: public`;
 *   no other route gets `public`, and an answer that may depend on the caller (a secured route,
 *   credentials or a cookie sent, a cookie set) gets `private, no-store` unless its route chose.
 */
export const readCache = fp<{ maxAgeMs: number }>(
  async (app: FastifyInstance, { maxAgeMs }) => {
    const cache = new ReadCache<AnswerWithHead>({ maxAgeMs });
    const processId = randomUUID();
    let announceFailing = false;
    // One announcement in flight at a time; writes meanwhile are announced once when it returns.
    let announcing = false;
    let announceAgain = false;

    const announce = () => {
      if (announcing) {
        announceAgain = true;
        return;
      }
      announcing = true;
      app.realtime
        .publish(DATA_CHANGED_CHANNEL, { from: processId })
        .then(
          () => {
            announceFailing = false;
          },
          (error: unknown) => {
            // The other processes then see the write when their answers age out (≤ maxAgeMs).
            if (!announceFailing) app.log.warn({ err: error }, 'read cache: could not announce a write');
            announceFailing = true;
          },
        )
        .finally(() => {
          announcing = false;
          if (announceAgain) {
            announceAgain = false;
            announce();
          }
        });
    };
    const dataChanged = () => {
      cache.dataChanged();
      announce();
    };
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    const answerHit = readCacheHits({
      peek: (key) => cache.peek(key),
      log: app.log,
      closing: () => closing,
    });
    app.decorate('readCache', { dataChanged, answerHit });
    // A database not opened by db/client.ts has no watcher: its writes then count by age alone.
    const writes = publicWritesOf(app.db) ?? new PublicWriteWatcher();
    const stopWatching = writes.onWrite(dataChanged);

    const fromOtherProcess = (event: JsonValue): boolean =>
      !(typeof event === 'object' && event !== null && !Array.isArray(event) && 'from' in event) ||
      event.from !== processId;
    // Not awaited: a Redis that does not answer must not hold the start-up (until the subscription
    // is in place, answers are bounded by their age, as while Redis is away).
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    app.realtime
      .subscribe(DATA_CHANGED_CHANNEL, (event) => {
        if (fromOtherProcess(event)) cache.dataChanged();
      })
      .then(
        (stop) => {
          if (closed) stop();
          else unsubscribe = stop;
        },
        (error: unknown) =>
          app.log.warn({ err: error }, 'read cache: could not listen for other processes’ writes'),
      );
    app.addHook('onClose', async () => {
      closed = true;
      stopWatching();
      unsubscribe?.();
    });

    app.addHook('onRoute', (route) => {
      if (route.config?.publicRead !== true) return;
      // (Fastify adds a HEAD route beside each GET, with the same config.)
      if (route.method !== 'GET' && route.method !== 'HEAD') {
        throw new Error(`${route.url}: only GET routes can be public reads`);
      }
      if (route.schema?.security?.length) {
        throw new Error(`${route.url}: a route that needs a token cannot be a public read`);
      }
    });

    app.decorateRequest('readCacheTicket', null);
    app.decorateRequest('readCacheHit', false);
    app.decorateRequest('publicWritesAtStart', 0);

    app.addHook('onRequest', async (request, reply) => {
      request.publicWritesAtStart = writes.count;
      if (!isPublicRead(request)) return;
      let lookup = cache.lookup(request.url);
      if (lookup.kind === 'wait') {
        await lookup.done;
        lookup = cache.lookup(request.url, false);
      }
      if (lookup.kind !== 'hit') {
        // (After one wait a lookup never answers `wait` again.)
        request.readCacheTicket = lookup.kind === 'load' ? lookup.ticket : null;
        return;
      }
      request.readCacheHit = true;
      return sendCached(request, reply, lookup.answer);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // Its writes (if any) have committed by now: bump again (see above).
      if (writes.count !== request.publicWritesAtStart) dataChanged();
      if (!isPublicRead(request)) {
        if (!reply.hasHeader('cache-control') && dependsOnCaller(request, reply)) {
          reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        }
        return payload;
      }
      if (request.readCacheHit) return payload;
      const ticket = request.readCacheTicket;
      request.readCacheTicket = null;
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        if (ticket) cache.abandon(ticket);
        return payload;
      }
      // Kept (and sent) as bytes: encoding a large string again on every send was 17 % of the
      // process in a profile of the cached product list.
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = strongEtag(body);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      if (ticket) {
        const answer = { body, contentType, etag };
        cache.store(ticket, { ...answer, head: hitHead(answer) });
      }
      reply.header('etag', etag);
      reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return body;
    });

    // A load that never reached onSend (the client went away first) must not keep others waiting.
    const release = async (request: FastifyRequest) => {
      if (request.readCacheTicket) cache.abandon(request.readCacheTicket);
      request.readCacheTicket = null;
    };
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'read-cache', dependencies: ['realtime', 'services'] },
);
