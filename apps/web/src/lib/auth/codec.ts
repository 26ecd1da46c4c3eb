/**
 * The session cookie's value: the tokens, sealed with AES-256-GCM (Web Crypto, so the same code runs
 * in the proxy and in server actions). Sealing rather than signing keeps the tokens unreadable even
 * to someone who copies the cookie out of a browser profile; the cookie is httpOnly on top of that.
 */

/** What the storefront keeps about a signed-in user (docs/adr/0010; the user is fetched). */
export type Session = {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds when the access token expires (docs/adr/0010: now + expiresIn). */
  expiredAt: number;
  userId: string;
};

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Derives the AES key from a secret of any length (SHA-256 of it). */
export async function sessionKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

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

/** Seals a session into a cookie-safe string (base64url of iv ‖ ciphertext ‖ tag). */
export async function encodeSession(session: Session, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(
    JSON.stringify({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      expiredAt: session.expiredAt,
      userId: session.userId,
    }),
  );
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** Opens a sealed session; anything tampered with, foreign or malformed gives `undefined`. */
export async function decodeSession(value: string | undefined, key: CryptoKey): Promise<Session | undefined> {
  if (!value) return undefined;
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length <= IV_BYTES + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    const parsed: unknown = JSON.parse(decoder.decode(plain));
    return isSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
