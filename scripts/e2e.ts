/**
 * `npm run test:e2e`: a real browser against the real storefront and API. Each Vitest worker gets
 * a storefront + API pair of its own, each API with a fresh, seeded PGlite in a temporary
 * directory (the user's ./data is untouched), so files running at the same time share no data;
 * the storefront build is shared. E2E_WORKERS sets the number of workers (default one, see
 * scripts/lib/e2e-plan.ts), never more than the files selected. The first pair listens on
 * E2E_WEB_PORT / E2E_API_PORT (3100 / 4100), the others on free ports.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/browser.ts';
import { type Pair, pairCount, pairEnv, readWorkers } from './lib/e2e-plan.ts';
import {
  API_DIR,
  ensureWebBuild,
  freePort,
  ROOT,
  run,
  type Service,
  startService,
  startWeb,
  stopAllOnSignal,
  stopService,
  WEB_DIR,
  waitForUrl,
} from './lib/processes.ts';

const args = process.argv.slice(2);
const services: Service[] = [];
const dataDirs: string[] = [];
stopAllOnSignal(() => services);

const e2eFiles = readdirSync(path.join(WEB_DIR, 'e2e'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => path.relative(ROOT, path.join(WEB_DIR, 'e2e', file)));
const pairs = pairCount(readWorkers(process.env.E2E_WORKERS), e2eFiles, args);

/** Starts pair `index` (0-based): its API on a fresh PGlite, then its storefront. */
const startPair = async (index: number): Promise<Pair> => {
  const webPort = index === 0 ? (process.env.E2E_WEB_PORT ?? '3100') : String(await freePort());
  const apiPort = index === 0 ? (process.env.E2E_API_PORT ?? '4100') : String(await freePort());
  const baseUrl = `http://localhost:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatake-e2e-'));
  dataDirs.push(dataDir);
  const env = {
    API_PORT: apiPort,
    API_URL: apiUrl,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A code may be mailed again after 15 s instead of a minute (the API and the storefront's
    // countdown both read it): accounts.e2e walks the resend without waiting out a real minute.
    CODE_RESEND_SECONDS: '15',
  };
  const suffix = pairs > 1 ? `-${index + 1}` : '';
  const api = startService(`api${suffix}`, 'node', [path.join(API_DIR, 'src/server.ts')], { env });
  services.push(api);
  await waitForUrl(`${apiUrl}/health`, api);
  const web = startWeb(webPort, env, `web${suffix}`);
  services.push(web);
  await waitForUrl(`${baseUrl}/health`, web);
  return { baseUrl, apiUrl, dataDir };
};

let code = 1;
try {
  await ensureChromium();
  await ensureWebBuild();
  const started = await Promise.all(Array.from({ length: pairs }, (_, index) => startPair(index)));
  if (pairs > 1) console.log(`[hatake] e2e: ${pairs} workers, each with its own storefront and API`);
  // E2E_API_URL: for tests that start a storefront of their own with other settings (monitoring.e2e.ts).
  code = await run('vitest', ['run', '--project', 'e2e', ...args], { env: pairEnv(started) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(services.map(stopService));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
