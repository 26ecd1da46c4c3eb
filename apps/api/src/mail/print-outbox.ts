/**
 * `npm run outbox [-- N | file.eml …]`: prints the newest outbox message (or the newest N, or the
 * files named) as plain text — headers decoded, the body decoded from the base64 or
 * quoted-printable that mail needs for Japanese — so a local user reads the sign-up code or an
 * order mail without a mail client (README "Signing up locally").
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml } from './read-eml.ts';

/** The message as a person reads it: From, To, Subject, a blank line, the text. */
export const renderEml = (raw: string | Buffer): string => {
  const mail = parseEml(raw);
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    '',
    mail.text.trimEnd(),
  ].join('\n');
};

/** The newest `count` `.eml` files of `dir`, oldest first (the names sort by time, mailer.ts). */
export const newestOutboxFiles = async (dir: string, count: number): Promise<string[]> => {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return names.slice(-count).map((name) => path.join(dir, name));
};

const main = async (args: string[]): Promise<void> => {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const outbox = path.join(dataDir, 'outbox');
  const named = args.filter((arg) => arg.endsWith('.eml'));
  const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1);
  const files = named.length > 0 ? named : await newestOutboxFiles(outbox, count);
  if (files.length === 0) {
    console.log(`No mail in ${outbox} yet.`);
    return;
  }
  for (const file of files) {
    console.log(`==> ${file}\n${renderEml(await readFile(file))}\n`);
  }
};

if (import.meta.main) await main(process.argv.slice(2));
