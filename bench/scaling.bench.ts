/**
 * Target 6 (docs/performance.md): throughput at one and at two processes, side by side — the API's
 * product list at 50 connections and the storefront's item page at 10, on one scratch PostgreSQL
 * database (the embedded PGlite belongs to one process). Two processes are two API processes on that
 * database and two storefronts, each forwarding to its own API; the load tool spreads its connections
 * evenly over both (a client-side round robin, so no balancer process takes a share of the two cores).
 */
import path from 'node:path';
import { fetchBody } from './api-reads.bench.ts';
import { type Context, demoIds, loadColumns, noFailures, PORTS } from './context.ts';
import { type LoadFigures, measureSpread } from './lib.ts';
import { startApi, startWeb } from './stack.ts';

const times = (two: LoadFigures, one: LoadFigures) =>
  one.reqPerSec > 0 ? `×${(two.reqPerSec / one.reqPerSec).toFixed(2)} of 1 process` : '';

export const scalingBenchmark = async (context: Context) => {
  const database = await context.postgresDatabase();
  const first = await context.postgresApi();
  if (!database || !first) {
    context.note('scaling skipped: two API processes need a shared PostgreSQL database (BENCH_DATABASE_URL)');
    return;
  }
  const second = context.keep(
    await startApi({
      port: PORTS.apiPostgresSecond,
      workDir: path.join(context.workDir, 'postgres-second'),
      databaseUrl: database.url,
    }),
  );
  await context.webBuild();
  const webs = [
    context.keep(await startWeb({ port: PORTS.webPostgres, apiUrl: first.url, workDir: context.workDir })),
    context.keep(
      await startWeb({ port: PORTS.webPostgresSecond, apiUrl: second.url, workDir: context.workDir }),
    ),
  ];
  const ids = await demoIds(first.url);
  const cases = [
    {
      call: 'API GET /v1/products?limit=20 (PostgreSQL)',
      path: '/v1/products?limit=20',
      urls: [first.url, second.url],
      connections: 50,
    },
    {
      call: 'SSR /items/{id} (ja, storefront → API on PostgreSQL)',
      path: `/items/${ids.productId}`,
      urls: webs.map((web) => web.url),
      connections: 10,
    },
  ];
  for (const each of cases) {
    const { body, contentType } = await fetchBody(`${each.urls[0]}${each.path}`);
    const bare = await context.bare(body, contentType, each.connections);
    const load = { ...context.options, connections: each.connections };
    const one = await measureSpread([`${each.urls[0]}${each.path}`], load);
    const two = await measureSpread(
      each.urls.map((url) => `${url}${each.path}`),
      load,
    );
    for (const [processes, figures] of [
      [1, one],
      [2, two],
    ] as const) {
      context.report({
        benchmark: 'scaling',
        call: `${each.call}, ${processes} process${processes === 1 ? '' : 'es'}`,
        connections: each.connections,
        ...loadColumns(figures, bare),
        measured: processes === 2 ? times(two, one) : '',
        checks: [noFailures(figures)],
      });
    }
  }
};
