import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isBotUserAgent } from '../bot-agent.ts';

/** What a crawler gets instead of a 5xx error screen: the status, and a body that says only that. */
export const botErrorBody = (status: number): string =>
  `<!doctype html><html><head><meta name="robots" content="noindex"><title>${status}</title></head><body><p>${status} Error</p></body></html>`;

/**
 * docs/product.md#error-screen: bots do not see the error page. Unknown pages already answer bots with a bare 404
 * (not-found.tsx); a server error (5xx) can happen anywhere in rendering, so for a crawler's request
 * the response is watched here: once its head goes out with a 5xx status, the rendered error
 * screen is dropped and the bare body sent instead. Other responses pass through untouched.
 */
export const hideServerErrorsFromBots = (request: IncomingMessage, response: ServerResponse): void => {
  if (!isBotUserAgent(request.headers['user-agent'])) return;
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  let replaced = false;

  const patchedWriteHead = (statusCode: number, ...rest: unknown[]): ServerResponse => {
    if (statusCode < 500) return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest);
    replaced = true;
    // Whatever the renderer meant to send (length, encoding, caching) no longer describes the body.
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    const headers: OutgoingHttpHeaders = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    };
    return writeHead(statusCode, headers);
  };
  response.writeHead = patchedWriteHead as ServerResponse['writeHead'];

  response.write = ((...args: Parameters<ServerResponse['write']>) => {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!replaced) return write(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (typeof callback === 'function') queueMicrotask(() => callback());
    return true;
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!replaced) return (end as (...a: unknown[]) => ServerResponse)(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    return end(
      botErrorBody(response.statusCode),
      typeof callback === 'function' ? () => callback() : undefined,
    );
  }) as ServerResponse['end'];
};
