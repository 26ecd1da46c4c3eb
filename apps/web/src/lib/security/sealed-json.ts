/**
 * A JSON value sealed with AES-256-GCM into a cookie-safe string (base64url of iv ‖ ciphertext ‖
 * tag), with Web Crypto so the same code runs in the proxy, route handlers and server actions. The
 * session cookie (lib/auth/codec.ts) and the guest checkout draft (lib/checkout/guest-draft.ts)
 * are sealed this way: unreadable and unforgeable without the key.
 */

const IV_BYTES = 12;
/** AES-GCM's authentication tag: a sealed value is longer than iv + tag. */
const TAG_BYTES = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The AES key derived from a secret of any length (SHA-256 of it). */
export async function sealingKey(secret: string): Promise<CryptoKey> {
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
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Seals `value` (JSON.stringify'd) under `key`, with a fresh random iv. */
export async function sealJson(value: unknown, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/**
 * The JSON value a sealed string holds; `undefined` for anything tampered with, sealed under
 * another key, or malformed. The caller still checks the value's shape.
 */
export async function openJson(sealed: string | undefined, key: CryptoKey): Promise<unknown> {
  if (!sealed) return undefined;
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    return JSON.parse(decoder.decode(plain));
  } catch {
    return undefined;
  }
}
