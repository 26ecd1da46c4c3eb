/**
 * BENCH_ONLY=profile (not in the default run): CPU profiles (`node --cpu-prof`) of the API under the
 * product list at 50 connections (on PostgreSQL when a server answers, else PGlite) and of the
 * storefront under /items/{id} at 10, summarised into top self-time functions and packages
 * (profile.ts). The summaries go to bench/results/latest.json and are printed; the .cpuprofile files
 * are kept in bench/results/ for Chrome DevTools or speedscope.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_COOKIE, fillCart, pricedCartPath } from './cart.bench.ts';
import { type Context, demoIds, PORTS } from './context.ts';
import { measure } from './lib.ts';
import { type CpuProfile, summariseProfile } from './profile.ts';
import { type Started, startApi, startWeb, stop } from './stack.ts';

const PROFILED_API_PORT = PORTS.profiledApi;
const PROFILED_WEB_PORT = PORTS.profiledWeb;
const RESULTS = path.join(import.meta.dirname, 'results');

type Summary = ReturnType<typeof summariseProfile>;

/**
 * Every profile written in `dir`: the started process's own (its pid in the file name) first, then
 * any child's that inherited --cpu-prof (the storefront's page renderer). Each is copied to
 * bench/results/<name>-<n>.cpuprofile.
 */
const readProfiles = (dir: string, pid: number | undefined, name: string, lastSeconds: number) => {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .sort((a, b) => Number(!a.includes(`.${pid}.`)) - Number(!b.includes(`.${pid}.`)));
  if (files.length === 0) throw new Error(`no .cpuprofile written in ${dir}`);
  mkdirSync(RESULTS, { recursive: true });
  return files.map((file, index) => {
    const role = file.includes(`.${pid}.`) ? 'main process' : `child process ${index}`;
    copyFileSync(path.join(dir, file), path.join(RESULTS, `${name}-${index}.cpuprofile`));
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    return { role, ...summariseProfile(profile, 15, lastSeconds) };
  });
};

const print = (title: string, summaries: (Summary & { role: string })[]) => {
  for (const summary of summaries) {
    console.log(`[bench] profile: ${title}, ${summary.role}`);
    for (const owner of summary.owners.slice(0, 8)) console.log(`  ${owner.percent}%\t${owner.name}`);
    console.log('  top self time:');
    for (const fn of summary.functions) console.log(`  ${fn.percent}%\t${fn.name}`);
  }
};

/**
 * Loads `url` while `service` runs under --cpu-prof, then stops it (the exit writes the profile);
 * answers the seconds from the end of the warm-up to the exit, the part of the profile to read.
 */
const loadThenStop = async (
  service: Started,
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) => {
  let since = performance.now();
  try {
    await measure(url, { connections, durationSeconds: 1, warmupSeconds: 0, headers });
    since = performance.now();
    await measure(url, { connections, durationSeconds: seconds, warmupSeconds: 0, headers });
  } finally {
    await stop(service);
  }
  return (performance.now() - since) / 1000;
};

export const profileBenchmark = async (context: Context) => {
  const seconds = Math.max(5, context.options.durationSeconds);
  const database = await context.postgresDatabase();
  const apiDir = path.join(context.workDir, 'profile-api');
  const api = await startApi({
    port: PROFILED_API_PORT,
    workDir: apiDir,
    databaseUrl: database?.url,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${apiDir}/prof`],
  });
  const apiSeconds = await loadThenStop(api, `${api.url}/v1/products?limit=20`, 50, seconds);
  const where = database ? 'PostgreSQL' : 'PGlite';
  const apiPid = api.service.child.pid;
  const apiSummary = readProfiles(path.join(apiDir, 'prof'), apiPid, 'api-product-list', apiSeconds);
  print(`API (${where}) under GET /v1/products?limit=20, 50 connections, ${seconds} s`, apiSummary);

  // The same DATA_DIR: with a fresh one, the API would draw the demo pictures again while profiled.
  const cartProfiles = path.join(apiDir, 'prof-cart');
  const cartApi = await startApi({
    port: PROFILED_API_PORT,
    workDir: apiDir,
    databaseUrl: database?.url,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cartProfiles}`],
  });
  const cartUrl = `${cartApi.url}${pricedCartPath(await fillCart(cartApi.url))}`;
  const cartSeconds = await loadThenStop(cartApi, cartUrl, 10, seconds, { cookie: CART_COOKIE });
  const cartPid = cartApi.service.child.pid;
  const cartSummary = readProfiles(cartProfiles, cartPid, 'api-priced-cart', cartSeconds);
  print(`API (${where}) under the priced cart, 10 connections, ${seconds} s`, cartSummary);

  const upstream = await context.pgliteApi();
  const webDir = path.join(context.workDir, 'profile-web');
  const web = await startWeb({
    port: PROFILED_WEB_PORT,
    apiUrl: upstream.url,
    workDir: webDir,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${webDir}/prof`],
  });
  const itemPage = `${web.url}/items/${(await demoIds(upstream.url)).productId}`;
  const webSeconds = await loadThenStop(web, itemPage, 10, seconds);
  const webPid = web.service.child.pid;
  const webSummary = readProfiles(path.join(webDir, 'prof'), webPid, 'web-item-page', webSeconds);
  print(`storefront under /items/{id} (ja), 10 connections, ${seconds} s`, webSummary);
  return {
    api: { database: where, processes: apiSummary },
    pricedCart: { database: where, processes: cartSummary },
    web: { processes: webSummary },
  };
};
