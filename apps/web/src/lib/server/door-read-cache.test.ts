import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiAddresses } from '../api/api-addresses.ts';
import { compileTrustProxy } from './client-address.ts';
import { doorHarness } from './door-harness.test-support.ts';
import { isPublicAnswer, mayShareRequest } from './door-read-cache.ts';
import { createStorefrontDoor } from './storefront-door.ts';

// The door's reuse of public reads (docs/adr/0022) against a stand-in API on a real port that counts
// what reaches it. The freshness promise against the real API is tested in
// apps/api/test/storefront-door-read-cache.test.ts.

const { doors, addressSets, listen } = doorHarness();

type Seen = { method: string; url: string; headers: IncomingMessage['headers'] };

const PUBLIC = 'public, max-age=0, s-maxage=0, stale-while-revalidate=1';

/**
 * A stand-in API: `/v1/public/*` answers as a public read (the body counts the loads of its URL),
 * `/v1/private` as a caller's read, `/v1/cookie` public but setting a cookie; `version` is the data
 * a write changes. `delayMs` holds answers back; `gone` answers 404 to every read.
 */
async function fakeApi() {
  const seen: Seen[] = [];
  const state = { version: 1, delayMs: 0, gone: false };
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    request.resume();
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url, headers: request.headers });
      if (url === '/health') return void response.writeHead(200).end('{"status":"ok"}');
      if (request.method !== 'GET') {
        const answer = () => {
          state.version += 1;
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"written":true}');
        };
        setTimeout(answer, state.delayMs);
        return;
      }
      if (state.gone) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
        return;
      }
      const version = state.version;
      const loads = seen.filter((entry) => entry.url === url && entry.method === 'GET').length;
      const body = JSON.stringify({ url, version, loads });
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        vary: 'Origin',
        etag: `"v${version}-${url.length}"`,
        'x-request-id': String(request.headers['x-request-id'] ?? 'api-made'),
        'x-content-type-options': 'nosniff',
        'content-length': String(Buffer.byteLength(body)),
      };
      if (url.startsWith('/v1/public/') || url === '/v1/cookie') headers['cache-control'] = PUBLIC;
      if (url === '/v1/private') headers['cache-control'] = 'private, no-store';
      if (url === '/v1/cookie') headers['set-cookie'] = 'session_id=abc; Path=/';
      setTimeout(() => response.writeHead(200, headers).end(body), state.delayMs);
    });
  });
  const url = await listen(server);
  const loadsOf = (path: string) =>
    seen.filter((entry) => entry.url === path && entry.method === 'GET').length;
  return { url, seen, state, loadsOf };
}

