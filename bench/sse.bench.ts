/**
 * Target 5, live comments (docs/performance.md). SSE fan-out: N viewers (BENCH_SSE_VIEWERS, default
 * 1,000) hold the comment stream of one running
 * live (GET /v1/schedules/{id}/comments/stream) while guest comments are posted at a fixed rate
 * (BENCH_SSE_RATE per second, default 20, for BENCH_DURATION seconds). Figures: delivery latency
 * from the start of the POST to each viewer's receipt (p50, p99, max), the POST's own latency,
 * deliveries lost, and the API process's resident memory per open connection — against a bare
 * node:http SSE echo server (servers/sse-echo.ts) measured the same way in the same run.
 * The API runs with the embedded PGlite and the in-process bus (one process).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { type Context, PORTS } from './context.ts';
import type { Check } from './report.ts';
import { type Started, startApi, stop } from './stack.ts';

const API_URL = `http://127.0.0.1:${PORTS.apiSse}`;
const BASELINE_URL = `http://127.0.0.1:${PORTS.sseBaseline}`;
type Target = {
  streamUrl: string;
  /** Posts one comment whose text is `text`. */
  post(text: string): Promise<number>;
  pid: number | undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in bytes (Linux /proc), or undefined elsewhere. */
const rssOf = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Opens `count` streams; each reports the sequence numbers of the comments it receives. */
const openViewers = async (url: string, count: number, onComment: (sequence: number) => void) => {
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const openOne = (viewer: number) =>
    new Promise<void>((resolve, reject) => {
      // Each viewer is its own shopper behind the storefront (which names the client in
      // X-Forwarded-For; the API trusts loopback): the API holds at most 20 streams per address.
      const headers = {
        'x-forwarded-for': `10.${(viewer >> 16) & 255}.${(viewer >> 8) & 255}.${viewer & 255}`,
      };
      const request = http.get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: comment')) continue;
            const match = /"bench (\d+)"/.exec(block) ?? /bench (\d+)/.exec(block);
            if (match) onComment(Number(match[1]));
          }
        });
        resolve();
      });
      request.on('error', reject);
      requests.push(request);
    });
  // In batches, so the listen backlog is not the thing measured.
  for (let opened = 0; opened < count; opened += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - opened) }, (_, index) => openOne(opened + index)),
    );
  }
  return () => {
    for (const request of requests) request.destroy();
    agent.destroy();
  };
};

