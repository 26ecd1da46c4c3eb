import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiAddresses } from '../api/api-addresses.ts';
import { compileTrustProxy } from './client-address.ts';
import { guardServer } from './client-errors.ts';
import { doorHarness } from './door-harness.test-support.ts';
import { createStorefrontDoor } from './storefront-door.ts';

// The storefront's node:http layer against stand-in APIs on real ports: what server.ts runs, with a
// page handler that answers "page" in place of Next.js.

const { doors, addressSets, listen } = doorHarness();

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; bodyBytes: number };

/** A stand-in API that records what it was sent and answers by path. */
async function fakeApi(name = 'api') {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/health') return void response.writeHead(200).end('{"status":"ok"}');
    if (url.startsWith('/v1/upload/objects/')) {
      // Refuses at once, as the API's upload PUT does over a target's limit (Node drops the rest).
      const body = JSON.stringify({ status: 413, message: 'Payload Too Large', detail: 'over 10 MiB' });
      response.writeHead(413, { 'content-type': 'application/json' });
      response.end(body);
      return;
    }
    if (url.startsWith('/v1/stream')) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('retry: 1000\n\n');
      const timer = setInterval(() => response.write(`data: ${name}\n\n`), 20);
      response.on('close', () => {
        clearInterval(timer);
        streamsClosed += 1;
      });
      return;
    }
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url, headers: request.headers, bodyBytes });
      if (url === '/v1/empty') return void response.writeHead(204).end();
      if (url === '/v1/busy')
        return void response
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' })
          .end('{"status":429,"message":"Too Many Requests","detail":"too many streams"}');
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': "frame-ancestors 'none'",
        connection: 'keep-alive, x-api-hop',
        'x-api-hop': 'only to the storefront',
      });
      response.end(JSON.stringify({ api: name, bodyBytes }));
    });
  });
  let streamsClosed = 0;
  const url = await listen(server);
  return { url, seen, server, streamsClosed: () => streamsClosed };
}

async function startDoor(apiUrls: string[], trust = '') {
  const addresses = new ApiAddresses(apiUrls, { checkIntervalMs: 0 });
  addressSets.push(addresses);
  const door = createStorefrontDoor({ trust: compileTrustProxy(trust), addresses });
  doors.push(door);
  const server = createServer((request, response) => {
    if (door.handle(request, response)) return;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('page');
  });
  guardServer(server);
  return { url: await listen(server), addresses };
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
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
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    request.end(body);
  });
}

/** Bytes straight onto a socket, for requests node:http would not send; the whole answer as text. */
function sendRaw(base: string, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const contract = (status: number) => ({ status, message: expect.any(String), detail: expect.any(String) });
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
};

