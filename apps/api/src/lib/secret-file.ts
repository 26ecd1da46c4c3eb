import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept in `secretFile` (created on first use, mode 600), so what it signs survives
 * restarts: the API's auth secret when AUTH_SECRET is unset (modules/auth/secret.ts), the
 * storefront's session secret when `npm start` is given no SESSION_SECRET (scripts/start.ts).
 * With no file (tests), a random secret for this process only.
 */
export const secretFromFile = async (secretFile: string): Promise<Uint8Array> => {
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