const run = async (target: Target, viewers: number, rate: number, durationSeconds: number) => {
  const idleRss = rssOf(target.pid);
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  const close = await openViewers(target.streamUrl, viewers, (sequence) => {
    const sent = sentAt.get(sequence);
    if (sent === undefined) return;
    latencies.push(performance.now() - sent);
    received += 1;
  });
  await sleep(1000);
  const connectedRss = rssOf(target.pid);

  const postLatencies: number[] = [];
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const posts: Promise<void>[] = [];
  const started = performance.now();
  for (let sequence = 1; sequence <= total; sequence += 1) {
    const due = started + ((sequence - 1) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    sentAt.set(sequence, sent);
    posts.push(
      target.post(`bench ${sequence}`).then((status) => {
        if (status !== 204) throw new Error(`post answered ${status}`);
        postLatencies.push(performance.now() - sent);
      }),
    );
  }
  await Promise.all(posts);
  const expected = total * viewers;
  const deadline = performance.now() + 10_000;
  while (received < expected && performance.now() < deadline) await sleep(50);
  const peakRss = rssOf(target.pid);
  close();

  const sorted = latencies.sort((a, b) => a - b);
  const postSorted = postLatencies.sort((a, b) => a - b);
  return {
    comments: total,
    deliveries: received,
    lost: expected - received,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    postMs: { p50: round(percentile(postSorted, 50)), p99: round(percentile(postSorted, 99)) },
    memory: {
      idleMiB: idleRss === undefined ? null : round(idleRss / 2 ** 20, 1),
      connectedMiB: connectedRss === undefined ? null : round(connectedRss / 2 ** 20, 1),
      peakMiB: peakRss === undefined ? null : round(peakRss / 2 ** 20, 1),
      perConnectionKiB:
        idleRss === undefined || connectedRss === undefined
          ? null
          : round((connectedRss - idleRss) / viewers / 1024, 1),
    },
  };
};

/** A running live of the demo data. */
const runningLive = async (): Promise<string> => {
  const answer = (await (await fetch(`${API_URL}/v1/schedules/lives?limit=200`)).json()) as {
    lives: { scheduleId: string; status: number }[];
  };
  const live = answer.lives.find((item) => item.status === 2);
  if (!live) throw new Error('the demo data has no running live');
  return live.scheduleId;
};

export const sseBenchmark = async (context: Context) => {
  const viewers = Number(process.env.BENCH_SSE_VIEWERS ?? 1000);
  const rate = Number(process.env.BENCH_SSE_RATE ?? 20);
  const durationSeconds = context.options.durationSeconds;
  const workDir = path.join(context.workDir, 'sse');
  let api: Started | undefined;
  try {
    // The first start seeds the demo data; the measured one starts on it, so the memory the seeding
    // used is not there to hide what the connections take.
    await stop(await startApi({ port: PORTS.apiSse, workDir }));
    api = await startApi({ port: PORTS.apiSse, workDir });
    const scheduleId = await runningLive();
    const apiTarget: Target = {
      streamUrl: `${API_URL}/v1/schedules/${scheduleId}/comments/stream`,
      pid: api.service.child.pid,
      post: async (text) =>
        (
          await fetch(`${API_URL}/v1/guests/schedules/${scheduleId}/comments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ comment: text }),
          })
        ).status,
    };
    // Warm-up: a few posts with a few viewers, so JIT and first queries are not measured.
    await run(apiTarget, 10, 20, 1);
    const apiFigures = await run(apiTarget, viewers, rate, durationSeconds);
    await stop(api);
    api = undefined;

    const baseline = startService('sse-baseline', 'node', [
      path.join(import.meta.dirname, 'servers/sse-echo.ts'),
      String(PORTS.sseBaseline),
    ]);
    let baselineFigures: Awaited<ReturnType<typeof run>>;
    try {
      await waitForUrl(`${BASELINE_URL}/`, baseline);
      const baselineTarget: Target = {
        streamUrl: `${BASELINE_URL}/stream`,
        pid: baseline.child.pid,
        post: async (text) =>
          (
            await fetch(`${BASELINE_URL}/publish`, {
              method: 'POST',
              body: JSON.stringify({ comment: text }),
            })
          ).status,
      };
      await run(baselineTarget, 10, 20, 1);
      baselineFigures = await run(baselineTarget, viewers, rate, durationSeconds);
    } finally {
      await stopService(baseline);
    }

    const checks: Check[] = [
      { label: 'p99 delivery', value: apiFigures.latencyMs.p99, op: '<=', limit: 50, unit: ' ms' },
      { label: 'lost deliveries', value: apiFigures.lost, op: '<=', limit: 0 },
    ];
    context.report({
      benchmark: 'sse',
      call: `comment fan-out: ${viewers} SSE viewers of one live (PGlite), ${rate} comments/s for ${durationSeconds} s`,
      connections: viewers,
      p50Ms: apiFigures.latencyMs.p50,
      p99Ms: apiFigures.latencyMs.p99,
      measured:
        `${apiFigures.deliveries} of ${apiFigures.comments * viewers} delivered, max ${apiFigures.latencyMs.max} ms, ` +
        `POST p99 ${apiFigures.postMs.p99} ms, ${apiFigures.memory.perConnectionKiB ?? '?'} KiB/viewer; ` +
        `bare SSE echo: p50 ${baselineFigures.latencyMs.p50} ms, p99 ${baselineFigures.latencyMs.p99} ms, ` +
        `${baselineFigures.lost} lost`,
      checks,
    });
    return { api: apiFigures, baseline: baselineFigures };
  } finally {
    await stop(api);
  }
};
