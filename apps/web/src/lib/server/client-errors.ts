import type { Duplex } from 'node:stream';
import { rawErrorResponse } from './contract-answers.ts';

/** The status and the detail for a request Node's parser refused, by the parser's error code. */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'the request headers are larger than the server accepts' };
    case 'HPE_INVALID_METHOD':
      return { status: 501, detail: 'the request method is not one this server knows' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return { status: 408, detail: 'the request was not received in time' };
    default:
      return { status: 400, detail: 'the request is not valid HTTP (a control character in its target?)' };
  }
}

type InFlight = { _httpMessage?: { headersSent?: boolean } | null };

/**
 * server.on('clientError'): a request Node could not parse (a 70 KB header, a control character in
 * the path, an unknown method…) gets a status and the contract body with the security headers,
 * instead of Node's bare status line. As in Node's own handler, nothing is written when the
 * connection is gone or a response on it has already started (that would corrupt it).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as unknown as InFlight)._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, detail } = clientErrorAnswer(error.code);
  socket.end(rawErrorResponse(status, detail));
}
