import type { AuthUserResponse } from '@hatake/contract';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createAuth, deleteAuth, getMe } from '@/lib/api/auth.ts';
import { ApiClient } from '@/lib/api/client.ts';
import { apiBaseUrl } from '@/lib/api/default-client.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { decodeSession, type Session } from './codec.ts';
import { currentSessionKey, isSecureRequest, SESSION_COOKIE } from './cookie.ts';
import { needsRefresh } from './expiry.ts';
import { refreshSession, sessionFromTokens } from './refresh.ts';
import { deleteSessionCookie, sealSession, writeSessionCookie } from './session-cookie.ts';

/*
 * The BFF session (docs/adr/0010). The tokens live only in a sealed httpOnly cookie; browser code
 * never sees them. Who writes the cookie:
 * - the proxy (src/proxy.ts) refreshes the tokens when the browser session starts (docs/adr/0010; a
 *   start marker cookie without Max-Age tells) and when the access token is due, on every page
 *   request and server-action POST, before any Server Component runs (they cannot set cookies), and
 *   hands the new cookie to the rest of the request;
 * - server actions sign in, sign out, and may call refreshIfNeeded() themselves;
 * - the OAuth callback route (app/[locale]/auth/[provider]/signin) after the provider's answer.
 * All of them write it through session-cookie.ts. Server Components only read it (getSession,
 * authedApi, getCurrentUser).
 */

/** Headers that let the API rate-limit and localise per shopper rather than per storefront server. */
async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) out['X-Forwarded-For'] = forwardedFor;
  const language = incoming.get('accept-language');
  if (language) out['Accept-Language'] = language;
  return out;
}

/** An API client for this request (no token), for the fetchers of lib/api. */
export async function requestApi(locale?: string): Promise<ApiClient> {
  const extra = await forwardedHeaders();
  if (locale) extra['Accept-Language'] = locale;
  return new ApiClient({ baseUrl: apiBaseUrl(), headers: extra });
}

async function isSecure(): Promise<boolean> {
  const incoming = await headers();
  return isSecureRequest({
    forwardedProto: incoming.get('x-forwarded-proto'),
    host: incoming.get('x-forwarded-host') ?? incoming.get('host'),
    production: process.env.NODE_ENV === 'production',
  });
}

/** The session of this request, if any (read-only; safe in Server Components). */
export const getSession = cache(async (): Promise<Session | undefined> => {
  const store = await cookies();
  return decodeSession(store.get(SESSION_COOKIE)?.value, await currentSessionKey());
});

/**
 * Stores a session (server actions and route handlers only). Fresh tokens count as this browser
 * session's start, so the marker is set too and the next request does not refresh them again.
 */
export async function saveSession(session: Session): Promise<void> {
  const sealed = await sealSession(session);
  writeSessionCookie(await cookies(), sealed, { secure: await isSecure(), markStarted: true });
}

/** Forgets the session (docs/adr/0010 "reset"). */
export async function clearSession(): Promise<void> {
  deleteSessionCookie(await cookies());
}

/** POST /v1/auth (the e-mail is the username) and keeps the tokens. Throws the API's error. */
export async function signIn(email: string, password: string): Promise<Session> {
  const api = await requestApi();
  const tokens = await createAuth({ email, password }, { client: api });
  const session = sessionFromTokens(tokens);
  await saveSession(session);
  return session;
}

/** DELETE /v1/auth (errors ignored: the session ends here either way), then clears the cookie. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  if (session) {
    try {
      const api = await requestApi();
      await deleteAuth({ client: api.withToken(session.accessToken) });
    } catch (error) {
      console.warn('DELETE /v1/auth failed', error instanceof Error ? error.message : error);
    }
  }
  await clearSession();
}

/** Refreshes a due access token and stores both new tokens; a refused refresh resets the session. */
export async function refreshIfNeeded(): Promise<Session | undefined> {
  const session = await getSession();
  if (!session || !needsRefresh(session)) return session;
  const outcome = await refreshSession(session, { baseUrl: apiBaseUrl(), headers: await forwardedHeaders() });
  if ('unavailable' in outcome) return session;
  if (!outcome.session) {
    await clearSession();
    return undefined;
  }
  await saveSession(outcome.session);
  return outcome.session;
}

/** The API client with this session's bearer token, or `undefined` when signed out. */
export async function authedApi(locale?: string): Promise<ApiClient | undefined> {
  const session = await getSession();
  if (!session) return undefined;
  return (await requestApi(locale)).withToken(session.accessToken);
}

/** GET /v1/users/me for this request (once per render); `undefined` when signed out or rejected. */
export const getCurrentUser = cache(async (): Promise<AuthUserResponse | undefined> => {
  const api = await authedApi();
  if (!api) return undefined;
  try {
    return await getMe({ client: api });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 401) return undefined;
    throw error;
  }
});
