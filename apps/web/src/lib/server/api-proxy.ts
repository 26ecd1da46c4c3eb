import {
  Agent,
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { ApiAddresses } from '../api/api-addresses.ts';
import { announcedTooLarge, FORWARD_BODY_LIMIT } from '../api/forward-body.ts';
import { answerError } from './contract-answers.ts';
import { upstreamHeaders } from './proxy-headers.ts';
import { dropRestOfBody, relay } from './proxy-relay.ts';

/**
 * The storefront's forwarding of `/v1`, `/media` and `/docs` to the API, in its own node:http layer
 * (docs/adr/0018): the request is piped to one of the API addresses and the answer piped back, both
 * with backpressure, so a body or an event stream costs a socket buffer, not its size.
 *
 * Bodies stop at the API's limit: 1 MiB (docs/api.md), refused here with the API's 413 and shape
 * once announced or counted past it, without contacting the API or holding a byte. The API refuses
 * such a body itself by answering at once and closing the connection with the body unread, which
 * resets it; a body still being piped then fails to write before the answer is read, and the
 * shopper would get a 503 instead of the 413. Upload PUTs (`/v1/upload/objects/**`) go through up
 * to FORWARD_BODY_LIMIT: the API judges their size against each target's own limit (marking the
 * upload FAILED) and reads and drops the rest of a bounded body after answering, so its early 413
 * is passed on, and the rest of the shopper's body is dropped here too, never held.
 */

/** The API's body limit for everything but upload PUTs (apps/api/src/app.ts `bodyLimit`, docs/api.md). */
export const API_BODY_LIMIT = 1024 * 1024;

/**
 * The most body bytes a request to this path may carry through the storefront: upload PUTs up to
 * FORWARD_BODY_LIMIT (above every upload limit of the API, lib/api/forward-body.ts).
 */
export const bodyLimitFor = (pathname: string): number =>
  pathname.startsWith('/v1/upload/objects/') ? FORWARD_BODY_LIMIT : API_BODY_LIMIT;

/** Connection errors that mean the request never reached the API, so any request may go elsewhere. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

type Target = { send: typeof httpRequest; agent: Agent; hostname: string; port: string; prefix: string };

export type ApiProxyOptions = {
  addresses: ApiAddresses;
  /** Kept-alive connections per API address (idle ones), reused across requests. */
  maxFreeSockets?: number;
};

export type ApiProxy = {
  /**
   * Forwards the request and pipes the answer back. `onAnswer` runs with the API's answer when it
   * arrives, before any of it is sent on, or without one when the request failed after reaching the
   * API (the door's read cache watches both: lib/server/door-read-cache.ts).
   */
  forward(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    onAnswer?: (upstream?: IncomingMessage) => void,
  ): void;
  /**
   * A GET without body sent by the storefront itself (the door's read cache): the API's answer, its
   * body unread, from the first address that answers; rejected when none does.
   */
  load(url: string, headers: OutgoingHttpHeaders): Promise<IncomingMessage>;
  close(): void;
};

