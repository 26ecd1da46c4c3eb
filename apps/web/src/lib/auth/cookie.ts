import { sealingKey } from '../security/sealed-json.ts';

export const SESSION_COOKIE = 'hatake_session';

/** The cookie lives as long as the API's refresh token (30 days by default); the API decides validity. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: '/';
  maxAge: number;
};

const LOCAL_HOSTS = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * `Secure` when the browser reached us over https (directly or behind a proxy), and in production
 * unless the host is this machine (a local `next start` over http, as in the e2e run).
 */
export function isSecureRequest(input: {
  protocol?: string | null;
  forwardedProto?: string | null;
  host?: string | null;
  production?: boolean;
}): boolean {
  const proto = (input.forwardedProto ?? '').split(',')[0]?.trim() || (input.protocol ?? '').replace(':', '');
  if (proto === 'https') return true;
  return Boolean(input.production) && !LOCAL_HOSTS.test(input.host ?? '');
}

export function sessionCookieOptions(secure: boolean): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_MAX_AGE };
}

/**
 * Marks that this browser session has started (docs/adr/0010 start-up refresh): no Max-Age, so the browser
 * drops it when it closes, and the next visit with the long-lived session cookie refreshes first.
 */
export const SESSION_STARTED_COOKIE = 'hatake_session_started';

export type SessionStartedCookieOptions = Omit<SessionCookieOptions, 'maxAge'>;

export function sessionStartedCookieOptions(secure: boolean): SessionStartedCookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/' };
}

const KEY_SLOT = Symbol.for('hatake.web.sessionKey');
type KeySlot = { [KEY_SLOT]?: Promise<CryptoKey> };

/**
 * The key sealing the cookie: from SESSION_SECRET, or else a random one per server process (shared
 * by the proxy and the app bundles through globalThis), which signs everyone out on restart.
 */
export function currentSessionKey(): Promise<CryptoKey> {
  const slot = globalThis as KeySlot;
  if (!slot[KEY_SLOT]) {
    const secret = process.env.SESSION_SECRET;
    if (!secret && process.env.NODE_ENV === 'production') {
      console.warn('SESSION_SECRET is not set: sessions are sealed with a per-process key.');
    }
    const random = () => {
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    };
    slot[KEY_SLOT] = sealingKey(secret || random());
  }
  return slot[KEY_SLOT];
}

/** Rewrites one cookie in a Cookie request header (or drops it). */
export function replaceCookie(header: string | null, name: string, value: string | undefined): string {
  const parts = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  if (value !== undefined) parts.push(`${name}=${value}`);
  return parts.join('; ');
}
