import type { Session } from './codec.ts';
import { needsRefresh } from './expiry.ts';

/**
 * What the proxy does with a request's session cookie (docs/adr/0010 "at startup … the token is refreshed
 * and then the user fetched; if refresh fails, the state is reset"):
 * - `none`: nothing to do (no cookie, or a fresh token in an already started browser session);
 * - `clear`: the cookie cannot be opened, so the session is reset;
 * - `refresh`: the tokens are rotated, either because this browser session just started (the
 *   start marker is missing, even when the token is unexpired) or because the token is due.
 * Link prefetches never change the session: a page prefetches many links at once, and while
 * refresh.ts shares one refresh between the requests of one storefront process, a burst spread over
 * several processes behind a load balancer would present one refresh token twice, which the API
 * treats as theft (it signs the whole session out). The prefetched page renders with the current,
 * still valid token; the real navigation refreshes it.
 */
export type SessionDecision =
  | { kind: 'none' }
  | { kind: 'clear' }
  | { kind: 'refresh'; reason: 'startup' | 'due' };

export function decideSession(input: {
  /** Whether the sealed session cookie was sent at all. */
  hasCookie: boolean;
  /** The opened cookie (`undefined` when missing, tampered with or foreign). */
  session: Pick<Session, 'expiredAt'> | undefined;
  /** Whether the browser-session start marker was sent. */
  started: boolean;
  /** Whether this is a router prefetch (the `next-router-prefetch` header). */
  prefetch?: boolean;
  now?: number;
}): SessionDecision {
  if (!input.hasCookie || input.prefetch) return { kind: 'none' };
  if (!input.session) return { kind: 'clear' };
  if (!input.started) return { kind: 'refresh', reason: 'startup' };
  if (needsRefresh(input.session, input.now)) return { kind: 'refresh', reason: 'due' };
  return { kind: 'none' };
}
