/**
 * `npm run bench`: measures every performance target of docs/performance.md in one run — starting
 * what it needs (the API on PGlite and on a scratch PostgreSQL database, the built storefront, a bare
 * node:http baseline) — prints a progress line per measurement, then one table, and writes every
 * figure to bench/results/latest.json. Figures only: nothing here asserts timing.
 *
 * Options (environment):
 * - BENCH_ONLY: benchmarks to run, comma-separated (default: all but search and profile): api,
 *   forwarding, pages, browser, cart, scaling, checkout, sse, search, profile.
 * - BENCH_DURATION: seconds per load measurement (default 3), BENCH_WARMUP: seconds of warm-up
 *   before each (default 1).
 * - BENCH_DATABASE_URL: the PostgreSQL server for the scratch databases (default
 *   postgres://postgres@127.0.0.1:5432/test; the PostgreSQL rows are skipped with a note when it
 *   does not answer).
 * - BENCH_LIGHTHOUSE_LOCALES: the locales Lighthouse loads each page in (default ja; ja,en for both).
 * - BENCH_PAGES: only these pages in pages and browser, comma-separated labels (e.g. /,/items/{id}).
 * - BENCH_PORT_BASE: listen on N to N+13 instead of 5200–5399 (bench/context.ts PORTS), for runs side by side.
 * - BENCH_SSE_VIEWERS (default 1000) and BENCH_SSE_RATE (comments per second, default 20).
 * - BENCH_API_PROFILE_DIR: every API process the run starts runs under `node --cpu-prof` and writes
 *   its profile there, one file per process (read it with bench/profile.ts, or in Chrome DevTools).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { apiReadsBenchmark, forwardingBenchmark } from './api-reads.bench.ts';
import { browserBenchmark } from './browser.bench.ts';
import { cartBenchmark } from './cart.bench.ts';
import { checkoutBenchmark } from './checkout.bench.ts';
import { type Context, createContext } from './context.ts';
import { pagesBenchmark } from './pages.bench.ts';
import { profileBenchmark } from './profile.bench.ts';
import { formatTable, rowJson } from './report.ts';
import { scalingBenchmark } from './scaling.bench.ts';
import { searchBenchmark } from './search.bench.ts';
import { sseBenchmark } from './sse.bench.ts';

const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 3),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
};

/** In the order they run; those sharing a process run while it is up. */
const benchmarks: Record<string, (context: Context) => Promise<unknown>> = {
  api: apiReadsBenchmark,
  forwarding: forwardingBenchmark,
  pages: pagesBenchmark,
  browser: browserBenchmark,
  cart: cartBenchmark,
  scaling: scalingBenchmark,
  checkout: checkoutBenchmark,
  sse: sseBenchmark,
  search: searchBenchmark,
  profile: profileBenchmark,
};
/**
 * Not in the default run: keyword search has no target of its own (docs/rules/search.md), and the
 * profiles slow what they profile.
 */
const OPT_IN = new Set(['search', 'profile']);

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${Object.keys(benchmarks).join(', ')})`);
  process.exit(2);
}
const selected = Object.keys(benchmarks).filter((name) =>
  only.length === 0 ? !OPT_IN.has(name) : only.includes(name),
);

const context = createContext(options);
let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await context.close();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

/** The benchmarks that start a storefront, so the run builds it first. */
const STOREFRONT = new Set(['forwarding', 'pages', 'browser', 'scaling', 'profile']);

const started = performance.now();
const failures: { benchmark: string; error: string }[] = [];
const extras: Record<string, unknown> = {};
try {
  await context.prepare(selected.some((name) => STOREFRONT.has(name)));
  for (const name of selected) {
    const benchmark = benchmarks[name];
    if (!benchmark) continue;
    console.log(`[bench] ${name}: starting`);
    const begun = performance.now();
    try {
      const extra = await benchmark(context);
      if (extra !== undefined) extras[name] = extra;
    } catch (error) {
      // One broken benchmark must not lose the others' figures: it is reported and the run fails.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      failures.push({ benchmark: name, error: message });
      console.error(`[bench] ${name}: FAILED\n${message}`);
    }
    console.log(`[bench] ${name}: done in ${Math.round((performance.now() - begun) / 1000)} s`);
  }
} finally {
  await stopAll();
}

const table = formatTable(context.rows);
const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  options: { ...options, only: selected },
  seconds: Math.round((performance.now() - started) / 1000),
  rows: context.rows.map(rowJson),
  notes: context.notes,
  details: extras,
  failures,
  table,
};
console.log(`\n${table}\n`);
for (const note of context.notes) console.log(`note: ${note}`);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`[bench] ${context.rows.length} rows in ${results.seconds} s → bench/results/latest.json`);
if (failures.length > 0) {
  console.error(`[bench] failed: ${failures.map((failure) => failure.benchmark).join(', ')}`);
  process.exitCode = 1;
}