describe('the storefront door: forwarding to the API', () => {
  it('forwards /v1, /media and /docs with the header rules, and leaves the purchase pages to Next.js', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const answer = await send(url, 'GET', '/v1/products?limit=2', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      connection: 'keep-alive, x-private',
      'x-private': 'hop',
      cookie: 'sid=1',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ api: 'api', bodyBytes: 0 });
    const seen = api.seen.at(-1);
    expect(seen?.url).toBe('/v1/products?limit=2');
    // The client's own X-Forwarded-For and -Host are not believed (no trusted proxy).
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-private']).toBeUndefined();
    expect(seen?.headers.cookie).toBe('sid=1');
    // Both cookies, the API's own policy, the missing security headers; no hop-by-hop header.
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-api-hop']).toBeUndefined();

    expect((await send(url, 'GET', '/media/a.webp')).status).toBe(200);
    expect((await send(url, 'GET', '/docs')).status).toBe(200);
    expect((await send(url, 'GET', '/docs/static/index.html')).status).toBe(200);
    expect(api.seen.map((request) => request.url).slice(-3)).toEqual([
      '/media/a.webp',
      '/docs',
      '/docs/static/index.html',
    ]);
    for (const page of ['/v1/purchase', '/v1/purchase/sandbox/s1', '/en/v1/purchase/complete', '/items']) {
      expect(await send(url, 'GET', page)).toMatchObject({ status: 200, body: 'page' });
    }
    expect(api.seen).toHaveLength(4);
  });

  it('keeps a trusted proxy’s forwarding headers', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url], 'loopback');
    await send(url, 'GET', '/v1/x', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    const seen = api.seen.at(-1);
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen?.headers['x-forwarded-host']).toBe('shop.example');
    expect(seen?.headers['x-forwarded-proto']).toBe('https');
  });

  it('passes a 204 and a HEAD answer on without a body', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    expect(await send(url, 'POST', '/v1/empty', {}, Buffer.from('x'))).toMatchObject({
      status: 204,
      body: '',
    });
    expect(await send(url, 'HEAD', '/v1/products')).toMatchObject({ status: 200, body: '' });
  });

  it('streams a body to the API with its length, without Expect', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const body = Buffer.alloc(300_000, 1);
    const answer = await send(
      url,
      'POST',
      '/v1/echo',
      { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' },
      body,
    );
    expect(JSON.parse(answer.body)).toEqual({ api: 'api', bodyBytes: 300_000 });
    expect(api.seen.at(-1)?.headers.expect).toBeUndefined();
    expect(api.seen.at(-1)?.headers['content-length']).toBe('300000');
  });

  it('passes on the API’s early 413 for a large upload, and does not hold the body', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const body = Buffer.alloc(15 * 1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    for (let round = 0; round < 3; round++) {
      const answer = await send(
        url,
        'PUT',
        '/v1/upload/objects/a.png',
        { 'content-length': String(body.length) },
        body,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        status: 413,
        message: 'Payload Too Large',
        detail: 'over 10 MiB',
      });
    }
    // The test's own 15 MiB buffer aside, nothing close to another body's size stays allocated.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('stops any other body at the API’s 1 MiB, announced or counted, with 413 in the contract body', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const body = Buffer.alloc(1024 * 1024 + 1, 0x20);
    const expected = {
      status: 413,
      message: 'Payload Too Large',
      detail: 'the request body is larger than 1048576 bytes',
    };
    for (let round = 0; round < 3; round++) {
      const announced = await send(
        url,
        'POST',
        '/v1/contacts',
        { 'content-length': String(body.length) },
        body,
      );
      expect(announced.status).toBe(413);
      expect(JSON.parse(announced.body)).toEqual(expected);
      expect(announced.headers).toMatchObject(securityHeaders);
    }
    expect(api.seen).toHaveLength(0);
    const chunked = await send(url, 'POST', '/v1/contacts', { 'transfer-encoding': 'chunked' }, body);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual(expected);
    // Exactly at the limit, it goes through.
    const within = await send(url, 'POST', '/v1/contacts', {}, body.subarray(1));
    expect(JSON.parse(within.body)).toEqual({ api: 'api', bodyBytes: 1024 * 1024 });
  });

  it('passes a body on as it comes: the API reads the first MiB of a 15 MiB upload before the shopper sends the rest', async () => {
    // A stand-in API that reads an upload to its end, counting what has arrived so far.
    let arrived = 0;
    const api = createServer((request, response) => {
      if (request.url === '/health') return void response.writeHead(200).end('{"status":"ok"}');
      request.on('data', (chunk: Buffer) => {
        arrived += chunk.length;
      });
      request.on('end', () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ arrived })),
      );
    });
    const { url } = await startDoor([await listen(api)]);
    const { hostname, port } = new URL(url);
    const total = 15 * 1024 * 1024;
    const firstPart = 2 * 1024 * 1024;
    const answer = new Promise<Answer>((resolve, reject) => {
      const upload = httpRequest(
        {
          hostname,
          port,
          method: 'PUT',
          path: '/v1/upload/objects/slow.png',
          headers: { 'content-length': String(total) },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      upload.on('error', reject);
      upload.write(Buffer.alloc(firstPart, 1));
      // The rest only once the API has read a whole MiB: a door that held the body until its end
      // (as the storefront's route handler did, up to 16 MiB a request) never lets this happen.
      const until = Date.now() + 10_000;
      const sendRest = () => {
        if (arrived >= 1024 * 1024) return void upload.end(Buffer.alloc(total - firstPart, 1));
        if (Date.now() > until) return void upload.destroy(new Error(`the API had ${arrived} bytes`));
        setTimeout(sendRest, 10);
      };
      sendRest();
    });
    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ arrived: total });
  }, 20_000);

  it('answers 413 once a chunked body passes 1 MiB, while the shopper is still sending it', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const { hostname, port } = new URL(url);
    const status = await new Promise<number>((resolve, reject) => {
      const post = httpRequest(
        {
          hostname,
          port,
          method: 'POST',
          path: '/v1/contacts',
          headers: { 'transfer-encoding': 'chunked' },
          agent: false,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          post.destroy();
        },
      );
      post.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
      );
      // 1 MiB and one byte, and never the end: the answer cannot wait for a body that does not end.
      post.write(Buffer.alloc(1024 * 1024 + 1, 0x20));
    });
    expect(status).toBe(413);
    expect(api.seen).toHaveLength(0);
  });

  it('refuses a body announced over its own limit with 413 in the contract body', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const answer = await send(url, 'PUT', '/v1/upload/objects/a.png', {
      'content-length': String(17 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      status: 413,
      message: 'Payload Too Large',
      detail: 'the request body is larger than 16777216 bytes',
    });
    expect(api.seen).toHaveLength(0);
  });

  it('passes the API’s 429 on, with its Retry-After', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    const answer = await send(url, 'GET', '/v1/busy');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('3');
    expect(JSON.parse(answer.body)).toEqual(contract(429));
  });
});

