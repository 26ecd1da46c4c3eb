/**
 * Target 6 (docs/performance.md): throughput at one and at two processes of the API and of the
 * storefront, side by side, each configuration started the way an operator does it —
 * `npm start` (scripts/start.ts) with API_PROCESSES=N and WEB_PROCESSES=N on a scratch PostgreSQL
 * database and Redis (several API processes need both; docs/scaling.md), the storefronts behind
 * npm start's round-robin balancer when there are two. Measured: the API's product list at 50
 * connections, spread evenly over the API processes (as the storefront spreads its calls over its API
 * addresses), and /items/{id} at 10 connections through the shop's public port.
 */
import path from 'node:path';
import { stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { fetchBody } from './api-reads.bench.ts';
import { type Context, demoIds, loadColumns, noFailures } from './context.ts';
import { createScratchDatabase, type LoadFigures, measureSpread, reachableRedis } from './lib.ts';
import { currentTree, logTail, spawnLogged } from './stack.ts';

const API_PORT = 5240;
const PUBLIC_PORT = 5320;

const times = (two: LoadFigures, one: LoadFigures) =>
  one.reqPerSec > 0 ? `×${(two.reqPerSec / one.reqPerSec).toFixed(2)} of 1 process` : '';

type Case = { call: string; path: (productId: string) => string; connections: number; api: boolean };
const CASES: Case[] = [
  {
    call: 'API GET /v1/products?limit=20 (PostgreSQL)',
    path: () => '/v1/products?limit=20',
    connections: 50,
    api: true,
  },
  { call: 'SSR /items/{id} (ja)', path: (productId) => `/items/${productId}`, connections: 10, api: false },
];

/** Starts the shop with `count` API and storefront processes, measures every case, stops it. */
const measureShop = async (context: Context, count: number, databaseUrl: string, redisUrl: string) => {
  const workDir = path.join(context.workDir, `scale-${count}`);
  const service = await spawnLogged(
    `npm start ×${count}`,
    path.join(currentTree().root, 'scripts/start.ts'),
    currentTree().root,
    {
      API_PROCESSES: String(count),
      WEB_PROCESSES: String(count),
      API_PORT: String(API_PORT),
      PORT: String(PUBLIC_PORT),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: workDir,
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '0',
    },
    path.join(workDir, 'start.log'),
  );
  try {
    const apiUrls = Array.from({ length: count }, (_, index) => `http://127.0.0.1:${API_PORT + index}`);
    const publicUrl = `http://localhost:${PUBLIC_PORT}`;
    try {
      for (const url of apiUrls) await waitForUrl(`${url}/health`, service, 300_000);
      await waitForUrl(`${publicUrl}/health`, service, 300_000);
    } catch (error) {
      throw new Error(`${error}\n${logTail(path.join(workDir, 'start.log'))}`);
    }
    const { productId } = await demoIds(apiUrls[0] ?? '');
    const measured: { figures: LoadFigures; bare: LoadFigures }[] = [];
    for (const each of CASES) {
      const urls = (each.api ? apiUrls : [publicUrl]).map((url) => `${url}${each.path(productId)}`);
      const { body, contentType } = await fetchBody(urls[0] ?? '');
      const figures = await measureSpread(urls, { ...context.options, connections: each.connections });
      measured.push({ figures, bare: await context.bare(body, contentType, each.connections) });
    }
    return measured;
  } finally {
    await stopService(service);
  }
};

export const scalingBenchmark = async (context: Context) => {
  const server = await context.databaseServer();
  const redisUrl = await reachableRedis();
  if (!server || !redisUrl) {
    context.note(
      'scaling skipped: several API processes need PostgreSQL (BENCH_DATABASE_URL) and Redis (BENCH_REDIS_URL)',
    );
    return;
  }
  const database = await createScratchDatabase(server, 'scaling');
  try {
    const one = await measureShop(context, 1, database.url, redisUrl);
    const two = await measureShop(context, 2, database.url, redisUrl);
    for (const [index, each] of CASES.entries()) {
      const first = one[index];
      const second = two[index];
      if (!first || !second) continue;
      for (const [processes, { figures, bare }] of [
        [1, first],
        [2, second],
      ] as const) {
        context.report({
          benchmark: 'scaling',
          call: `${each.call}, ${processes} API + ${processes} storefront process${processes === 1 ? '' : 'es'}`,
          connections: each.connections,
          ...loadColumns(figures, bare),
          measured: processes === 2 ? times(second.figures, first.figures) : '',
          checks: [noFailures(figures)],
        });
      }
    }
  } finally {
    await database.drop().catch(() => undefined);
  }
};
