/**
 * GET /v1/top/common on the API (embedded PGlite, seeded) against a bare node:http server that
 * answers the same bytes from memory, in the same run on the same machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_DIR, startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { type LoadOptions, measure } from './lib.ts';

export const topCommonBenchmark = async (options: LoadOptions) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-'));
  const apiPort = '4200';
  const baselinePort = '4201';
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
    env: { API_PORT: apiPort, DATA_DIR: workDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const services = [api];
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}/v1/top/common`;
    await waitForUrl(`http://127.0.0.1:${apiPort}/health`, api);
    const response = await fetch(apiUrl);
    const bodyFile = path.join(workDir, 'top-common.json');
    writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));

    const baseline = startService('baseline', 'node', [
      path.join(import.meta.dirname, 'servers/static-bytes.ts'),
      baselinePort,
      bodyFile,
      response.headers.get('content-type') ?? 'application/json',
    ]);
    services.push(baseline);
    const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
    await waitForUrl(baselineUrl, baseline);

    const apiFigures = await measure(apiUrl, options);
    const baselineFigures = await measure(baselineUrl, options);
    return {
      name: 'GET /v1/top/common',
      responseBytes: Number(response.headers.get('content-length') ?? 0),
      api: apiFigures,
      baseline: baselineFigures,
      ratio: Number((apiFigures.reqPerSec / baselineFigures.reqPerSec).toFixed(3)),
    };
  } finally {
    await Promise.all(services.map(stopService));
    rmSync(workDir, { recursive: true, force: true });
  }
};