async function startDoor(apiUrl: string) {
  const addresses = new ApiAddresses([apiUrl], { checkIntervalMs: 0 });
  addressSets.push(addresses);
  const door = createStorefrontDoor({ trust: compileTrustProxy(''), addresses, readCache: true });
  doors.push(door);
  const server = createServer((request, response) => {
    if (door.handle(request, response)) return;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('page');
  });
  return listen(server);
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = httpRequest({ hostname, port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(method === 'GET' || method === 'HEAD' ? undefined : '{}');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the door read cache', () => {
  it('answers concurrent and following reads of a public URL from one load, with the API’s headers and its own request id', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    // The first read is forwarded as any other; its answer tells the door the URL is public.
    expect((await send(door, 'GET', '/v1/public/a')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(door, 'GET', '/v1/public/a', { 'x-request-id': `reader-${i}` }),
      ),
    );
    const again = await send(door, 'GET', '/v1/public/a');
    expect(api.loadsOf('/v1/public/a')).toBe(2);
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ url: '/v1/public/a', version: 1, loads: 2 });
      expect(answer.headers).toMatchObject({
        'cache-control': PUBLIC,
        etag: '"v1-12"',
        vary: 'Origin',
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'x-request-id': `reader-${i}`,
        'content-length': String(Buffer.byteLength(answer.body)),
      });
    }
    expect(again.body).toBe(answers[0]?.body);
    // A fresh id of its own, not the first reader's.
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the load without the reader’s cookie or conditional headers, and answers If-None-Match with a 304', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/b', { cookie: 'session_id=mine' });
    const first = await send(door, 'GET', '/v1/public/b', {
      cookie: 'session_id=mine',
      'if-none-match': '"other"',
    });
    expect(first.status).toBe(200);
    const load = api.seen.filter((entry) => entry.url === '/v1/public/b')[1];
    expect(load?.headers.cookie).toBeUndefined();
    expect(load?.headers['if-none-match']).toBeUndefined();
    const revalidated = await send(door, 'GET', '/v1/public/b', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(api.loadsOf('/v1/public/b')).toBe(2);
  });

  it('never shares an answer the API did not mark public, nor one setting a cookie', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    for (const path of ['/v1/private', '/v1/cookie']) {
      const one = await send(door, 'GET', path, { cookie: 'session_id=one' });
      const two = await send(door, 'GET', path, { cookie: 'session_id=two' });
      expect(one.status).toBe(200);
      // Each reader's own answer from the API, with its own cookie.
      expect(JSON.parse(two.body).loads).toBeGreaterThan(JSON.parse(one.body).loads);
      const forwarded = api.seen.filter((entry) => entry.url === path && entry.headers.cookie !== undefined);
      expect(forwarded.map((entry) => entry.headers.cookie)).toEqual(['session_id=one', 'session_id=two']);
    }
    // Never loaded by the door (no request without the reader's cookie).
    expect(api.seen.filter((entry) => entry.url.startsWith('/v1/') && !entry.headers.cookie)).toEqual([]);
  });

  it('forwards a read with credentials or an Origin to the API every time', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/c');
    await send(door, 'GET', '/v1/public/c'); // loaded and kept
    await send(door, 'GET', '/v1/public/c', { authorization: 'Bearer x' });
    const cors = await send(door, 'GET', '/v1/public/c', { origin: 'https://other.example' });
    expect(JSON.parse(cors.body).loads).toBe(4);
    expect(api.loadsOf('/v1/public/c')).toBe(4);
  });

  it('forgets what it holds on every write it forwards, so the next read sees it', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    expect(JSON.parse((await send(door, 'GET', '/v1/public/d')).body).version).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const before = api.state.version;
      await send(door, method, '/v1/anything');
      const read = await send(door, 'GET', '/v1/public/d');
      expect(JSON.parse(read.body).version).toBe(before + 1);
    }
  });

  it('forgets what it holds on a page POST (a server action writes through the API out of its sight)', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/i');
    expect(JSON.parse((await send(door, 'GET', '/v1/public/i')).body).version).toBe(1); // kept
    api.state.version += 1; // what the action wrote
    expect(JSON.parse((await send(door, 'GET', '/v1/public/i')).body).version).toBe(1);
    expect((await send(door, 'POST', '/account')).body).toBe('page');
    expect(JSON.parse((await send(door, 'GET', '/v1/public/i')).body).version).toBe(2);
  });

  it('does not keep a load that was in flight when a write was answered', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/e');
    api.state.delayMs = 100;
    // The read's load is answered with the old version after the write committed (the API delays
    // both; the read's data was taken first).
    const read = send(door, 'GET', '/v1/public/e');
    await sleep(20);
    const write = send(door, 'POST', '/v1/write');
    expect(JSON.parse((await read).body).version).toBe(1);
    await write;
    api.state.delayMs = 0;
    expect(JSON.parse((await send(door, 'GET', '/v1/public/e')).body).version).toBe(2);
  });

  it('loads again once its answer is 0.5 s old, so a write it did not see shows within that', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/f');
    await send(door, 'GET', '/v1/public/f'); // loaded and kept
    api.state.version += 1; // written elsewhere (another door, a job)
    expect(JSON.parse((await send(door, 'GET', '/v1/public/f')).body).version).toBe(1);
    await sleep(550);
    expect(JSON.parse((await send(door, 'GET', '/v1/public/f')).body).version).toBe(2);
  });

  it('forwards the readers of a URL again once its answer is no longer public (taken off sale: 404)', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/h');
    await send(door, 'GET', '/v1/public/h'); // loaded and kept
    api.state.gone = true;
    await sleep(550);
    expect((await send(door, 'GET', '/v1/public/h')).status).toBe(404); // a load, then its own forward
    expect((await send(door, 'GET', '/v1/public/h')).status).toBe(404); // forwarded at once
    expect(api.loadsOf('/v1/public/h')).toBe(5);
  });

  it('leaves HEAD, event streams and page paths alone', async () => {
    const api = await fakeApi();
    const door = await startDoor(api.url);
    await send(door, 'GET', '/v1/public/g');
    await send(door, 'HEAD', '/v1/public/g');
    await send(door, 'GET', '/v1/public/g', { accept: 'text/event-stream' });
    expect(api.loadsOf('/v1/public/g')).toBe(2);
    expect(api.seen.filter((entry) => entry.url === '/v1/public/g').map((entry) => entry.method)).toEqual([
      'GET',
      'HEAD',
      'GET',
    ]);
  });
});

describe('isPublicAnswer', () => {
  const base = {
    etag: '"x"',
    'cache-control': PUBLIC,
    'content-length': '10',
    'content-type': 'application/json',
  };
  it('takes a public 200 with an ETag and a length, varying at most on Origin', () => {
    expect(isPublicAnswer(200, base)).toBe(true);
    expect(isPublicAnswer(200, { ...base, vary: 'Origin' })).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isPublicAnswer(404, base)).toBe(false);
    expect(isPublicAnswer(200, { ...base, etag: undefined })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'cache-control': 'private, no-store' })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'cache-control': 'public, no-store' })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'cache-control': undefined })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'set-cookie': ['a=1'] })).toBe(false);
    expect(isPublicAnswer(200, { ...base, vary: 'Origin, Cookie' })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'content-type': 'text/event-stream' })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'content-length': undefined })).toBe(false);
    expect(isPublicAnswer(200, { ...base, 'content-length': String(2 * 1024 * 1024) })).toBe(false);
  });
});

describe('mayShareRequest', () => {
  const request = (method: string, headers: IncomingMessage['headers'] = {}) =>
    ({ method, headers }) as IncomingMessage;
  it('takes GETs of /v1 without credentials, Origin, Range or body, whatever their cookies', () => {
    expect(mayShareRequest(request('GET', { cookie: 'session_id=x' }), '/v1/products')).toBe(true);
    expect(mayShareRequest(request('GET'), '/media/a.jpg')).toBe(false);
    expect(mayShareRequest(request('HEAD'), '/v1/products')).toBe(false);
    expect(mayShareRequest(request('GET', { authorization: 'Bearer x' }), '/v1/products')).toBe(false);
    expect(mayShareRequest(request('GET', { origin: 'https://a.example' }), '/v1/products')).toBe(false);
    expect(mayShareRequest(request('GET', { range: 'bytes=0-1' }), '/v1/products')).toBe(false);
    expect(mayShareRequest(request('GET', { 'content-length': '2' }), '/v1/products')).toBe(false);
  });
});
