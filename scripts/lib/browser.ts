import { existsSync } from 'node:fs';
import { run } from './processes.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the browser tests and the benchmark start it: headless, offline of Google's services. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Browser tests use Debian's chromium (no browser downloads on this kind of machine). When it is
 * missing and we are root, install it with the CJK fonts it needs to draw Japanese.
 */
export const ensureChromium = async (): Promise<void> => {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM_PATH} not found: install it with "sudo apt-get install -y chromium fonts-noto-cjk" (or set CHROMIUM_PATH)`,
    );
  }
  console.log('[hatake] installing chromium and fonts-noto-cjk from Debian...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  const code = await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env });
  if (code !== 0) throw new Error('apt-get install chromium fonts-noto-cjk failed');
};
