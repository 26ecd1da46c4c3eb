/**
 * `npm run bench`: runs every benchmark and prints one JSON document, also written to
 * bench/results/latest.json. Figures only; nothing here asserts timing.
 * Options: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_RENDER_REQUESTS (requests per page in the render benchmark, default 20), BENCH_ONLY (names
 * to run, comma-separated: top-common, storefront-render, cart, checkout, sse, search; default all).
 * BENCH_DATABASE_URL adds PostgreSQL measurements (and is needed by checkout, which runs on
 * PostgreSQL only).
 * sse: BENCH_SSE_VIEWERS (default 500) and BENCH_SSE_RATE (comments per second, default 20).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { cartBenchmark } from './cart.bench.ts';
import { checkoutBenchmark } from './checkout.bench.ts';
import { searchBenchmark } from './search.bench.ts';
import { sseBenchmark } from './sse.bench.ts';
import { storefrontRenderBenchmark } from './storefront-render.bench.ts';
import { topCommonBenchmark } from './top-common.bench.ts';

const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  renderRequests: Number(process.env.BENCH_RENDER_REQUESTS ?? 20),
};

const benchmarks: Record<string, () => Promise<unknown>> = {
  'top-common': () => topCommonBenchmark(options),
  'storefront-render': () => storefrontRenderBenchmark({ requests: options.renderRequests }),
  cart: () => cartBenchmark(options),
  checkout: () => checkoutBenchmark(options),
  sse: () => sseBenchmark(options),
  search: () => searchBenchmark(options),
};
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in benchmarks));
if (unknown.length > 0) throw new Error(`unknown benchmark(s): ${unknown.join(', ')}`);

const figures: unknown[] = [];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only.length === 0 || only.includes(name)) figures.push(await benchmark());
}

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  options,
  benchmarks: figures,
};

const json = JSON.stringify(results, null, 2);
console.log(json);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${json}\n`);
