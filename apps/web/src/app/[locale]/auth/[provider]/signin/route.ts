import type { AuthResponse } from '@hatake/contract';
import { type NextRequest, NextResponse } from 'next/server';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { getOAuthUrl, signInWithOAuth, type WithSetCookies } from '@/lib/api/auth.ts';
import { ApiClient } from '@/lib/api/client.ts';
import { apiBaseUrl } from '@/lib/api/default-client.ts';
import { decodeSession } from '@/lib/auth/codec.ts';
import { currentSessionKey, isSecureRequest } from '@/lib/auth/cookie.ts';
import {
  decodeOAuthState,
  encodeOAuthState,
  isOAuthProvider,
  OAUTH_STATE_COOKIE,
  OAUTH_STATE_MAX_AGE,
  oauthRedirectUri,
} from '@/lib/auth/oauth.ts';
import { sessionFromTokens } from '@/lib/auth/refresh.ts';
import { safeRedirect, splitLocalePrefix } from '@/lib/auth/safe-redirect.ts';
import { sealSession, writeSessionCookie } from '@/lib/auth/session-cookie.ts';
import type { SignInErrorCode } from '@/lib/auth/signin-errors.ts';
import { toLocale } from '@/lib/i18n/page-params.ts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; provider: string }> };

/** Every failure shows the catalogue's OAuth message (docs/product.md#messages-for-api-errors) on the sign-in page, by code. */
const FAILED: SignInErrorCode = 'oauth';

/** The storefront's public origin (PUBLIC_URL), or the one the browser used. */
function publicOrigin(request: NextRequest): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/+$/, '');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** The API client of this callback, carrying the browser's cookies and address. */
function apiClient(request: NextRequest): ApiClient {
  return new ApiClient({ baseUrl: apiBaseUrl(), headers: apiHeaders(request) });
}

function apiHeaders(request: NextRequest): Record<string, string> {
  const out: Record<string, string> = {};
  // The API binds the attempt to the guest session (`session_id` cookie).
  const cookie = request.headers.get('cookie');
  if (cookie) out.cookie = cookie;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) out['x-forwarded-for'] = forwardedFor;
  return out;
}

/** Passes the API's cookies (the guest session) on to the browser. */
function relayCookies(from: WithSetCookies<unknown>, to: NextResponse): void {
  for (const cookie of from.setCookies) to.headers.append('set-cookie', cookie);
}

function backToSignIn(request: NextRequest, locale: Locale): NextResponse {
  const url = new URL(localizedPath(locale, '/signin'), publicOrigin(request));
  url.searchParams.set('error', FAILED);
  const response = NextResponse.redirect(url, 303);
  response.cookies.delete(OAUTH_STATE_COOKIE);
  return response;
}

/**
 * /auth/{google,line}/signin (docs/product.md#storefront-pages):
 * - `?start=1[&redirect=/path]`: asks GET /v1/auth/{provider} for the authorization URL (a fresh
 *   random state kept in a Lax cookie) and sends the browser there;
 * - `?code=&state=`: the provider's answer; the state must match, POST /v1/users/me/{provider}
 *   exchanges the code for tokens and the session cookie is set. Failures → /signin?error=oauth
 *   (a code; the page shows the catalogue message), in the locale the attempt started in.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const { locale: rawLocale, provider } = await params;
  if (!isOAuthProvider(provider)) return new NextResponse('Not Found', { status: 404 });
  const pathLocale = toLocale(rawLocale);
  const started = decodeOAuthState(request.cookies.get(OAUTH_STATE_COOKIE)?.value);
  // The provider calls back on the locale-less path: the started attempt remembers the shopper's.
  const returnLocale = started?.locale ?? pathLocale;
  const query = request.nextUrl.searchParams;
  const origin = publicOrigin(request);
  const redirectUri = oauthRedirectUri(origin, provider);
  const secure = isSecureRequest({
    protocol: request.nextUrl.protocol,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    production: process.env.NODE_ENV === 'production',
  });

  if (!query.get('code')) {
    // No code: the provider sent an error back (the shopper cancelled, …), or a new attempt starts.
    if (!query.has('start')) return backToSignIn(request, returnLocale);
    const locale = pathLocale;
    const state = crypto.randomUUID();
    try {
      const answer = await getOAuthUrl(provider, { state, redirectUri }, { client: apiClient(request) });
      const response = NextResponse.redirect(answer.value.url, 303);
      relayCookies(answer, response);
      response.cookies.set(
        OAUTH_STATE_COOKIE,
        encodeOAuthState({ provider, state, redirect: safeRedirect(query.get('redirect')), locale }),
        { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: OAUTH_STATE_MAX_AGE },
      );
      return response;
    } catch {
      return backToSignIn(request, locale);
    }
  }

  const locale = returnLocale;
  if (!started || started.provider !== provider || started.state !== query.get('state'))
    return backToSignIn(request, locale);
  let answer: WithSetCookies<AuthResponse>;
  try {
    answer = await signInWithOAuth(
      provider,
      { code: query.get('code') ?? '', redirectUri },
      { client: apiClient(request) },
    );
  } catch {
    return backToSignIn(request, locale);
  }
  const sealed = await sealSession(sessionFromTokens(answer.value));
  // Sanity: what we store must open again.
  if (!(await decodeSession(sealed, await currentSessionKey()))) return backToSignIn(request, locale);

  // The provider sent the browser here cross-site, so a redirect would not carry the new Strict
  // cookie yet; a same-site refresh from this page does.
  // decodeOAuthState already kept only a same-site path; a prefixed one keeps its own locale.
  const back = splitLocalePrefix(started.redirect);
  const target = localizedPath(back.locale ?? locale, back.path).replace(
    /["<>&']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>hatake</title></head><body><a href="${target}">${locale === 'ja' ? '続ける' : 'Continue'}</a></body></html>`;
  const response = new NextResponse(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
  relayCookies(answer, response);
  // Fresh tokens: this browser session has started (no start-up refresh on the next request).
  writeSessionCookie(response.cookies, sealed, { secure, markStarted: true });
  response.cookies.delete(OAUTH_STATE_COOKIE);
  return response;
}
