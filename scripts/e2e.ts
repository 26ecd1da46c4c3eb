/**
 * `npm run test:e2e`: a real browser against the real storefront and API. Both run on their own
 * ports with a fresh, seeded PGlite in a temporary directory, so the user's ./data is untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/browser.ts';
import {
  API_DIR,
  ensureWebBuild,
  run,
  type Service,
  startService,
  startWeb,
  stopAllOnSignal,
  stopService,
  waitForUrl,
} from './lib/processes.ts';

const webPort = process.env.E2E_WEB_PORT ?? '3100';
const apiPort = process.env.E2E_API_PORT ?? '4100';
const baseUrl = `http://localhost:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hatake-e2e-'));
const services: Service[] = [];
stopAllOnSignal(() => services);

const env = { API_PORT: apiPort, API_URL: apiUrl, PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

let code = 1;
try {
  await ensureChromium();
  await ensureWebBuild();
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], { env });
  services.push(api);
  await waitForUrl(`${apiUrl}/health`, api);
  const web = startWeb(webPort, env);
  services.push(web);
  await waitForUrl(`${baseUrl}/health`, web);
  code = await run('vitest', ['run', '--project', 'e2e', ...process.argv.slice(2)], {
    // E2E_API_URL: for tests that start a storefront of their own with other settings (monitoring.e2e.ts).
    env: { E2E_BASE_URL: baseUrl, E2E_API_URL: apiUrl, E2E_DATA_DIR: dataDir },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(services.map(stopService));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
