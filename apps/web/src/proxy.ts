import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing.ts';
import { apiBaseUrl } from './lib/api/default-client.ts';
import { refreshInProxy } from './lib/auth/proxy-session.ts';
import { MISSING_PATH, matchDetailRoute } from './lib/detail-routes.ts';
import {
  baselineHeaders,
  createNonce,
  currentSecurityConfig,
  pageContentSecurityPolicy,
} from './lib/security/headers.ts';

// next-intl's locale routing. Next 16 calls the middleware file `proxy.ts`.
const intl = createMiddleware(routing);

const PROBE_TIMEOUT_MS = 3000;

/**
 * Whether the API says the resource behind a detail page does not exist. Any other outcome (found,
 * API down, timeout) lets the page render and handle it, so a slow API never turns into a false 404.
 */
async function isMissingResource(apiPath: string): Promise<boolean> {
  try {
    // GET rather than HEAD: every API answers GET, and the body is not read.
    const response = await fetch(new URL(apiPath, apiBaseUrl()), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}

export default async function proxy(incoming: NextRequest) {
  // The session first (lib/auth/session.ts): a due access token is refreshed here, where cookies can
  // still be written, and the rest of this request sees the new one.
  const session = await refreshInProxy(incoming, apiBaseUrl());
  const config = currentSecurityConfig();
  const csp = pageContentSecurityPolicy(createNonce(), config);
  const response = session.apply(await route(withContentSecurityPolicy(session.request, csp)));
  response.headers.set('content-security-policy', csp);
  for (const [name, value] of Object.entries(baselineHeaders(config))) response.headers.set(name, value);
  return response;
}

/**
 * Next.js reads the nonce from the request's Content-Security-Policy header and puts it on every
 * script it renders (docs/adr/0005), so the page needs nothing of its own. next-intl passes the
 * request's headers on to the render.
 */
function withContentSecurityPolicy(request: NextRequest, csp: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  return new NextRequest(request, { headers });
}

async function route(request: NextRequest) {
  const isPrefetch = request.headers.has('next-router-prefetch');
  const detail = isPrefetch ? undefined : matchDetailRoute(request.nextUrl.pathname);
  if (detail && (request.method === 'GET' || request.method === 'HEAD')) {
    if (await isMissingResource(detail.apiPath)) return rewriteToNotFound(request, detail.localePrefix);
  }
  return intl(request);
}

/**
 * Serves the server-rendered 404 screen (app/not-found.tsx) for an unknown id: the request is
 * rewritten to a path no route matches, keeping next-intl's locale handling (header, cookie).
 * Pages still call notFound() as a fallback, but in Next 16.4 that renders an empty body until
 * hydration (vercel/next.js#62228, see lib/detail-routes.ts).
 */
function rewriteToNotFound(request: NextRequest, localePrefix: string) {
  const target = new URL(`${localePrefix}${MISSING_PATH}`, request.url);
  const response = intl(new NextRequest(target, request));
  if (!response.headers.has('x-middleware-rewrite')) {
    // next-intl "continues" prefixed paths; continuing would render the original URL instead.
    response.headers.delete('x-middleware-next');
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  // Its hreflang Link header would name the internal path.
  response.headers.delete('link');
  return response;
}

export const config = {
  // Constants only: Next analyses this at build time.
  // 1. Everything except the API (`/v1/**`), media, API docs, Next internals and files with an extension
  //    (next.config.ts rewrites those to the API or serves them itself).
  // 2. Storefront pages that share the `/v1` prefix: `/v1/purchase/**` (ARCHITECTURE §1).
  matcher: [
    '/((?!v1(?:/|$)|media(?:/|$)|docs(?:/|$)|_next(?:/|$)|_vercel(?:/|$)|.*\\.[^/]*$).*)',
    '/v1/purchase/:path*',
  ],
};
