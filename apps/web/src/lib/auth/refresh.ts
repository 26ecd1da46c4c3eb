import type { AuthResponse } from '@hatake/contract';
import { refreshAuthToken } from '../api/auth.ts';
import { ApiClient } from '../api/client.ts';
import { ResponseError } from '../api/errors.ts';
import type { Session } from './codec.ts';
import { expiredAtFrom } from './expiry.ts';

/** A session from the API's token answer (sign-in, refresh). */
export function sessionFromTokens(tokens: AuthResponse, now: number = Date.now()): Session {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiredAt: expiredAtFrom(tokens.expiresIn, now),
    userId: tokens.userId,
  };
}

/** `undefined`: the API refused the refresh token, so the session must be reset (docs/adr/0010). */
export type RefreshOutcome = { session: Session | undefined } | { unavailable: true };

const FLIGHTS = Symbol.for('hatake.web.refreshFlights');
type Flights = Map<string, { at: number; outcome: Promise<RefreshOutcome> }>;
/** How long an answer is reused for requests that arrive with the same (now retired) refresh token. */
const REUSE_MS = 30_000;

function flights(): Flights {
  const slot = globalThis as { [FLIGHTS]?: Flights };
  slot[FLIGHTS] ??= new Map();
  return slot[FLIGHTS];
}

/**
 * POST /v1/auth/refresh-token. The API rotates the refresh token and revokes the whole family when a
 * retired one is presented again, so concurrent requests carrying the same cookie (parallel
 * navigations, prefetches) share one call and its answer instead of racing.
 */
export function refreshSession(
  session: Session,
  options: { baseUrl: string; headers?: Record<string, string>; fetch?: typeof fetch },
): Promise<RefreshOutcome> {
  const map = flights();
  const now = Date.now();
  for (const [token, flight] of map) if (now - flight.at > REUSE_MS) map.delete(token);
  const existing = map.get(session.refreshToken);
  if (existing) return existing.outcome;

  const api = new ApiClient({ baseUrl: options.baseUrl, headers: options.headers, fetch: options.fetch });
  const outcome = refreshAuthToken(session.refreshToken, { client: api })
    .then((tokens): RefreshOutcome => ({ session: sessionFromTokens(tokens) }))
    .catch((error: unknown): RefreshOutcome => {
      // A refusal (400/401/403) ends the session; an outage keeps it for the next try.
      if (
        error instanceof ResponseError &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429
      )
        return { session: undefined };
      return { unavailable: true };
    });
  map.set(session.refreshToken, { at: now, outcome });
  return outcome;
}
