/**
 * `npm start`: builds the storefront when needed, starts the API (which migrates and, on an empty
 * database, seeds the embedded PGlite at ./data/db), then the storefront, and prints the URL.
 * Once both answer, each is supervised: a process that dies is restarted (lib/supervisor.ts, with
 * the backoff of lib/restart-policy.ts), so one crash does not take the site down. Only Ctrl-C or
 * SIGTERM stops both (exit 0). A process that cannot even come up the first time fails the start.
 */
import path from 'node:path';
import { resolveAuthSecret } from '../apps/api/src/modules/auth/secret.ts';
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
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const supervisors: Supervisor[] = [];
const stopAll = () => Promise.all(supervisors.map((supervisor) => supervisor.stop()));
stopOnSignal(stopAll);

const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
// The storefront seals its session cookie with SESSION_SECRET; without one, keep a generated key in
// the data dir (as the API does with its auth secret), so a restart does not sign everyone out.
const sessionSecret =
  process.env.SESSION_SECRET ||
  new TextDecoder().decode(await resolveAuthSecret('', path.join(dataDir, 'session-secret')));

const env = { API_PORT: apiPort, API_URL: apiUrl, PUBLIC_URL: publicUrl };

await ensureWebBuild();

try {
  const api = supervise(() => startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], { env }));
  supervisors.push(api);
  await waitForUrl(`${apiUrl}/health`, api.current);

  const web = supervise(() => startWeb(webPort, { ...env, SESSION_SECRET: sessionSecret }));
  supervisors.push(web);
  await waitForUrl(`http://localhost:${webPort}/health`, web.current);
} catch (error) {
  console.error(`[hatake] ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n  hatake is running (ready in ${seconds} s)`);
console.log(`  storefront  ${publicUrl}/  (English: ${publicUrl}/en)`);
console.log(`  API         ${publicUrl}/v1/top/common  ·  docs ${publicUrl}/docs\n`);
