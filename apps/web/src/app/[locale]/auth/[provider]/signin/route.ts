import type { AuthGoogleAccountResponse, AuthResponse } from '@hatake/contract';
import { type NextRequest, NextResponse } from 'next/server';
import { localizedPath } from '@/i18n/routing.ts';
import { apiBaseUrl } from '@/lib/api/default-client.ts';
import { decodeSession, encodeSession } from '@/lib/auth/codec.ts';
import {
  currentSessionKey,
  isSecureRequest,
  SESSION_COOKIE,
  sessionCookieOptions,
} from '@/lib/auth/cookie.ts';
import { safeRedirect } from '@/lib/auth/forms.ts';
import {
  decodeOAuthState,
  encodeOAuthState,
  isOAuthProvider,
  OAUTH_STATE_COOKIE,
  OAUTH_STATE_MAX_AGE,
  type OAuthProvider,
  oauthRedirectUri,
} from '@/lib/auth/oauth.ts';
import { sessionFromTokens } from '@/lib/auth/refresh.ts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; provider: string }> };

const FAILED = {
  google: { ja: 'Googleアカウントの認証に失敗しました', en: 'Google sign-in failed' },
  line: { ja: 'LINEアカウントの認証に失敗しました', en: 'LINE sign-in failed' },
} as const;

/** The storefront's public origin (PUBLIC_URL), or the one the browser used. */
function publicOrigin(request: NextRequest): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/+$/, '');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return `${proto}://${host}`;
}

function apiHeaders(request: NextRequest): Record<string, string> {
  const out: Record<string, string> = { accept: 'application/json' };
  // The API binds the attempt to the guest session (`session_id` cookie).
  const cookie = request.headers.get('cookie');
  if (cookie) out.cookie = cookie;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) out['x-forwarded-for'] = forwardedFor;
  return out;
}

/** Passes the API's cookies (the guest session) on to the browser. */
function relayCookies(from: Response, to: NextResponse): void {
  for (const cookie of from.headers.getSetCookie()) to.headers.append('set-cookie', cookie);
}

function backToSignIn(request: NextRequest, locale: 'ja' | 'en', provider: OAuthProvider): NextResponse {
  const url = new URL(localizedPath(locale, '/signin'), publicOrigin(request));
  url.searchParams.set('error', FAILED[provider][locale]);
  const response = NextResponse.redirect(url, 303);
  response.cookies.delete(OAUTH_STATE_COOKIE);
  return response;
}

/**
 * /auth/{google,line}/signin (SPEC §2):
 * - `?start=1[&redirect=/path]`: asks GET /v1/auth/{provider} for the authorization URL (a fresh
 *   random state kept in a Lax cookie) and sends the browser there;
 * - `?code=&state=`: the provider's answer; the state must match, POST /v1/users/me/{provider}
 *   exchanges the code for tokens and the session cookie is set. Failures → /signin?error=.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const { locale: rawLocale, provider } = await params;
  const locale = rawLocale === 'en' ? 'en' : 'ja';
  if (!isOAuthProvider(provider)) return new NextResponse('Not Found', { status: 404 });
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
    if (!query.has('start')) return backToSignIn(request, locale, provider);
    const state = crypto.randomUUID();
    const api = new URL(`/v1/auth/${provider}`, apiBaseUrl());
    api.searchParams.set('state', state);
    api.searchParams.set('redirectUri', redirectUri);
    try {
      const answer = await fetch(api, { headers: apiHeaders(request), cache: 'no-store' });
      if (!answer.ok) return backToSignIn(request, locale, provider);
      const { url } = (await answer.json()) as AuthGoogleAccountResponse;
      const response = NextResponse.redirect(url, 303);
      relayCookies(answer, response);
      response.cookies.set(
        OAUTH_STATE_COOKIE,
        encodeOAuthState(provider, state, safeRedirect(query.get('redirect'))),
        { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: OAUTH_STATE_MAX_AGE },
      );
      return response;
    } catch {
      return backToSignIn(request, locale, provider);
    }
  }

  const started = decodeOAuthState(request.cookies.get(OAUTH_STATE_COOKIE)?.value);
  if (!started || started.provider !== provider || started.state !== query.get('state'))
    return backToSignIn(request, locale, provider);
  let tokens: AuthResponse;
  let answer: Response;
  try {
    answer = await fetch(new URL(`/v1/users/me/${provider}`, apiBaseUrl()), {
      method: 'POST',
      headers: { ...apiHeaders(request), 'content-type': 'application/json' },
      body: JSON.stringify({ code: query.get('code'), redirectUri }),
      cache: 'no-store',
    });
    if (!answer.ok) return backToSignIn(request, locale, provider);
    tokens = (await answer.json()) as AuthResponse;
  } catch {
    return backToSignIn(request, locale, provider);
  }
  const key = await currentSessionKey();
  const sealed = await encodeSession(sessionFromTokens(tokens), key);
  // Sanity: what we store must open again.
  if (!(await decodeSession(sealed, key))) return backToSignIn(request, locale, provider);

  // The provider sent the browser here cross-site, so a redirect would not carry the new Strict
  // cookie yet; a same-site refresh from this page does.
  const target = localizedPath(locale, started.redirect).replace(/["<>&']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>hatake</title></head><body><a href="${target}">${locale === 'ja' ? '続ける' : 'Continue'}</a></body></html>`;
  const response = new NextResponse(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
  relayCookies(answer, response);
  response.cookies.set(SESSION_COOKIE, sealed, sessionCookieOptions(secure));
  response.cookies.delete(OAUTH_STATE_COOKIE);
  return response;
}