export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { addresses } = options;
  const agentOptions = {
    keepAlive: true,
    maxFreeSockets: options.maxFreeSockets ?? 256,
    scheduling: 'lifo' as const,
  };
  const httpAgent = new Agent(agentOptions);
  const httpsAgent = new HttpsAgent(agentOptions);
  const targets = new Map<string, Target>();
  const targetOf = (base: string): Target => {
    let target = targets.get(base);
    if (!target) {
      const url = new URL(base);
      const secure = url.protocol === 'https:';
      target = {
        send: secure ? httpsRequest : httpRequest,
        agent: secure ? httpsAgent : httpAgent,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || (secure ? '443' : '80'),
        prefix: url.pathname.replace(/\/+$/, ''),
      };
      targets.set(base, target);
    }
    return target;
  };

  const unavailable = (response: ServerResponse, pathname: string) =>
    answerError(response, 503, 'the API is unavailable, try again shortly', {
      pathname,
      headers: { 'retry-after': '1' },
    });

  const tooLarge = (response: ServerResponse, pathname: string, limit: number) =>
    answerError(response, 413, `the request body is larger than ${limit} bytes`, { pathname });

  function forward(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    onAnswer?: (upstream?: IncomingMessage) => void,
  ): void {
    const bodyLimit = bodyLimitFor(pathname);
    if (announcedTooLarge(request.headers['content-length'], bodyLimit)) {
      tooLarge(response, pathname, bodyLimit);
      dropRestOfBody(request, response);
      return;
    }
    const method = request.method ?? 'GET';
    const headers = upstreamHeaders(request.headers);
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');
    const tried = new Set<string>();
    let current: ClientRequest | undefined;
    let clientGone = false;

    // The shopper went away (or the answer is complete): nothing more is wanted from the API, and
    // an event stream's connection is released at once.
    response.once('close', () => {
      clientGone = !response.writableFinished;
      if (clientGone) current?.destroy();
    });

    const attempt = (): void => {
      const base = addresses.order(tried)[0];
      if (base === undefined) {
        unavailable(response, pathname);
        return;
      }
      tried.add(base);
      const target = targetOf(base);
      const outgoing = target.send({
        hostname: target.hostname,
        port: target.port,
        path: `${target.prefix}${request.url ?? '/'}`,
        method,
        headers,
        agent: target.agent,
      });
      current = outgoing;
      let connected = false;
      let bodyStarted = false;
      let answered = false;

      const send = () => {
        connected = true;
        if (!hasBody) {
          outgoing.end();
          return;
        }
        bodyStarted = true;
        // Counted as it passes (chunked bodies announce no length): past the limit the API's
        // request is abandoned and the shopper gets the 413.
        request.on('data', count);
        request.pipe(outgoing);
      };
      let size = 0;
      const count = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= bodyLimit) return;
        request.off('data', count);
        request.unpipe(outgoing);
        outgoing.destroy();
        if (response.headersSent) return;
        tooLarge(response, pathname, bodyLimit);
        dropRestOfBody(request, response);
      };
      // A body is piped only once the connection is up, so a refused connection leaves it unread
      // and the request can go to another address.
      outgoing.once('socket', (socket) => {
        if (socket.connecting) socket.once('connect', send);
        else send();
      });

      outgoing.once('response', (upstream) => {
        answered = true;
        onAnswer?.(upstream);
        request.off('data', count);
        addresses.reportSuccess(base);
        relay(request, response, upstream, outgoing, pathname);
      });

      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // After the answer, a failed write of a body the API refused early is expected.
        if (answered || clientGone || response.headersSent) return;
        const neverReached = !connected || NEVER_REACHED.has(error.code ?? '');
        if (neverReached) addresses.reportFailure(base);
        // A request that never reached the API, or a read with nothing of its body sent, is safe to
        // send again; anything else may have had its effect, so the shopper decides.
        if ((neverReached && !bodyStarted) || (IDEMPOTENT.has(method) && !bodyStarted)) {
          if (addresses.order(tried).length > 0) {
            attempt();
            return;
          }
        }
        if (!neverReached) onAnswer?.();
        request.unpipe(outgoing);
        unavailable(response, pathname);
        dropRestOfBody(request, response);
      });
    };
    attempt();
  }

  function load(url: string, headers: OutgoingHttpHeaders): Promise<IncomingMessage> {
    const tried = new Set<string>();
    return new Promise((resolve, reject) => {
      const attempt = (): void => {
        const base = addresses.order(tried)[0];
        if (base === undefined) {
          reject(new Error('the API is unavailable'));
          return;
        }
        tried.add(base);
        const target = targetOf(base);
        const outgoing = target.send({
          hostname: target.hostname,
          port: target.port,
          path: `${target.prefix}${url}`,
          method: 'GET',
          headers,
          agent: target.agent,
        });
        let answered = false;
        outgoing.once('response', (upstream) => {
          answered = true;
          addresses.reportSuccess(base);
          resolve(upstream);
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          // Past the head, a broken answer is the reader's to see (its 'aborted' or 'error').
          if (answered) return;
          if (NEVER_REACHED.has(error.code ?? '')) addresses.reportFailure(base);
          // A read may be sent again to the next address.
          attempt();
        });
        outgoing.end();
      };
      attempt();
    });
  }

  return {
    forward,
    load,
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
