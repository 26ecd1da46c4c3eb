import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { downstreamHeaders } from './proxy-headers.ts';

// The answer's way back in the storefront's HTTP layer (api-proxy.ts): the API's answer piped to the
// shopper, and what becomes of the rest of a body the API answered before reading.

/** Pipes the API's answer to the shopper (an event stream's head at once); stops sending an unread body. */
export function relay(
  request: IncomingMessage,
  response: ServerResponse,
  upstream: IncomingMessage,
  outgoing: ClientRequest,
  pathname: string,
): void {
  if (!request.complete) {
    // The API answered before reading the whole body (413, 403…): stop sending it.
    request.unpipe(outgoing);
    dropRestOfBody(request, response);
  }
  response.writeHead(
    upstream.statusCode ?? 502,
    upstream.statusMessage,
    downstreamHeaders(upstream.headers, pathname),
  );
  // An event stream's head leaves at once, before its first event.
  if (String(upstream.headers['content-type']).startsWith('text/event-stream')) response.flushHeaders();
  upstream.pipe(response);
  // The API's connection broke mid-answer: the shopper's answer cannot be completed either.
  upstream.once('aborted', () => response.destroy());
  upstream.once('error', () => response.destroy());
}

/** The most of an unread body dropped after an early answer, rather than cutting the connection. */
const DRAIN_AFTER_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * After an answer given before the shopper's body was read to its end: a body of announced size
 * (up to DRAIN_AFTER_ANSWER_BYTES) is read and dropped as it comes, so a client still sending reads the answer
 * (closing a connection with unread bytes resets it, and the answer is lost); a body of unknown or
 * larger size is cut off by closing the connection once the answer is out.
 */
export function dropRestOfBody(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete) return;
  const declared = Number(request.headers['content-length']);
  if (
    request.headers['content-length'] !== undefined &&
    Number.isSafeInteger(declared) &&
    declared <= DRAIN_AFTER_ANSWER_BYTES
  ) {
    request.resume();
    return;
  }
  response.shouldKeepAlive = false;
  const cut = () => request.socket.destroy();
  if (response.writableFinished) cut();
  else response.once('finish', cut);
}
