import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored sealed (AES-256-GCM under a key derived from AUTH_SECRET), so a copy of
 * the database alone cannot mint anyone's codes — as it cannot mint access tokens or recompute
 * refresh tokens (docs/accounts.md). Format: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
const keyOf = (authSecret: Uint8Array): Buffer =>
  createHmac('sha256', authSecret).update('hatake totp secret key v1').digest();

export const sealTotpSecret = (authSecret: Uint8Array, secret: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret, or null when `sealed` is not one of ours (another key, tampered, malformed). */
export const openTotpSecret = (authSecret: Uint8Array, sealed: string): string | null => {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
};
