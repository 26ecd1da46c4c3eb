/**
 * `npm run bench`: runs every benchmark and prints one JSON document, also written to
 * bench/results/latest.json. Figures only; nothing here asserts timing.
 * Options: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 10).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { topCommonBenchmark } from './top-common.bench.ts';

const options = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  options,
  benchmarks: [await topCommonBenchmark(options)],
};

const json = JSON.stringify(results, null, 2);
console.log(json);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${json}\n`);
