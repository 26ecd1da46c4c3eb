import { NextRequest, type NextResponse } from 'next/server';
import { getMe } from '../api/auth.ts';
import { ApiClient } from '../api/client.ts';
import { ResponseError } from '../api/errors.ts';
import { decodeSession, type Session } from './codec.ts';
import {
  currentSessionKey,
  isSecureRequest,
  replaceCookie,
  SESSION_COOKIE,
  SESSION_STARTED_COOKIE,
} from './cookie.ts';
import { refreshSession } from './refresh.ts';
import { deleteSessionCookie, sealSession, writeSessionCookie } from './session-cookie.ts';
import { decideSession } from './session-decision.ts';

/** What happens to the cookies: a new sealed session or none, and whether the start marker is set. */
type CookieChange = { session: { value: string } | { deleted: true } | undefined; markStarted: boolean };

type ApiOptions = { baseUrl: string; headers: Record<string, string> };

/**
 * docs/adr/0010 "then the user fetched": GET /v1/users/me with the new token. The API refusing it (the
 * member is gone or the session was revoked meanwhile) resets the session; an outage keeps it.
 */
async function userStillValid(session: Session, options: ApiOptions): Promise<boolean> {
  try {
    await getMe({ client: new ApiClient(options).withToken(session.accessToken) });
    return true;
  } catch (error) {
    return !(
      error instanceof ResponseError &&
      (error.status === 401 || error.status === 403 || error.status === 404)
    );
  }
}

async function sessionChange(request: NextRequest, options: ApiOptions): Promise<CookieChange | undefined> {
  const raw = request.cookies.get(SESSION_COOKIE)?.value;
  const key = await currentSessionKey();
  const session = raw ? await decodeSession(raw, key) : undefined;
  const decision = decideSession({
    hasCookie: Boolean(raw),
    session,
    started: request.cookies.has(SESSION_STARTED_COOKIE),
    prefetch: request.headers.has('next-router-prefetch'),
  });
  if (decision.kind === 'none') return undefined;
  if (decision.kind === 'clear' || !session) return { session: { deleted: true }, markStarted: false };

  const outcome = await refreshSession(session, options);
  // The API is unreachable: keep the cookie (and no marker, so the next request tries again).
  if ('unavailable' in outcome) return undefined;
  if (!outcome.session) return { session: { deleted: true }, markStarted: false };
  if (decision.reason === 'startup' && !(await userStillValid(outcome.session, options)))
    return { session: { deleted: true }, markStarted: false };
  return {
    session: { value: await sealSession(outcome.session) },
    markStarted: decision.reason === 'startup',
  };
}

/**
 * docs/adr/0010 "session start-up": before a page renders, the tokens are refreshed when this browser
 * session has just started (no start marker yet, see cookie.ts) or when the access token is due; a
 * refused refresh or unreadable cookie resets the session. Returns the request the rest of the
 * pipeline should see (its Cookie header carries the new value, so Server Components read the fresh
 * token) and a function that puts the change on the response.
 */
export async function refreshInProxy(
  request: NextRequest,
  apiBaseUrl: string,
): Promise<{ request: NextRequest; apply: (response: NextResponse) => NextResponse }> {
  const unchanged = { request, apply: (response: NextResponse) => response };
  if (!request.cookies.has(SESSION_COOKIE)) return unchanged;
  const forwardedFor = request.headers.get('x-forwarded-for');
  const change = await sessionChange(request, {
    baseUrl: apiBaseUrl,
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
  if (!change?.session) return unchanged;

  const sessionValue = 'value' in change.session ? change.session.value : undefined;
  const headers = new Headers(request.headers);
  headers.set('cookie', replaceCookie(request.headers.get('cookie'), SESSION_COOKIE, sessionValue));
  const next = new NextRequest(request, { headers });
  const secure = isSecureRequest({
    protocol: request.nextUrl.protocol,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    production: process.env.NODE_ENV === 'production',
  });
  return {
    request: next,
    apply: (response) => {
      if (sessionValue !== undefined)
        writeSessionCookie(response.cookies, sessionValue, { secure, markStarted: change.markStarted });
      else deleteSessionCookie(response.cookies);
      return response;
    },
  };
}
