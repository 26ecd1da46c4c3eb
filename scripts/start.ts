/**
 * `npm start`: builds the storefront when needed, starts the API (which migrates and, on an empty
 * database, seeds the embedded PGlite at ./data/db), then the storefront, and prints the URL.
 */
import path from 'node:path';
import { resolveAuthSecret } from '../apps/api/src/modules/auth/secret.ts';
import {
  API_DIR,
  ensureWebBuild,
  ROOT,
  type Service,
  startService,
  startWeb,
  stopAllOnSignal,
  stopService,
  waitForUrl,
} from './lib/processes.ts';

const started = performance.now();
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const services: Service[] = [];
stopAllOnSignal(() => services);

const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
// The storefront seals its session cookie with SESSION_SECRET; without one, keep a generated key in
// the data dir (as the API does with its auth secret), so a restart does not sign everyone out.
const sessionSecret =
  process.env.SESSION_SECRET ||
  new TextDecoder().decode(await resolveAuthSecret('', path.join(dataDir, 'session-secret')));

const env = { API_PORT: apiPort, API_URL: apiUrl, PUBLIC_URL: publicUrl };

await ensureWebBuild();

const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], { env });
services.push(api);
await waitForUrl(`${apiUrl}/health`, api);

const web = startWeb(webPort, { ...env, SESSION_SECRET: sessionSecret });
services.push(web);
await waitForUrl(`http://localhost:${webPort}/health`, web);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n  hatake is running (ready in ${seconds} s)`);
console.log(`  storefront  ${publicUrl}/  (English: ${publicUrl}/en)`);
console.log(`  API         ${publicUrl}/v1/top/common  ·  docs ${publicUrl}/docs\n`);

// If either process dies, stop the other and exit with a failure.
await Promise.race(services.map((service) => new Promise((resolve) => service.child.once('exit', resolve))));
await Promise.all(services.map(stopService));
process.exit(1);
