import { currentSecurityConfig, missingSecurityHeaders } from '../security/headers.ts';
import { apiBaseUrl } from './default-client.ts';
import { announcedTooLarge, payloadTooLarge, readBodyWithin } from './forward-body.ts';
import { HOP_BY_HOP_HEADERS } from './hop-by-hop.ts';
import { requestUpstream, type UpstreamAnswer } from './upstream-request.ts';

// Plus Content-Length, which fetch sets itself (it also refuses to send Expect at all, "expect header
// not supported", another reason that one is listed).
const HOP_BY_HOP = new Set([...HOP_BY_HOP_HEADERS, 'content-length']);

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Forwards a storefront request to the API unchanged (method, path, query, headers, cookies, body)
 * and streams the answer back, so the browser talks to one origin (docs/adr/0003). In production
 * server.ts forwards these paths itself before Next.js sees them (lib/server/api-proxy.ts,
 * docs/adr/0018); this serves `next dev` and the requests Next.js makes to itself (the image
 * optimiser reads `/media/**`). The address comes from the API_URL set (api-addresses.ts).
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, apiBaseUrl());

  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!HOP_BY_HOP.has(name)) headers.set(name, value);
  }
  // The answer is passed on as it comes; let Next compress it for the browser instead.
  headers.delete('accept-encoding');
  const forwardedHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (forwardedHost) headers.set('x-forwarded-host', forwardedHost);
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));

  // Read whole before sending, so the API's own refusal of an oversize body reaches the shopper
  // (see forward-body.ts); past the storefront's limit it refuses by itself.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody && announcedTooLarge(request.headers.get('content-length'))) return payloadTooLarge();
  const body = hasBody ? await readBodyWithin(request.body) : null;
  if (body === undefined) return payloadTooLarge();
  let upstream: UpstreamAnswer;
  try {
    upstream = await requestUpstream(target, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return new Response(null, { status: 499 });
    return Response.json(
      { status: 502, message: 'Bad Gateway', detail: 'the API is unreachable' },
      { status: 502 },
    );
  }

  const responseHeaders = new Headers();
  for (const [name, value] of upstream.headers) {
    if (HOP_BY_HOP.has(name) || name === 'content-encoding' || name === 'set-cookie') continue;
    responseHeaders.set(name, value);
  }
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
  // The API's own security headers stay; what it does not send is added (nosniff, never framed…).
  const lacking = missingSecurityHeaders(
    incoming.pathname,
    (name) => responseHeaders.has(name),
    currentSecurityConfig(),
  );
  for (const [name, value] of lacking) responseHeaders.set(name, value);

  // A HEAD answer and 204/205/304 have no body (and Response refuses one for those statuses).
  const bodyless = request.method === 'HEAD' || NULL_BODY_STATUSES.has(upstream.status);
  if (bodyless) await upstream.body.cancel();
  return new Response(bodyless ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
