import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { rawErrorResponse } from './contract-answers.ts';
import { allowedMethods, isForwardedPath, pathOf } from './request-target.ts';

/** The status and the detail for a request Node's parser refused, by the parser's error code. */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'the request headers are larger than the server accepts' };
    case 'HPE_INVALID_METHOD':
      // 405 rather than 501: a method nobody serves is the client's mistake, never a server error.
      return { status: 405, detail: 'the request method is not one this server knows' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return { status: 408, detail: 'the request was not received in time' };
    default:
      return { status: 400, detail: 'the request is not valid HTTP (a control character in its target?)' };
  }
}

/** The path of the request line in the bytes Node could not parse (`FROB /v1/x HTTP/1.1` → `/v1/x`). */
export function targetOf(rawPacket: unknown): string {
  if (!Buffer.isBuffer(rawPacket)) return '/';
  const line =
    rawPacket.subarray(0, Math.min(rawPacket.length, 2048)).toString('latin1').split('\r\n')[0] ?? '';
  return pathOf(line.split(' ')[1] ?? '/');
}

type InFlight = { _httpMessage?: { headersSent?: boolean } | null };

/**
 * server.on('clientError'): a request Node could not parse (a 70 KB header, a control character in
 * the path, an unknown method…) gets a status and the contract body with the security headers,
 * instead of Node's bare status line. As in Node's own handler, nothing is written when the
 * connection is gone or a response on it has already started (that would corrupt it).
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Duplex,
): void {
  const inFlight = (socket as unknown as InFlight)._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, detail } = clientErrorAnswer(error.code);
  const headers: [string, string][] =
    status === 405 ? [['allow', allowedMethods(isForwardedPath(targetOf(error.rawPacket)))]] : [];
  socket.end(rawErrorResponse(status, detail, headers));
}

/**
 * server.on('connect'): a CONNECT request (a tunnel, which the storefront never opens) gets 405 in
 * the contract body; without a listener Node would drop the connection without a word.
 */
export function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    rawErrorResponse(405, 'CONNECT is not a method of this server', [['allow', allowedMethods(true)]]),
  );
}

/** The storefront server's answers for requests that never reach its request handler. */
export function guardServer(server: Server): void {
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
}
