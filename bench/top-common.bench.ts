/**
 * GET /v1/top/common on the API (embedded PGlite, seeded), read from the database on every request
 * (TOP_CACHE_SECONDS=0) and with the default few-second reuse, against a bare node:http server
 * answering the same bytes from memory, in the same run on the same machine. With
 * BENCH_DATABASE_URL set, the uncached API is also measured on that PostgreSQL server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIR, type Service, startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { type LoadFigures, type LoadOptions, measure } from './lib.ts';

const API_PORT = '4200';
const BASELINE_PORT = '4201';
const API_URL = `http://127.0.0.1:${API_PORT}`;

const withApi = async <T>(env: Record<string, string>, use: () => Promise<T>): Promise<T> => {
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
    env: { API_PORT, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
  try {
    await waitForUrl(`${API_URL}/health`, api);
    return await use();
  } finally {
    await stopService(api);
  }
};

const ratio = (api: LoadFigures, baseline: LoadFigures) =>
  Number((api.reqPerSec / baseline.reqPerSec).toFixed(3));

export const topCommonBenchmark = async (options: LoadOptions) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-'));
  const url = `${API_URL}/v1/top/common`;
  const services: Service[] = [];
  try {
    const pglite = { DATA_DIR: workDir };
    const { body, contentType, uncached } = await withApi({ ...pglite, TOP_CACHE_SECONDS: '0' }, async () => {
      const response = await fetch(url);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/json',
        uncached: await measure(url, options),
      };
    });
    const cached = await withApi(pglite, () => measure(url, options));
    const postgres = process.env.BENCH_DATABASE_URL
      ? await withApi(
          { ...pglite, DATABASE_URL: process.env.BENCH_DATABASE_URL, TOP_CACHE_SECONDS: '0' },
          () => measure(url, options),
        )
      : undefined;

    const bodyFile = path.join(workDir, 'top-common.json');
    writeFileSync(bodyFile, body);
    const baseline = startService('baseline', 'node', [
      path.join(import.meta.dirname, 'servers/static-bytes.ts'),
      BASELINE_PORT,
      bodyFile,
      contentType,
    ]);
    services.push(baseline);
    const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}/`;
    await waitForUrl(baselineUrl, baseline);
    const baselineFigures = await measure(baselineUrl, options);

    return {
      name: 'GET /v1/top/common',
      responseBytes: body.length,
      apiPgliteUncached: { ...uncached, ratioToBaseline: ratio(uncached, baselineFigures) },
      apiPgliteCached: { ...cached, ratioToBaseline: ratio(cached, baselineFigures) },
      ...(postgres
        ? { apiPostgresUncached: { ...postgres, ratioToBaseline: ratio(postgres, baselineFigures) } }
        : {}),
      baseline: baselineFigures,
    };
  } finally {
    await Promise.all(services.map(stopService));
    rmSync(workDir, { recursive: true, force: true });
  }
};
