import type { ProbeAnswer } from './probe-handoff.ts';

/**
 * What the proxy makes of the API's answer about a detail page's resource (docs/adr/0009):
 * - `missing`: the API says 404, so the page answers the server-rendered 404 screen;
 * - `found`: the resource is there, and its answer can be handed to the page (probe-handoff.ts);
 * - `unknown`: anything else (another status, API down, time-out, a body that could not be read):
 *   the page renders and handles it itself, so a slow API never turns into a false 404.
 */
export type ProbeDecision = 'missing' | 'found' | 'unknown';

export function decideProbe(status: number | undefined): ProbeDecision {
  if (status === 404) return 'missing';
  if (status !== undefined && status >= 200 && status < 300) return 'found';
  return 'unknown';
}

export type ProbeResult = { kind: 'missing' } | { kind: 'found'; answer: ProbeAnswer } | { kind: 'unknown' };

export const PROBE_TIMEOUT_MS = 3000;

/** GETs `url` once (time limit for the whole answer, body included) and decides by {@link decideProbe}. */
export async function probeDetail(
  url: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const decision = decideProbe(response.status);
    if (decision !== 'found') {
      await response.body?.cancel();
      return { kind: decision };
    }
    const body = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    return { kind: 'found', answer: { url, status: response.status, contentType, body } };
  } catch {
    return { kind: 'unknown' };
  }
}
