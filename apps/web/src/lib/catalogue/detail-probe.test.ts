import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct } from '../api/catalogue.ts';
import { ApiClient } from '../api/client.ts';
import { decideProbe, probeDetail } from './detail-probe.ts';
import { handoffFetch, ProbeHandoff } from './probe-handoff.ts';

describe('decideProbe', () => {
  it('is missing only for a 404', () => {
    expect(decideProbe(404)).toBe('missing');
    expect(decideProbe(200)).toBe('found');
    expect(decideProbe(204)).toBe('found');
    for (const status of [undefined, 301, 400, 410, 429, 500, 503])
      expect(decideProbe(status)).toBe('unknown');
  });
});

/** A stand-in API that counts what it is asked: one product, a 500 and a slow answer. */
let server: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/v1/products/p1') {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ product: { id: 'p1', name: 'トマト' } }));
    } else if (request.url === '/v1/products/broken') {
      response.statusCode = 500;
      response.end('{}');
    } else if (request.url === '/v1/products/slow') {
      setTimeout(() => response.end('{}'), 500);
    } else {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end('{"status":404,"message":"Not Found","detail":""}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('probeDetail', () => {
  it('reports a 404 as missing, errors and time-outs as unknown', async () => {
    expect(await probeDetail(`${base}/v1/products/nope`)).toEqual({ kind: 'missing' });
    expect(await probeDetail(`${base}/v1/products/broken`)).toEqual({ kind: 'unknown' });
    expect(await probeDetail(`${base}/v1/products/slow`, undefined, 50)).toEqual({ kind: 'unknown' });
    expect(await probeDetail('http://127.0.0.1:1/v1/products/p1')).toEqual({ kind: 'unknown' });
  });

  it('lets one view of a product ask the API once: the page takes the probe’s answer', async () => {
    requests.length = 0;
    const handoff = new ProbeHandoff();
    // The proxy: probe, hand the answer over.
    const probe = await probeDetail(new URL('/v1/products/p1', base).toString());
    if (probe.kind !== 'found') throw new Error(`probe: ${probe.kind}`);
    const token = handoff.put(probe.answer);
    // The page (generateMetadata and the page share one React-cached load): the client reads the handoff.
    const client = new ApiClient({ baseUrl: base, fetch: handoffFetch(token, handoff) });
    expect(await getProduct('p1', { client })).toEqual({ product: { id: 'p1', name: 'トマト' } });
    expect(requests).toEqual(['GET /v1/products/p1']);
    // Without the handoff (another process, expired) the page asks itself: two calls, as before.
    await getProduct('p1', { client: new ApiClient({ baseUrl: base, fetch: handoffFetch(token, handoff) }) });
    expect(requests).toEqual(['GET /v1/products/p1', 'GET /v1/products/p1']);
  });
});
