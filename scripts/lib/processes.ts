import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIR = path.join(ROOT, 'apps/web');
export const API_DIR = path.join(ROOT, 'apps/api');
const BIN = path.join(ROOT, 'node_modules/.bin');

/** The environment every child gets: the project's Node 24 first on PATH, no Next telemetry. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});

export type RunOptions = { cwd?: string; env?: Record<string, string> };

/** Runs a command to completion with inherited output; resolves to its exit code. */
export const run = (command: string, args: string[], options: RunOptions = {}): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: childEnv(options.env),
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });

/**
 * Starts a long-running service with inherited output, in a process group of its own so that
 * stopping it also stops whatever it spawned (e.g. the next-server behind `next start`).
 */
/** A started process: its name in logs and the child. */
export type Service = { name: string; child: ChildProcess };

export const startService = (
  name: string,
  command: string,
  args: string[],
  options: RunOptions = {},
): Service => {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: childEnv(options.env),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return { name, child };
};

/** Starts the built storefront (apps/web/server.ts, Next.js in production mode) on `port`. */
export const startWeb = (port: string, env: Record<string, string>, name = 'web'): Service =>
  startService(name, 'node', [path.join(WEB_DIR, 'server.ts')], {
    cwd: WEB_DIR,
    env: { ...env, PORT: port, NODE_ENV: 'production' },
  });

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Polls a URL until it answers with a status below 500 or the service exits. */
export const waitForUrl = async (url: string, service: Service, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = service.child;
    if (exitCode !== null || signalCode !== null)
      throw new Error(`${service.name} exited with ${exitCode ?? signalCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs} ms`);
};

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
};

/** Stops a service and its whole process group: SIGTERM, then SIGKILL after 10 s. */
export const stopService = async (service: Service): Promise<void> => {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGTERM');
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

const collectFiles = (dir: string, out: string[]): void => {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(full, out);
    else out.push(full);
  }
};

/** What the storefront build depends on; a change to any of these makes the build stale. */
const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

const webSourceHash = (): string => {
  const files: string[] = [];
  for (const input of WEB_BUILD_INPUTS) {
    const full = path.join(ROOT, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) collectFiles(full, files);
    else files.push(full);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
};

/** The build's directory: `.next`, or NEXT_DIST_DIR (a build of one's own beside another's: next.config.ts). */
const distDir = () => path.join(WEB_DIR, process.env.NEXT_DIST_DIR || '.next');

/** Builds the storefront unless the existing build was made from the same sources. */
export const ensureWebBuild = async (): Promise<void> => {
  const hash = webSourceHash();
  const stamp = path.join(distDir(), 'hatake-source-hash');
  const built = existsSync(path.join(distDir(), 'BUILD_ID')) && existsSync(stamp);
  if (built && readFileSync(stamp, 'utf8') === hash) return;
  console.log('[hatake] building the storefront (first run or sources changed)...');
  const started = performance.now();
  const code = await run('next', ['build'], { cwd: WEB_DIR });
  if (code !== 0) throw new Error(`storefront build failed (exit ${code})`);
  writeFileSync(stamp, hash);
  console.log(`[hatake] storefront built in ${Math.round((performance.now() - started) / 1000)} s`);
};

/** Runs `stop` once on Ctrl-C / SIGTERM, then exits 0. */
export const stopOnSignal = (stop: () => Promise<unknown>): void => {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().then(() => process.exit(0));
    });
  }
};

/** Stops every service on Ctrl-C / SIGTERM, then exits. */
export const stopAllOnSignal = (services: () => Service[]): void =>
  stopOnSignal(() => Promise.all(services().map(stopService)));
