import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  if (secretFile === '') return randomBytes(32);
  try {
    const stored = (await readFile(secretFile, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(secretFile), { recursive: true });
  await writeFile(secretFile, `${created}\n`, { mode: 0o600 });
  return new TextEncoder().encode(created);
};
