import type { IncomingMessage } from 'node:http';

/*
 * The render requests the page cache sends (page-cache.ts) to the renderer process
 * (render-server.ts) or, until that is up, to its own server: an anonymous GET of the page with a
 * secret header, and the forwarding headers of the reader that caused it.
 */

/** Marks a render asked for by the cache; its value is a secret of this storefront. */
export const RENDER_HEADER = 'x-hatake-page-render';
/** The forwarding headers of the reader that caused the render (already made trustworthy). */
export const FORWARDED_HEADER = 'x-hatake-page-render-forwarded';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The headers of the render of `request`'s page: its host and user agent (the key keeps them
 * apart), the page's language as Accept-Language (an API message never follows a visitor's
 * browser), no cookie.
 */
export function renderRequestHeaders(
  request: Pick<IncomingMessage, 'headers'>,
  locale: string,
  secret: string,
): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = headerValue(request.headers[name]);
    if (value !== undefined) forwarded[name] = value;
  }
  const headers: Record<string, string> = {
    host: headerValue(request.headers.host) ?? 'localhost',
    accept: 'text/html',
    'accept-language': locale,
    [RENDER_HEADER]: secret,
    [FORWARDED_HEADER]: JSON.stringify(forwarded),
  };
  const agent = headerValue(request.headers['user-agent']);
  if (agent) headers['user-agent'] = agent;
  return headers;
}

/**
 * Removes the render headers from a request. `render` when they carried the secret (the reader's
 * forwarding headers are then put back), `forged` when someone else sent one, `none` otherwise.
 */
export function takeRenderMarker(
  request: Pick<IncomingMessage, 'headers'>,
  secret: string,
): 'render' | 'forged' | 'none' {
  const marker = request.headers[RENDER_HEADER];
  const forwarded = headerValue(request.headers[FORWARDED_HEADER]);
  delete request.headers[RENDER_HEADER];
  delete request.headers[FORWARDED_HEADER];
  if (marker === undefined) return 'none';
  if (secret === '' || marker !== secret) return 'forged';
  for (const name of FORWARDED) delete request.headers[name];
  try {
    const values: unknown = JSON.parse(forwarded ?? '{}');
    if (typeof values === 'object' && values !== null)
      for (const name of FORWARDED) {
        const value = (values as Record<string, unknown>)[name];
        if (typeof value === 'string') request.headers[name] = value;
      }
  } catch {
    // Only the page cache writes the header; an unreadable one just leaves the headers out.
  }
  return 'render';
}
