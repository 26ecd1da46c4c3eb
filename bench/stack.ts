/**
 * What a benchmark run starts: API processes (embedded PGlite or a scratch PostgreSQL database),
 * built storefronts in front of them, and the bare baseline server. Each runs as in production
 * (NODE_ENV=production, the default log level), its output written to a log file in the run's work
 * directory — as a log collector would take it, and so the run's progress lines stay readable.
 * Ports: APIs 5200–5299, storefronts and baselines 5300–5399.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_DIR,
  childEnv,
  ROOT,
  type Service,
  stopService,
  WEB_DIR,
  waitForUrl,
} from '../scripts/lib/processes.ts';

export type Started = { name: string; url: string; service: Service; logFile: string };

/** Where the processes are started from: the checkout itself, or a snapshot of it (snapshotTree). */
export type Tree = { root: string; apiDir: string; webDir: string };
let tree: Tree = { root: ROOT, apiDir: API_DIR, webDir: WEB_DIR };
export const currentTree = (): Tree => tree;

const runToEnd = (command: string, args: string[], cwd: string): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: childEnv(), stdio: 'inherit' });
    child.on('exit', (exit) => resolve(exit ?? 1));
    child.on('error', () => resolve(127));
  });

/**
 * Copies the checkout — sources and the storefront's last build; node_modules as hard links (a second
 * or so), .git not at all — to `${workDir}/tree`, builds the storefront there when `build` and its
 * sources changed since that build, and starts every later process from the copy. The checkout is
 * shared: someone rebuilding the storefront or saving a half-edited file during a run must not change
 * what is measured (a rebuild under a running storefront made it answer 500 and Lighthouse load 404
 * scripts in one run), and the run's own build must not replace anyone's.
 */
export const snapshotTree = async (workDir: string, build: boolean): Promise<Tree> => {
  const root = path.join(workDir, 'tree');
  mkdirSync(root, { recursive: true });
  const copied = await runToEnd(
    'rsync',
    [
      '-a',
      '--exclude=/.git',
      '--exclude=node_modules',
      '--exclude=/apps/web/.next/cache',
      '--exclude=/data',
      '--exclude=/bench/results',
      '--exclude=test-results',
      '--exclude=/tmp',
      `${ROOT}/`,
      `${root}/`,
    ],
    ROOT,
  );
  // 24: files vanished while copying (someone's temporary files), which the copy does not need.
  if (copied !== 0 && copied !== 24)
    throw new Error(`copying the checkout to ${root} failed (exit ${copied})`);
  for (const dir of ['', 'apps/api', 'apps/web', 'packages/contract']) {
    const modules = path.join(ROOT, dir, 'node_modules');
    // Hard links, not a symbolic link: Next's build resolves its packages inside the project's root.
    if (existsSync(modules) && (await runToEnd('cp', ['-al', modules, path.join(root, dir)], ROOT)) !== 0)
      throw new Error(`linking ${modules} into the copy failed`);
  }
  if (build) {
    const script = "import { ensureWebBuild } from './scripts/lib/processes.ts'; await ensureWebBuild();";
    const code = await runToEnd('node', ['--input-type=module', '-e', script], root);
    if (code !== 0) throw new Error(`the storefront build failed (exit ${code})`);
  }
  tree = { root, apiDir: path.join(root, 'apps/api'), webDir: path.join(root, 'apps/web') };
  return tree;
};

/** Starts `node <script>` detached (its own process group), stdout and stderr into `logFile`. */
export const spawnLogged = async (
  name: string,
  script: string,
  cwd: string,
  env: Record<string, string>,
  logFile: string,
  wrapper: string[] = [],
  scriptArgs: string[] = [],
  nodeArgs: string[] = [],
): Promise<Service> => {
  mkdirSync(path.dirname(logFile), { recursive: true });
  // A stream handed to spawn must already have its file descriptor.
  const log = createWriteStream(logFile, { flags: 'a' });
  await once(log, 'open');
  const [command = 'node', ...args] = [...wrapper, 'node', ...nodeArgs, script, ...scriptArgs];
  const child = spawn(command, args, {
    cwd,
    env: childEnv(env),
    stdio: ['ignore', log, log],
    detached: true,
  });
  return { name, child };
};