describe('the storefront door: comment streams', () => {
  it('passes events on as they come, and releases the API’s stream when the client goes away', async () => {
    const api = await fakeApi('s');
    const { url } = await startDoor([api.url]);
    const { hostname, port } = new URL(url);
    const events: string[] = [];
    const response = await new Promise<IncomingMessage>((resolve) =>
      httpRequest({ hostname, port, path: '/v1/stream', agent: false }, resolve).end(),
    );
    expect(response.headers['content-type']).toBe('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => events.push(chunk));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.join('')).toContain('data: s\n\n');
    response.destroy();
    const until = Date.now() + 2_000;
    while (api.streamsClosed() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(api.streamsClosed()).toBe(1);
  });
});

describe('the storefront door: several API addresses', () => {
  it('balances round robin, goes around a down one, and finds it again after a health check', async () => {
    const first = await fakeApi('first');
    const second = await fakeApi('second');
    const { url, addresses } = await startDoor([first.url, second.url]);
    const names = async (count: number) => {
      const seen: string[] = [];
      for (let i = 0; i < count; i++) seen.push(JSON.parse((await send(url, 'GET', '/v1/x')).body).api);
      return seen;
    };
    expect((await names(4)).sort()).toEqual(['first', 'first', 'second', 'second']);

    // The first goes down: reads and writes all reach the second, none fails.
    await new Promise<void>((resolve) => {
      first.server.closeAllConnections();
      first.server.close(() => resolve());
    });
    expect(await names(4)).toEqual(['second', 'second', 'second', 'second']);
    const post = await send(url, 'POST', '/v1/x', { 'content-length': '2' }, Buffer.from('{}'));
    expect(JSON.parse(post.body)).toEqual({ api: 'second', bodyBytes: 2 });
    expect(addresses.isUp(first.url)).toBe(false);

    // Back on the same port: a health check brings it into the turn again.
    const port = Number(new URL(first.url).port);
    await new Promise<void>((resolve) => first.server.listen(port, '127.0.0.1', resolve));
    await addresses.checkAll();
    expect(addresses.isUp(first.url)).toBe(true);
    expect((await names(4)).sort()).toEqual(['first', 'first', 'second', 'second']);
  });

  it('answers 503 in the contract body, never a bare 502, when no API is up', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url, 'http://127.0.0.1:9']);
    await new Promise<void>((resolve) => {
      api.server.closeAllConnections();
      api.server.close(() => resolve());
    });
    for (const method of ['GET', 'POST']) {
      const answer = await send(
        url,
        method,
        '/v1/products',
        method === 'POST' ? { 'content-length': '2' } : {},
        method === 'POST' ? Buffer.from('{}') : undefined,
      );
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual(contract(503));
      expect(answer.headers).toMatchObject(securityHeaders);
    }
  });
});

