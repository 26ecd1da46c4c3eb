/**
 * The session cookie's value: the tokens, sealed with AES-256-GCM (Web Crypto, so the same code runs
 * in the proxy and in server actions). Sealing rather than signing keeps the tokens unreadable even
 * to someone who copies the cookie out of a browser profile; the cookie is httpOnly on top of that.
 */
import { openJson, sealJson } from '../security/sealed-json.ts';

/** What the storefront keeps about a signed-in user (docs/adr/0010; the user is fetched). */
export type Session = {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds when the access token expires (docs/adr/0010: now + expiresIn). */
  expiredAt: number;
  userId: string;
};

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    typeof v.refreshToken === 'string' &&
    typeof v.userId === 'string' &&
    typeof v.expiredAt === 'number' &&
    Number.isFinite(v.expiredAt)
  );
}

/** Seals a session into a cookie-safe string (lib/security/sealed-json.ts). */
export async function encodeSession(session: Session, key: CryptoKey): Promise<string> {
  const { accessToken, refreshToken, expiredAt, userId } = session;
  return sealJson({ accessToken, refreshToken, expiredAt, userId }, key);
}

/** Opens a sealed session; anything tampered with, foreign or malformed gives `undefined`. */
export async function decodeSession(value: string | undefined, key: CryptoKey): Promise<Session | undefined> {
  const opened = await openJson(value, key);
  return isSession(opened) ? opened : undefined;
}