/** The last lines of a process's log, for an error message. */
export const logTail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

const startAndWait = async (started: Started, healthPath: string): Promise<Started> => {
  try {
    await waitForUrl(`${started.url}${healthPath}`, started.service, 300_000);
    return started;
  } catch (error) {
    await stopService(started.service);
    throw new Error(`${started.name} did not start: ${error}\n${logTail(started.logFile)}`);
  }
};

export type ApiOptions = {
  port: number;
  workDir: string;
  /** A PostgreSQL database's URL; without it the API runs on the embedded PGlite in workDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Flags for node itself (e.g. --cpu-prof). */
  nodeArgs?: string[];
};

export const startApi = async (options: ApiOptions): Promise<Started> => {
  const name = `api:${options.port}`;
  const logFile = path.join(options.workDir, `${name.replace(':', '-')}.log`);
  const env: Record<string, string> = {
    API_PORT: String(options.port),
    DATA_DIR: options.workDir,
    NODE_ENV: 'production',
    // Only the comment and sign-in routes are rate limited; the load comes from one address.
    RATE_LIMIT_MAX: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const script = path.join(tree.apiDir, 'src/server.ts');
  // BENCH_API_PROFILE_DIR (bench/run.ts): every API of the run under --cpu-prof, unless profiled already.
  const profileDir = process.env.BENCH_API_PROFILE_DIR;
  const nodeArgs =
    options.nodeArgs ?? (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
  const service = await spawnLogged(name, script, tree.root, env, logFile, [], [], nodeArgs);
  return startAndWait({ name, url: `http://127.0.0.1:${options.port}`, service, logFile }, '/health');
};

export type WebOptions = {
  port: number;
  apiUrl: string;
  workDir: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
};

/** Starts the built storefront (apps/web/server.ts) of the tree (snapshotTree). */
export const startWeb = async (options: WebOptions): Promise<Started> => {
  const name = `web:${options.port}`;
  const logFile = path.join(options.workDir, `${name.replace(':', '-')}.log`);
  const url = `http://localhost:${options.port}`;
  const env = {
    PORT: String(options.port),
    API_URL: options.apiUrl,
    PUBLIC_URL: url,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };
  const script = path.join(tree.webDir, 'server.ts');
  const service = await spawnLogged(name, script, tree.webDir, env, logFile, [], [], options.nodeArgs);
  return startAndWait({ name, url, service, logFile }, '/health');
};

/** The bare node:http baseline (servers/bare.ts), answering bytes registered with `serve`. */
export type Bare = Started & {
  /** Registers `body` at `key` and answers the URL that serves it. */
  serve(key: string, body: Buffer, contentType: string): Promise<string>;
};

export const startBare = async (port: number, workDir: string): Promise<Bare> => {
  const name = `bare:${port}`;
  const logFile = path.join(workDir, `bare-${port}.log`);
  const script = path.join(import.meta.dirname, 'servers/bare.ts');
  const service = await spawnLogged(name, script, ROOT, {}, logFile, [], [String(port)]);
  const started = await startAndWait({ name, url: `http://127.0.0.1:${port}`, service, logFile }, '/');
  return {
    ...started,
    serve: async (key, body, contentType) => {
      const keyPath = `/${encodeURIComponent(key)}`;
      const answer = await fetch(`${started.url}${keyPath}`, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      });
      if (answer.status !== 204) throw new Error(`the bare server refused ${key}: ${answer.status}`);
      return `${started.url}${keyPath}`;
    },
  };
};

export const stop = (started: Started | undefined) =>
  started ? stopService(started.service) : Promise.resolve();
