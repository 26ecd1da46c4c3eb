import { secretFromFile } from '../../lib/secret-file.ts';

/**
 * The HMAC key for access tokens and signed upload URLs: AUTH_SECRET when set; otherwise a random
 * secret kept in `secretFile` (created on first start, mode 600) so tokens survive restarts; with
 * no file either (tests), a random secret for this process only.
 */
export const resolveAuthSecret = async (configured: string, secretFile: string): Promise<Uint8Array> => {
  if (configured !== '') {
    if (configured.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  return secretFromFile(secretFile);
};
