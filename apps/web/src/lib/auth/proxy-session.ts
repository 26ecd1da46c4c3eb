import { NextRequest, type NextResponse } from 'next/server';
import { decodeSession, encodeSession } from './codec.ts';
import {
  currentSessionKey,
  isSecureRequest,
  replaceCookie,
  SESSION_COOKIE,
  sessionCookieOptions,
} from './cookie.ts';
import { needsRefresh } from './expiry.ts';
import { refreshSession } from './refresh.ts';

type CookieChange = { value: string } | { deleted: true };

/**
 * SPEC §4 "session start-up": before a page renders, a due access token is refreshed (both tokens
 * stored) and a refused refresh or unreadable cookie resets the session. Returns the request the rest
 * of the pipeline should see (its Cookie header carries the new value, so Server Components read the
 * fresh token) and a function that puts the change on the response.
 */
export async function refreshInProxy(
  request: NextRequest,
  apiBaseUrl: string,
): Promise<{ request: NextRequest; apply: (response: NextResponse) => NextResponse }> {
  const unchanged = { request, apply: (response: NextResponse) => response };
  const raw = request.cookies.get(SESSION_COOKIE)?.value;
  if (!raw) return unchanged;

  const key = await currentSessionKey();
  const session = await decodeSession(raw, key);
  let change: CookieChange | undefined;
  if (!session) change = { deleted: true };
  else if (needsRefresh(session)) {
    const forwardedFor = request.headers.get('x-forwarded-for');
    const outcome = await refreshSession(session, {
      baseUrl: apiBaseUrl,
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });
    if ('unavailable' in outcome) return unchanged;
    change = outcome.session ? { value: await encodeSession(outcome.session, key) } : { deleted: true };
  }
  if (!change) return unchanged;

  const headers = new Headers(request.headers);
  headers.set(
    'cookie',
    replaceCookie(
      request.headers.get('cookie'),
      SESSION_COOKIE,
      'value' in change ? change.value : undefined,
    ),
  );
  const next = new NextRequest(request, { headers });
  const secure = isSecureRequest({
    protocol: request.nextUrl.protocol,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    production: process.env.NODE_ENV === 'production',
  });
  const finalChange = change;
  return {
    request: next,
    apply: (response) => {
      if ('value' in finalChange)
        response.cookies.set(SESSION_COOKIE, finalChange.value, sessionCookieOptions(secure));
      else response.cookies.delete(SESSION_COOKIE);
      return response;
    },
  };
}
