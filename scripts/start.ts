/**
 * `npm start`: builds the storefront when needed, starts the API (which migrates and, on an empty
 * database, seeds the embedded PGlite at ./data/db), then the storefront, and prints the URL.
 * Once both answer, each is supervised: a process that dies is restarted (lib/supervisor.ts, with
 * the backoff of lib/restart-policy.ts), so one crash does not take the site down. Only Ctrl-C or
 * SIGTERM stops both (exit 0). A process that cannot even come up the first time fails the start.
 *
 * API_PROCESSES=N and WEB_PROCESSES=N (default 1) run several of each on this machine
 * (lib/process-plan.ts, docs/scaling.md): the APIs on consecutive ports from API_PORT, every
 * storefront given all their addresses, several storefronts behind a round-robin balancer on PORT
 * (lib/balancer.ts). Several APIs need DATABASE_URL and REDIS_URL; the start refuses without them,
 * and warns when they keep files locally (not STORAGE=s3) or have no SMTP_URL.
 */
import path from 'node:path';
import { secretFromFile } from '../apps/api/src/lib/secret-file.ts';
import { type Balancer, startBalancer } from './lib/balancer.ts';
import { type ProcessPlan, ProcessPlanError, planProcesses } from './lib/process-plan.ts';
import {
  API_DIR,
  ensureWebBuild,
  ROOT,
  startService,
  startWeb,
  stopOnSignal,
  waitForUrl,
} from './lib/processes.ts';
import { type Supervisor, supervise } from './lib/supervisor.ts';

const started = performance.now();
let plan: ProcessPlan;
try {
  plan = planProcesses(process.env);
} catch (error) {
  if (!(error instanceof ProcessPlanError)) throw error;
  console.error(`[hatake] ${error.message}`);
  process.exit(1);
}
for (const note of plan.notes) console.log(`[hatake] ${note}`);
for (const warning of plan.warnings) console.warn(`[hatake] warning: ${warning}`);

const publicPort = plan.balancerPort ?? plan.webPorts[0];
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${publicPort}`;
const supervisors: Supervisor[] = [];
let balancer: Balancer | undefined;
const stopAll = async () => {
  await balancer?.close();
  await Promise.all(supervisors.map((supervisor) => supervisor.stop()));
};
stopOnSignal(stopAll);

const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
// The storefront seals its session cookie with SESSION_SECRET; without one, keep a generated key in
// the data dir (as the API does with its auth secret), so a restart does not sign everyone out.
const sessionSecret =
  process.env.SESSION_SECRET ||
  new TextDecoder().decode(await secretFromFile(path.join(dataDir, 'session-secret')));

const env = { API_URL: plan.apiUrl, PUBLIC_URL: publicUrl };
const several = (count: number, name: string, index: number) => (count > 1 ? `${name}-${index + 1}` : name);

await ensureWebBuild();

const startApi = async (port: number, index: number): Promise<void> => {
  const name = several(plan.apiPorts.length, 'api', index);
  const api = supervise(() =>
    startService(name, 'node', [path.join(API_DIR, 'src/server.ts')], {
      env: { ...env, API_PORT: String(port) },
    }),
  );
  supervisors.push(api);
  await waitForUrl(`http://127.0.0.1:${port}/health`, api.current);
};

const startStorefront = async (port: number, index: number): Promise<void> => {
  // Behind the balancer the storefront's peer is the balancer: it may name the client.
  const trust = [process.env.WEB_TRUST_PROXY, plan.balancerPort ? 'loopback' : undefined].filter(Boolean);
  const web = supervise(() =>
    startWeb(
      String(port),
      {
        ...env,
        SESSION_SECRET: sessionSecret,
        ...(trust.length > 0 ? { WEB_TRUST_PROXY: trust.join(',') } : {}),
      },
      several(plan.webPorts.length, 'web', index),
    ),
  );
  supervisors.push(web);
  await waitForUrl(`http://localhost:${port}/health`, web.current);
};

try {
  // The first API alone migrates, seeds and writes the auth secret; the others then find them done.
  const [firstApi, ...otherApis] = plan.apiPorts;
  if (firstApi !== undefined) await startApi(firstApi, 0);
  await Promise.all(otherApis.map((port, index) => startApi(port, index + 1)));
  await Promise.all(plan.webPorts.map(startStorefront));
  if (plan.balancerPort !== undefined) {
    balancer = await startBalancer({
      backends: plan.webPorts.map((port) => `http://127.0.0.1:${port}`),
      port: plan.balancerPort,
    });
  }
} catch (error) {
  console.error(`[hatake] ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n  hatake is running (ready in ${seconds} s)`);
console.log(`  storefront  ${publicUrl}/  (English: ${publicUrl}/en)`);
console.log(`  API         ${publicUrl}/v1/top/common  ·  docs ${publicUrl}/docs`);
if (plan.apiPorts.length > 1 || plan.webPorts.length > 1) {
  console.log(
    `  processes   ${plan.apiPorts.length} API (ports ${plan.apiPorts.join(', ')}), ` +
      `${plan.webPorts.length} storefront (ports ${plan.webPorts.join(', ')}${plan.balancerPort ? `, balanced on ${plan.balancerPort}` : ''})`,
  );
}
console.log('');
