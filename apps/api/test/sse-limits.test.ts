/**
 * Caps on comment streams (docs/api.md, "Limits"): one client address holds at most
 * MAX_STREAMS_PER_CLIENT streams (schedules and videos together), the next is 429 with the contract
 * body and Retry-After; an API process past its total answers 503 the same way; closed streams give
 * their place back and leave nothing behind. Both caps hold through the storefront's door too (the
 * way every browser comes), which passes the client's address on and the refusals back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiAddresses } from '../../web/src/lib/api/api-addresses.ts';
import { compileTrustProxy } from '../../web/src/lib/server/client-address.ts';
import { guardServer } from '../../web/src/lib/server/client-errors.ts';
import { createStorefrontDoor } from '../../web/src/lib/server/storefront-door.ts';
import type { Database } from '../src/db/client.ts';
import { coordinators, schedules, videos } from '../src/db/schema/index.ts';
import { MAX_STREAMS_PER_CLIENT, streamsOf } from '../src/modules/schedules/comments/event-stream.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Opened = { status: number; headers: http.IncomingHttpHeaders; body: Promise<string>; close(): void };

/** Opens a GET and answers once the status line is in; the body is read until it ends. */
const open = (port: number, path: string, client: string) =>
  new Promise<Opened>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { 'x-forwarded-for': client } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: new Promise((done) => response.on('close', () => done(text))),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.end();
  });

let t: TestApp;
let port: number;
let schedulePath = '';
let videoPath = '';
const held: Opened[] = [];

/** A live on air and a published video: the stream paths of both kinds of subject. */
const streamPaths = async (db: Database) => {
  const now = Date.now();
  const [coordinator] = await db
    .insert(coordinators)
    .values({ marcheName: 'SSE caps', username: 'SSE caps', prefectureCode: 13 })
    .returning({ id: coordinators.id });
  const [live] = await db
    .insert(schedules)
    .values({
      coordinatorId: coordinator?.id ?? '',
      title: 'live',
      startAt: new Date(now - 60_000),
      endAt: new Date(now + 3_600_000),
    })
    .returning({ id: schedules.id });
  const [video] = await db
    .insert(videos)
    .values({ coordinatorId: coordinator?.id ?? '', title: 'v', publishedAt: new Date(now - 60_000) })
    .returning({ id: videos.id });
  return {
    schedulePath: `/v1/schedules/${live?.id}/comments/stream`,
    videoPath: `/v1/videos/${video?.id}/comments/stream`,
  };
};

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: { max: 0, windowSeconds: 60 } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  ({ schedulePath, videoPath } = await streamPaths(t.database.db));
});
afterAll(async () => {
  for (const stream of held) stream.close();
  await t?.close();
});

const waitUntil = async (check: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('comment stream caps', () => {
  it(`one client address holds at most ${MAX_STREAMS_PER_CLIENT} streams (schedules and videos together): the next is 429 with the contract body; others are not affected`, async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) {
      const stream = await open(port, i % 2 === 0 ? schedulePath : videoPath, client);
      held.push(stream);
      expect(stream.status).toBe(200);
    }
    for (const path of [schedulePath, videoPath]) {
      const refused = await open(port, path, client);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await refused.body)).toEqual({
        status: 429,
        message: 'Too Many Requests',
        detail: `at most ${MAX_STREAMS_PER_CLIENT} comment streams may be open from one client address`,
      });
    }
    const other = await open(port, schedulePath, '203.0.113.8');
    held.push(other);
    expect(other.status).toBe(200);
  });

  it('gives the places back when streams close, and keeps nothing of a client whose streams have all closed', async () => {
    const client = '203.0.113.9';
    const streams = streamsOf(t.app.server);
    const mine: Opened[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) mine.push(await open(port, schedulePath, client));
    expect(mine.every((stream) => stream.status === 200)).toBe(true);
    expect(streams.heldBy(client)).toBe(MAX_STREAMS_PER_CLIENT);
    expect((await open(port, schedulePath, client)).status).toBe(429);

    for (const stream of mine.splice(0, 5)) stream.close();
    await waitUntil(() => streams.heldBy(client) === MAX_STREAMS_PER_CLIENT - 5);
    const again = await open(port, videoPath, client);
    expect(again.status).toBe(200);
    mine.push(again);

    const before = streams.size;
    for (const stream of mine) stream.close();
    await waitUntil(() => streams.heldBy(client) === 0);
    expect(streams.size).toBe(before - mine.length);
  });
});

