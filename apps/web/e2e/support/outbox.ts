import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The API's data dir of this run (scripts/e2e.ts passes it), whose outbox holds every e-mail. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

/** The body of the newest outbox message to `to` (base64 or quoted-printable, UTF-8). */
export function latestMailBody(to: string): string | undefined {
  const dir = path.join(DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const head = raw.slice(0, split);
    if (!head.toLowerCase().includes(to.toLowerCase())) continue;
    const body = raw.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    return body;
  }
  return undefined;
}

/**
 * The 6-digit code of the newest message to `email`, waiting up to 5 s for it to be written. With
 * `after` (the newest body before an action, from latestMailBody), only a newer message counts: the
 * code of a message sent again.
 */
export async function codeFor(email: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const body = latestMailBody(email);
    const code = body === after ? undefined : /(?<!\d)(\d{6})(?!\d)/.exec(body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${after === undefined ? '' : 'new '}code mailed to ${email} in ${DATA_DIR}/outbox`);
}
