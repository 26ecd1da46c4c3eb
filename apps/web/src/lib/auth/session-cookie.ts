import { encodeSession, type Session } from './codec.ts';
import {
  currentSessionKey,
  SESSION_COOKIE,
  SESSION_STARTED_COOKIE,
  type SessionCookieOptions,
  type SessionStartedCookieOptions,
  sessionCookieOptions,
  sessionStartedCookieOptions,
} from './cookie.ts';

/**
 * The one place that writes the session cookie (docs/adr/0010). Whoever stores or resets a session
 * — server actions through `cookies()` (session.ts), the proxy's refresh on the response
 * (proxy-session.ts), the OAuth callback route on its response — hands its cookie jar here.
 * A unit test (src/boundary.test.ts) fails when the cookie is set anywhere else.
 */

/** What Next's `cookies()` (in actions and route handlers) and `NextResponse.cookies` both offer. */
export type CookieJar = {
  set(name: string, value: string, options: SessionCookieOptions | SessionStartedCookieOptions): unknown;
  delete(name: string): unknown;
};

/** The sealed cookie value of a session, with this process's key. */
export async function sealSession(session: Session): Promise<string> {
  return encodeSession(session, await currentSessionKey());
}

/**
 * Writes an already sealed session. `markStarted` also sets the browser-session start marker: fresh
 * tokens count as this browser session's start, so the next request does not refresh them again.
 */
export function writeSessionCookie(
  jar: CookieJar,
  sealed: string,
  options: { secure: boolean; markStarted: boolean },
): void {
  jar.set(SESSION_COOKIE, sealed, sessionCookieOptions(options.secure));
  if (options.markStarted) jar.set(SESSION_STARTED_COOKIE, '1', sessionStartedCookieOptions(options.secure));
}

/** Forgets the session (docs/adr/0010 "reset"); the start marker stays, as it does not hold tokens. */
export function deleteSessionCookie(jar: CookieJar): void {
  jar.delete(SESSION_COOKIE);
}
