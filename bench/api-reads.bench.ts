/**
 * Targets 1 and 2 (docs/performance.md): the API's public reads at 50 connections — on a scratch
 * PostgreSQL database and on the embedded PGlite (the default), and through the storefront's `/v1`
 * forwarding (what browsers and other clients call) — each against the bare server answering the
 * same bytes from memory.
 */
import { type Context, type DemoIds, demoIds, loadColumns, noFailures } from './context.ts';
import { measure } from './lib.ts';
import type { Check } from './report.ts';

const CONNECTIONS = 50;

export const publicReads = (ids: DemoIds) => [
  { name: 'product list', path: '/v1/products?limit=20' },
  { name: 'product detail', path: `/v1/products/${ids.productId}` },
  { name: 'experience list', path: '/v1/experiences?limit=20' },
  { name: 'experience detail', path: `/v1/experiences/${ids.experienceId}` },
  { name: 'coordinator', path: `/v1/coordinators/${ids.coordinatorId}` },
  { name: 'top', path: '/v1/top/common' },
  { name: 'lives', path: '/v1/schedules/lives' },
  { name: 'schedule', path: `/v1/schedules/${ids.scheduleId}` },
  { name: 'videos', path: '/v1/videos' },
];

/** The answer's bytes and content type; anything but 200 stops the benchmark (never time an error). */
export const fetchBody = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200)
    throw new Error(`${url} answered ${answer.status}: ${body.toString().slice(0, 200)}`);
  return { body, contentType: answer.headers.get('content-type') ?? 'application/octet-stream' };
};

const measureReads = async (
  context: Context,
  where: string,
  baseUrl: string,
  ids: DemoIds,
  checks: (ratio: number | undefined, p99: number) => Check[],
) => {
  for (const call of publicReads(ids)) {
    const { body, contentType } = await fetchBody(`${baseUrl}${call.path}`);
    const figures = await measure(`${baseUrl}${call.path}`, { ...context.options, connections: CONNECTIONS });
    const bare = await context.bare(body, contentType, CONNECTIONS);
    const columns = loadColumns(figures, bare);
    context.report({
      benchmark: where.startsWith('storefront') ? 'forwarding' : 'api',
      call: `${where} GET ${call.path.replace(/[A-Za-z0-9_-]{16,}/g, '{id}')} (${call.name}, ${(body.length / 1024).toFixed(1)} KB)`,
      connections: CONNECTIONS,
      ...columns,
      checks: [...checks(columns.ratio, figures.p99Ms), noFailures(figures)],
    });
  }
};

const apiTargets = (ratio: number | undefined, p99: number): Check[] => [
  { label: 'ratio', value: ratio, op: '>=', limit: 0.5 },
  { label: 'p99', value: p99, op: '<=', limit: 20, unit: ' ms' },
];

/** Target 1: the API on PostgreSQL (when a server answers) and on PGlite. */
export const apiReadsBenchmark = async (context: Context) => {
  const postgres = await context.postgresApi();
  if (postgres)
    await measureReads(context, 'API (PostgreSQL)', postgres.url, await demoIds(postgres.url), apiTargets);
  else context.note('no PostgreSQL server answered (BENCH_DATABASE_URL): API reads measured on PGlite only');
  const pglite = await context.pgliteApi();
  await measureReads(context, 'API (PGlite)', pglite.url, await context.ids(), apiTargets);
};

/** Target 2: the same calls through the storefront's `/v1` forwarding (storefront → API on PGlite). */
export const forwardingBenchmark = async (context: Context) => {
  const web = await context.webPglite();
  await measureReads(context, 'storefront /v1 → API (PGlite)', web.url, await context.ids(), (ratio) => [
    { label: 'ratio', value: ratio, op: '>=', limit: 0.4 },
  ]);
};
