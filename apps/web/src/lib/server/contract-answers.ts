import { type ServerResponse, STATUS_CODES } from 'node:http';
import { currentSecurityConfig, missingSecurityHeaders, type SecurityConfig } from '../security/headers.ts';

/**
 * The storefront's own refusals, in the API's error shape `{status, message, detail}` (docs/api.md):
 * `message` is the status's reason phrase, `detail` says what was wrong without echoing the input.
 */
export const errorBody = (status: number, detail: string): string =>
  JSON.stringify({ status, message: STATUS_CODES[status] ?? 'Unknown Error', detail });

/**
 * A page path's refusal for a browser: a bare page with the status (as crawlers get for server
 * errors, lib/server/bot-server-errors.ts), in the storefront's first language.
 */
export const errorPage = (status: number): string =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><p>${status} ${STATUS_CODES[status] ?? 'Error'}</p></body></html>`;

/**
 * Answers `status` on `response` and ends it: the contract body for API paths and clients, a bare
 * page (`asPage`) for page paths. Security headers are added here as well as in server.ts, so the
 * answer is complete wherever it is used.
 */
export function answerError(
  response: ServerResponse,
  status: number,
  detail: string,
  options: { asPage?: boolean; pathname?: string; headers?: Record<string, string> } = {},
): void {
  const body = options.asPage ? errorPage(status) : errorBody(status, detail);
  const headers: Record<string, string> = {
    'content-type': options.asPage ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...options.headers,
  };
  const has = (name: string) => name in headers || response.hasHeader(name);
  for (const [name, value] of missingSecurityHeaders(options.pathname ?? '/v1', has, currentSecurityConfig()))
    headers[name] = value;
  response.writeHead(status, headers);
  response.end(response.req?.method === 'HEAD' ? undefined : body);
}

/**
 * A whole HTTP/1.1 response as bytes, for a connection whose request could not be parsed (no
 * ServerResponse exists then): the contract body, the security headers of an API answer (nothing in
 * it may run or be framed), and `Connection: close`, since the rest of the stream cannot be trusted.
 */
export function rawErrorResponse(
  status: number,
  detail: string,
  extraHeaders: [string, string][] = [],
  config: SecurityConfig = currentSecurityConfig(),
): string {
  const body = errorBody(status, detail);
  const headers: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['cache-control', 'no-store'],
    ['connection', 'close'],
    ...extraHeaders,
    ...missingSecurityHeaders('/v1', () => false, config),
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n${body}`;
}
