import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE_NAME, routing } from './i18n/routing.ts';
import { apiBaseUrl } from './lib/api/default-client.ts';
import { refreshInProxy } from './lib/auth/proxy-session.ts';
import { probeDetail } from './lib/catalogue/detail-probe.ts';
import { PROBE_HANDOFF_HEADER, processHandoff } from './lib/catalogue/probe-handoff.ts';
import { MISSING_PATH, matchDetailRoute } from './lib/detail-routes.ts';
import { withoutPageLocaleCookie } from './lib/i18n/locale-cookie.ts';
import { decideRootRedirect } from './lib/i18n/root-redirect.ts';
import {
  baselineHeaders,
  createNonce,
  currentSecurityConfig,
  pageContentSecurityPolicy,
} from './lib/security/headers.ts';
import { switchedOn } from './lib/switch-setting.ts';

// next-intl's locale routing. Next 16 calls the middleware file `proxy.ts`.
const intl = createMiddleware(routing);

export default async function proxy(incoming: NextRequest) {
  // The session first (lib/auth/session.ts): a due access token is refreshed here, where cookies can
  // still be written, and the rest of this request sees the new one.
  const session = await refreshInProxy(incoming, apiBaseUrl());
  const config = currentSecurityConfig();
  const csp = pageContentSecurityPolicy(createNonce(), config);
  // Only the language switch writes the language cookie (lib/i18n/locale-cookie.ts).
  const response = withoutPageLocaleCookie(
    session.apply(await route(withContentSecurityPolicy(session.request, csp))),
  );
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

/**
 * A detail page's resource is probed first (docs/adr/0009, lib/catalogue/detail-probe.ts): a 404
 * from the API renders the not-found screen; a found one is handed to the page, which then does not
 * ask again (lib/catalogue/probe-handoff.ts); anything else lets the page render and handle it.
 */
async function route(incoming: NextRequest) {
  const request = withHandoffToken(incoming, undefined);
  const isPrefetch = request.headers.has('next-router-prefetch');
  const root = rootRedirectOf(request, isPrefetch);
  if (root) return root;
  const detail = isPrefetch ? undefined : matchDetailRoute(request.nextUrl.pathname);
  if (detail && (request.method === 'GET' || request.method === 'HEAD')) {
    const probe = await probeDetail(new URL(detail.apiPath, apiBaseUrl()).toString());
    if (probe.kind === 'missing') return rewriteToNotFound(request, detail.localePrefix);
    if (probe.kind === 'found') return intl(withHandoffToken(request, processHandoff().put(probe.answer)));
  }
  return intl(request);
}

/**
 * `/` with the English locale cookie goes to `/en` (lib/i18n/root-redirect.ts; on unless
 * `ROOT_LOCALE_REDIRECT=false`, README "Configuration"). next-intl's own detection stays off
 * (i18n/routing.ts): it would also follow the browser's language, which must not move anyone.
 */
function rootRedirectOf(request: NextRequest, prefetch: boolean): NextResponse | undefined {
  const decision = decideRootRedirect({
    enabled: switchedOn(process.env.ROOT_LOCALE_REDIRECT),
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE_NAME)?.value,
    fetchSite: request.headers.get('sec-fetch-site'),
    prefetch,
  });
  if (decision.kind === 'none') return undefined;
  return NextResponse.redirect(new URL(decision.location, request.url), 307);
}

/** The request with the probe's handoff token (or, for `undefined`, without one a client sent). */
function withHandoffToken(request: NextRequest, token: string | undefined): NextRequest {
  if (token === undefined && !request.headers.has(PROBE_HANDOFF_HEADER)) return request;
  const headers = new Headers(request.headers);
  if (token === undefined) headers.delete(PROBE_HANDOFF_HEADER);
  else headers.set(PROBE_HANDOFF_HEADER, token);
  return new NextRequest(request, { headers });
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
  // 2. Storefront pages that share the `/v1` prefix: `/v1/purchase/**` (docs/adr/0003).
  matcher: [
    '/((?!v1(?:/|$)|media(?:/|$)|docs(?:/|$)|_next(?:/|$)|_vercel(?:/|$)|.*\\.[^/]*$).*)',
    '/v1/purchase/:path*',
  ],
};
