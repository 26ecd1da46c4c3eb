/**
 * Server-render time of catalogue pages: the built storefront (next start) in front of the API on
 * a fresh seeded PGlite, each page requested one at a time (after a few warm-up requests), timed
 * from request to the last byte of the HTML. Reports the median, p90, min and max of N requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_DIR,
  ensureWebBuild,
  type Service,
  startService,
  startWeb,
  stopService,
  waitForUrl,
} from '../scripts/lib/processes.ts';

const API_PORT = '4202';
const WEB_PORT = '3202';
const WARMUP_REQUESTS = 3;

export type RenderFigures = {
  path: string;
  requests: number;
  medianMs: number;
  p90Ms: number;
  minMs: number;
  maxMs: number;
  htmlBytes: number;
};

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const round = (ms: number) => Number(ms.toFixed(1));

/** Times `requests` sequential GETs of one page; a non-200 answer aborts the benchmark. */
const timePage = async (baseUrl: string, pagePath: string, requests: number): Promise<RenderFigures> => {
  const once = async (): Promise<{ ms: number; bytes: number }> => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pagePath}`, { headers: { 'accept-language': 'ja' } });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    return { ms, bytes: body.byteLength };
  };
  for (let i = 0; i < WARMUP_REQUESTS; i++) await once();
  const samples: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < requests; i++) samples.push(await once());
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    path: pagePath,
    requests,
    medianMs: round(quantile(sorted, 0.5)),
    p90Ms: round(quantile(sorted, 0.9)),
    minMs: round(sorted[0] ?? Number.NaN),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    htmlBytes: samples[0]?.bytes ?? 0,
  };
};

export const storefrontRenderBenchmark = async (options: { requests: number }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-web-'));
  const baseUrl = `http://localhost:${WEB_PORT}`;
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const env = { API_PORT, API_URL: apiUrl, PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const services: Service[] = [];
  try {
    await ensureWebBuild();
    const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
      env: { ...env, NODE_ENV: 'production' },
    });
    services.push(api);
    await waitForUrl(`${apiUrl}/health`, api);
    const web = startWeb(WEB_PORT, env);
    services.push(web);
    await waitForUrl(`${baseUrl}/health`, web);

    const listing = (await (await fetch(`${apiUrl}/v1/products?limit=1`)).json()) as {
      products: { id: string }[];
    };
    const productId = listing.products[0]?.id;
    if (!productId) throw new Error('the seeded API lists no product');

    const pages = ['/items', `/items/${productId}`, '/en/items', `/en/items/${productId}`];
    const figures: RenderFigures[] = [];
    for (const page of pages) figures.push(await timePage(baseUrl, page, options.requests));
    return { name: 'storefront server render', pages: figures };
  } finally {
    await Promise.all(services.map(stopService));
    rmSync(dataDir, { recursive: true, force: true });
  }
};
