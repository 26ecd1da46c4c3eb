/**
 * The processes of the multi-process test: a scratch PostgreSQL database, two API processes and
 * two built storefronts on one shared DATA_DIR, one Redis, and two round-robin balancers (one in
 * front of the storefronts, the public origin; one in front of the APIs). Ports 5100–5199.
 * Each process writes its output to a log file of its own (read for the expiry job's lines, shown
 * when a check fails).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Balancer, startBalancer } from '../lib/balancer.ts';
import { API_DIR, childEnv, type Service, stopService, WEB_DIR, waitForUrl } from '../lib/processes.ts';

export const PORTS = { web: 5100, apis: [5101, 5102], webs: [5111, 5112], api: 5120 } as const;

/** Every API process's PAYMENT_SANDBOX_SECRET: the test signs a provider's notification with it. */
export const SANDBOX_SECRET = 'multiprocess-test-sandbox-secret-0123';

export type Proc = Service & { log: string; port: number };

export type Stack = {
  databaseUrl: string;
  dataDir: string;
  apis: Proc[];
  webs: Proc[];
  /** The public origin: round robin over the storefronts. */
  web: Balancer;
  /** Round robin over the API processes. */
  api: Balancer;
  stop(): Promise<void>;
};

const start = (
  name: string,
  script: string,
  cwd: string,
  env: Record<string, string>,
  logDir: string,
  port: number,
): Proc => {
  const log = path.join(logDir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn('node', [script], {
    cwd,
    env: childEnv(env),
    stdio: ['ignore', out, out],
    detached: true,
  });
  return { name, child, log, port };
};

/** A database of its own on the server of `serverUrl`, dropped by `drop()`. */
export const scratchDatabase = async (serverUrl: string) => {
  const name = `hatake_multiprocess_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export const readLog = (proc: Proc): string => {
  try {
    return readFileSync(proc.log, 'utf8');
  } catch {
    return '';
  }
};

export const startStack = async (options: { serverUrl: string; redisUrl: string }): Promise<Stack> => {
  const database = await scratchDatabase(options.serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatake-multiprocess-'));
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const publicUrl = `http://127.0.0.1:${PORTS.web}`;
  const procs: Proc[] = [];
  let web: Balancer | undefined;
  let api: Balancer | undefined;
  const stop = async () => {
    await web?.close();
    await api?.close();
    await Promise.all(procs.map(stopService));
    await database.drop().catch((error: unknown) => console.error(`[multiprocess] drop database: ${error}`));
    if (!process.env.MULTIPROCESS_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // What several machines would share: one database, one Redis, the secrets (docs/scaling.md).
    const apiEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: 'multiprocess-test-auth-secret-0123456789abcdef',
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      ORDER_EXPIRY_INTERVAL: '1',
      RATE_LIMIT_MAX: '0',
      // The read cache as deployed (the API's default, spelled out: NODE_ENV=test would turn it off):
      // the 'cache' check reads a change through the other process within it.
      READ_CACHE_MS: '1000',
      LOG_LEVEL: 'info',
    };
    const apiScript = path.join(API_DIR, 'src/server.ts');
    const [firstPort, secondPort] = PORTS.apis;
    // The first migrates and seeds alone, as npm start does.
    const first = start(
      'api-1',
      apiScript,
      API_DIR,
      { ...apiEnv, API_PORT: String(firstPort) },
      logDir,
      firstPort,
    );
    procs.push(first);
    await waitForUrl(`http://127.0.0.1:${firstPort}/health`, first, 180_000);
    const second = start(
      'api-2',
      apiScript,
      API_DIR,
      { ...apiEnv, API_PORT: String(secondPort) },
      logDir,
      secondPort,
    );
    procs.push(second);
    await waitForUrl(`http://127.0.0.1:${secondPort}/health`, second, 120_000);

    const webEnv = {
      API_URL: PORTS.apis.map((port) => `http://127.0.0.1:${port}`).join(','),
      API_HEALTH_INTERVAL_MS: '500',
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: 'multiprocess-test-session-secret-0123456789',
      WEB_TRUST_PROXY: 'loopback',
      NODE_ENV: 'production',
    };
    const webs = PORTS.webs.map((port, i) =>
      start(
        `web-${i + 1}`,
        path.join(WEB_DIR, 'server.ts'),
        WEB_DIR,
        { ...webEnv, PORT: String(port) },
        logDir,
        port,
      ),
    );
    procs.push(...webs);
    await Promise.all(webs.map((proc) => waitForUrl(`http://127.0.0.1:${proc.port}/health`, proc, 120_000)));

    web = await startBalancer({
      backends: webs.map((proc) => `http://127.0.0.1:${proc.port}`),
      port: PORTS.web,
      host: '127.0.0.1',
    });
    api = await startBalancer({
      backends: PORTS.apis.map((port) => `http://127.0.0.1:${port}`),
      port: PORTS.api,
      host: '127.0.0.1',
    });
    return { databaseUrl: database.url, dataDir, apis: [first, second], webs, web, api, stop };
  } catch (error) {
    for (const proc of procs) console.error(`--- ${proc.name} (${proc.log})\n${readLog(proc).slice(-3000)}`);
    await stop();
    throw error;
  }
};

/** Whether the process is still the one started (never exited). */
export const isRunning = (proc: Proc): boolean =>
  proc.child.exitCode === null && proc.child.signalCode === null;