describe('comment stream caps through the storefront door, and the process’s total', () => {
  /** The limits lowered (3 a client, 5 in all) so the total is reached with a handful of streams. */
  const limits = { perClient: 3, total: 5 };
  let capped: TestApp;
  let apiPort: number;
  let doorPort: number;
  let doorServer: http.Server;
  let addresses: ApiAddresses;
  let closeDoor = () => {};
  let paths = { schedulePath: '', videoPath: '' };
  const mine: Opened[] = [];

  beforeAll(async () => {
    capped = await createTestApp({
      config: { rateLimit: { max: 0, windowSeconds: 60 } },
      commentStreamLimits: limits,
    });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    apiPort = (capped.app.server.address() as AddressInfo).port;
    paths = await streamPaths(capped.database.db);
    addresses = new ApiAddresses([`http://127.0.0.1:${apiPort}`], { checkIntervalMs: 0 });
    // The door believes this test's X-Forwarded-For (as it believes a balancer's), so each client
    // address below reaches the API as the shopper's.
    const door = createStorefrontDoor({ trust: compileTrustProxy('loopback'), addresses });
    closeDoor = () => door.close();
    doorServer = http.createServer((request, response) => {
      if (door.handle(request, response)) return;
      response.writeHead(500).end('not forwarded');
    });
    guardServer(doorServer);
    await new Promise<void>((resolve) => doorServer.listen(0, '127.0.0.1', resolve));
    doorPort = (doorServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const stream of mine) stream.close();
    doorServer?.closeAllConnections();
    await new Promise<void>((resolve) => (doorServer ? doorServer.close(() => resolve()) : resolve()));
    closeDoor();
    addresses?.close();
    await capped?.close();
  });

  const expectRefusal = async (refused: Opened, status: 429 | 503, detail: string) => {
    expect(refused.status).toBe(status);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(String(refused.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(JSON.parse(await refused.body)).toEqual({
      status,
      message: status === 429 ? 'Too Many Requests' : 'Service Unavailable',
      detail,
    });
  };

  it('429 per client and 503 past the total, in the contract body through the door as on the API; closing through the door gives the places back', async () => {
    const streams = streamsOf(capped.app.server);
    for (let i = 0; i < limits.perClient; i++) {
      const stream = await open(doorPort, i === 0 ? paths.videoPath : paths.schedulePath, '198.51.100.1');
      mine.push(stream);
      expect(stream.status).toBe(200);
    }
    expect(streams.heldBy('198.51.100.1')).toBe(limits.perClient);
    await expectRefusal(
      await open(doorPort, paths.schedulePath, '198.51.100.1'),
      429,
      `at most ${limits.perClient} comment streams may be open from one client address`,
    );

    for (let i = 0; i < limits.total - limits.perClient; i++) {
      const stream = await open(doorPort, paths.schedulePath, '198.51.100.2');
      mine.push(stream);
      expect(stream.status).toBe(200);
    }
    expect(streams.size).toBe(limits.total);
    const full = 'too many comment streams are open; try again shortly';
    await expectRefusal(await open(doorPort, paths.videoPath, '198.51.100.3'), 503, full);
    await expectRefusal(await open(apiPort, paths.schedulePath, '198.51.100.3'), 503, full);

    // The first client's streams closed at the door end the API's streams behind them.
    for (const stream of mine.splice(0, limits.perClient)) stream.close();
    await waitUntil(() => streams.size === limits.total - limits.perClient);
    expect(streams.heldBy('198.51.100.1')).toBe(0);
    const after = await open(doorPort, paths.schedulePath, '198.51.100.3');
    mine.push(after);
    expect(after.status).toBe(200);
  });
});