describe('the storefront door: malformed requests answer 4xx with the security headers', () => {
  it('refuses malformed page paths with 400, and leaves API paths to the API', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    for (const path of [
      '/%',
      '/%zz',
      '/en/items/%E3%81',
      '/items/%FF',
      '/items/%ED%A0%80',
      '/items/a%00b',
      '/v1/purchase/%',
    ]) {
      const answer = await send(url, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers).toMatchObject(securityHeaders);
    }
    expect((await send(url, 'GET', '/items/%E3%83%88')).body).toBe('page');
    // The API judges its own paths (it answers 400 in the contract body).
    await send(url, 'GET', '/v1/products/%');
    expect(api.seen.at(-1)?.url).toBe('/v1/products/%');
  });

  it('refuses methods no side has with 405 and Allow, in the contract body on API paths', async () => {
    const api = await fakeApi();
    const { url } = await startDoor([api.url]);
    for (const [method, path] of [
      ['TRACE', '/v1/products'],
      ['PROPFIND', '/media/x'],
      ['TRACE', '/'],
      ['PUT', '/items'],
    ] as const) {
      const answer = await send(url, method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBeDefined();
      expect(answer.headers).toMatchObject(securityHeaders);
      if (path.startsWith('/v1') || path.startsWith('/media'))
        expect(JSON.parse(answer.body)).toEqual(contract(405));
    }
    expect(api.seen).toHaveLength(0);
  });

  it('answers what Node cannot parse with 431/400/405 in the contract body and the security headers', async () => {
    const { url } = await startDoor(['http://127.0.0.1:9']);
    const cases: [string, number][] = [
      [`GET /v1/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`, 431],
      ['GET /v1/pro\x01ducts HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['GET /items/a\x7fb HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['FOO /v1/products HTTP/1.1\r\nHost: x\r\n\r\n', 405],
      ['CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n', 405],
      ['GET /v1/products HTTP/1.1\r\nHost: x\r\nX-A: a\x01b\r\n\r\n', 400],
    ];
    for (const [bytes, status] of cases) {
      const text = await sendRaw(url, bytes);
      const [head = '', body = ''] = text.split('\r\n\r\n');
      expect(head.split('\r\n')[0], JSON.stringify(bytes.slice(0, 30))).toBe(
        `HTTP/1.1 ${status} ${head.split(' ').slice(2).join(' ').split('\r\n')[0]}`,
      );
      expect(head).toContain(`HTTP/1.1 ${status}`);
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(head.toLowerCase()).toContain(
        "content-security-policy: default-src 'none'; frame-ancestors 'none'",
      );
      expect(JSON.parse(body)).toEqual(contract(status));
    }
  });

  it('refuses a cross-origin server action with 403 instead of passing it to Next.js', async () => {
    const { url } = await startDoor(['http://127.0.0.1:9']);
    const host = new URL(url).host;
    const action = { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' };
    expect((await send(url, 'POST', '/account', { ...action, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await send(url, 'POST', '/account', { ...action, origin: 'null' })).status).toBe(403);
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' };
    expect((await send(url, 'POST', '/en/sign-in', form, Buffer.from('a=1'))).status).toBe(403);
    // Its own origin, or no Origin at all, goes on to Next.js.
    expect((await send(url, 'POST', '/account', { ...action, origin: `http://${host}` })).body).toBe('page');
    expect((await send(url, 'POST', '/account', action)).body).toBe('page');
  });
});
