import { freePort, type Service, startWeb, waitForUrl } from '../../../../scripts/lib/processes.ts';

export { freePort };

/** The suite's storefront and API (scripts/e2e.ts). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

export type ExtraStorefront = { url: string; service: Service };

/**
 * A storefront of this build started with extra settings, against the suite's API. Its public URL
 * is the suite's (another process of the same site): the API builds media URLs on that origin.
 */
export async function startStorefront(settings: Record<string, string>): Promise<ExtraStorefront> {
  const port = String(await freePort());
  const url = `http://localhost:${port}`;
  const service = startWeb(port, { API_URL, PUBLIC_URL: BASE_URL, LOG_LEVEL: 'warn', ...settings });
  await waitForUrl(`${url}/health`, service);
  return { url, service };
}

/** Whether a request leaves this machine (everything such must be answered by the test itself). */
export const isOutside = (url: URL): boolean => !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
