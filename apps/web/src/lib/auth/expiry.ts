import type { Session } from './codec.ts';

/** Refresh this many seconds before the access token expires, so a request never carries a dead one. */
export const REFRESH_MARGIN_SECONDS = 60;

export const nowSeconds = (now: number = Date.now()): number => Math.floor(now / 1000);

/** docs/adr/0010: the token expires `expiresIn` seconds after it was issued. */
export function expiredAtFrom(expiresIn: number, now: number = Date.now()): number {
  return nowSeconds(now) + Math.max(0, Math.floor(expiresIn));
}

/** Whether the access token has expired or is about to (docs/adr/0010: refresh at start-up when due). */
export function needsRefresh(
  session: Pick<Session, 'expiredAt'>,
  now: number = Date.now(),
  margin = REFRESH_MARGIN_SECONDS,
): boolean {
  return nowSeconds(now) >= session.expiredAt - margin;
}
