/**
 * A stalled Redis — connected, socket open, no replies (busy with a long script, paused, a network
 * path dropping packets) — must not hold the API (docs/adr/0020): a new comment stream opens while
 * Redis answers nothing and still hears this process's comments, rate-limited calls answer after
 * one command timeout per stall (counting in memory), the log says so once per outage, and when
 * Redis answers again the stream hears other processes' comments and the counts go back to Redis.
 *
 * Redis here is a fake speaking just enough RESP (handshake, pub/sub, the limiter's script) that
 * can be told to stop answering and later answer everything it held: no real Redis needed.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, schedules } from '../src/db/schema/index.ts';
import { RedisEventBus } from '../src/realtime/redis-bus.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * How long the test waits for the stream to open before calling it held. The fake Redis never
 * answers during the stall (only `answer()`, later, releases it), so a stream that opens at all
 * before then did not wait for Redis — before the fix it opened only once Redis answered. No
 * duration is asserted: the proof is that it opens during a stall without end, and that Redis was
 * asked once (not once per limited call: 5 scripts held before, 1 after).
 */
const STREAM_OPEN_WAIT_MS = 10_000;

type FakeRedis = {
  url: string;
  /** Hold every command from now on, answering none. */
  stall(): void;
  /** Answer what was held, in order, and everything after. */
  answer(): void;
  /** Times the limiter's script ran (a count kept in Redis). */
  scriptRuns(): number;
  /** Commands held (not answered) so far by name, e.g. `eval`. */
  held(name: string): number;
  /** Connections that completed the handshake (INFO answered). */
  ready(): number;
  close(): Promise<void>;
};

const simple = (text: string) => `+${text}\r\n`;
const integer = (value: number) => `:${value}\r\n`;
const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;
const array = (items: string[]) => `*${items.length}\r\n${items.join('')}`;

/** One command (`*N` of `$len` bulk strings, as ioredis sends) from the front of `buffer`, or null. */
const parseCommand = (buffer: Buffer): { command: string[]; rest: Buffer } | null => {
  let at = buffer.indexOf('\r\n');
  if (at < 0 || buffer[0] !== 0x2a) return null;
  const count = Number(buffer.subarray(1, at).toString());
  let offset = at + 2;
  const command: string[] = [];
  for (let i = 0; i < count; i++) {
    at = buffer.indexOf('\r\n', offset);
    if (at < 0) return null;
    const length = Number(buffer.subarray(offset + 1, at).toString());
    const start = at + 2;
    if (buffer.length < start + length + 2) return null;
    command.push(buffer.subarray(start, start + length).toString());
    offset = start + length + 2;
  }
  return { command, rest: buffer.subarray(offset) };
};

const startFakeRedis = async (): Promise<FakeRedis> => {
  type Connection = { socket: net.Socket; held: string[][]; channels: Set<string>; ready: boolean };
  const connections = new Set<Connection>();
  let stalled = false;
  let scriptRuns = 0;
  const counts = new Map<string, number>();

  const run = (connection: Connection, [name = '', ...args]: string[]): string => {
    switch (name.toLowerCase()) {
      case 'info':
        connection.ready = true;
        return bulk('# Server\r\nredis_version:7.2.0\r\nloading:0\r\n');
      case 'ping':
        return simple('PONG');
      case 'subscribe':
        return args
          .map((channel) => {
            connection.channels.add(channel);
            return array([bulk('subscribe'), bulk(channel), integer(connection.channels.size)]);
          })
          .join('');
      case 'unsubscribe':
        return args
          .map((channel) => {
            connection.channels.delete(channel);
            return array([bulk('unsubscribe'), bulk(channel), integer(connection.channels.size)]);
          })
          .join('');
      case 'publish': {
        const [channel = '', message = ''] = args;
        let receivers = 0;
        for (const other of connections) {
          if (!other.channels.has(channel)) continue;
          other.socket.write(array([bulk('message'), bulk(channel), bulk(message)]));
          receivers += 1;
        }
        return integer(receivers);
      }
      case 'eval': {
        // The limiter's INCR script: EVAL script 1 key window.
        scriptRuns += 1;
        const key = args[2] ?? '';
        const current = (counts.get(key) ?? 0) + 1;
        counts.set(key, current);
        return array([integer(current), integer(Number(args[3]))]);
      }
      default:
        return simple('OK');
    }
  };

  const server = net.createServer((socket) => {
    const connection: Connection = { socket, held: [], channels: new Set(), ready: false };
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
    socket.on('error', () => {});
    let buffer: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let parsed = parseCommand(buffer); parsed; parsed = parseCommand(buffer)) {
        buffer = parsed.rest;
        if (stalled) connection.held.push(parsed.command);
        else socket.write(run(connection, parsed.command));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall: () => {
      stalled = true;
    },
    answer: () => {
      stalled = false;
      for (const connection of connections)
        for (const command of connection.held.splice(0)) connection.socket.write(run(connection, command));
    },
    scriptRuns: () => scriptRuns,
    held: (name) =>
      [...connections]
        .flatMap((connection) => connection.held)
        .filter(([first]) => first?.toLowerCase() === name).length,
    ready: () => [...connections].filter((connection) => connection.ready).length,
    close: async () => {
      for (const connection of connections) connection.socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** Opens a comment stream over real HTTP; resolves when the answer's headers arrived. */
const openStream = (port: number, path: string) =>
  new Promise<{ status: number; body: () => string; close(): void }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      resolve({ status: response.statusCode ?? 0, body: () => body, close: () => request.destroy() });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.end();
  });

const eventually = async (check: () => boolean, ms = 5000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** `work`, or a failure naming what did not happen within `ms` (a stall would otherwise hang the test). */
const within = <T>(ms: number, what: string, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

describe('a stalled Redis', () => {
  let fake: FakeRedis;
  let t: TestApp;
  let port = 0;
  let live = '';
  const logLines: { level: number; msg: string }[] = [];
  /** Warnings since the stall began (a busy machine may also time out a first connect, an outage of its own). */
  let stallBegan = 0;
  const warnings = (about: RegExp) =>
    logLines.slice(stallBegan).filter((line) => line.level === 40 && about.test(line.msg));

  beforeAll(async () => {
    fake = await startFakeRedis();
    t = await createTestApp({
      config: { redisUrl: fake.url, rateLimit: { max: 3, windowSeconds: 60 }, logLevel: 'info' },
      logStream: { write: (line) => logLines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const [coordinator] = await t.database.db
      .insert(coordinators)
      .values({ marcheName: 'stall', username: 'stall', prefectureCode: 13 })
      .returning({ id: coordinators.id });
    const [schedule] = await t.database.db
      .insert(schedules)
      .values({
        coordinatorId: coordinator?.id ?? '',
        title: 'live during a stall',
        startAt: new Date(Date.now() - 60_000),
        endAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: schedules.id });
    live = schedule?.id ?? '';
    // The limiter's connection and the bus's two have made their handshake.
    await eventually(() => fake.ready() >= 3);
  });

  afterAll(async () => {
    // Whatever the test left held is answered, so nothing waits on it while closing.
    fake?.answer();
    await t?.close();
    await fake?.close();
  });

  const post = (comment: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/guests/schedules/${live}/comments`,
      payload: { comment },
      remoteAddress,
    });

  it('opens a comment stream and answers limited calls while Redis answers nothing, counting in memory, warning once; back to Redis when it answers', async () => {
    // Healthy: the limiter counts in Redis.
    expect((await post('before the stall', '198.18.7.1')).statusCode).toBe(204);
    expect(fake.scriptRuns()).toBe(1);

    stallBegan = logLines.length;
    fake.stall();
    // Opens while Redis still answers nothing (it answers only after `fake.answer()` below).
    const stream = await within(
      STREAM_OPEN_WAIT_MS,
      'the stream to open during the stall',
      openStream(port, `/v1/schedules/${live}/comments/stream`),
    );
    expect(stream.status).toBe(200);
    expect(fake.held('subscribe')).toBeGreaterThan(0);

    // Limited calls answer during the stall; the limit still holds (3 per client, in memory).
    const client = '198.18.7.2';
    const answers = [];
    for (let call = 0; call < 5; call++) answers.push(await post(`during the stall ${call}`, client));
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 429, 429]);
    // Redis was asked once during the stall, not once per call (before: 5 scripts held, each call
    // waiting the limiter's command timeout).
    expect(fake.held('eval')).toBe(1);
    // This process's comments reach this process's stream, though Redis did not carry them.
    await eventually(() => stream.body().includes('during the stall 2'));
    // One warning per outage from each user of Redis, not one per call (the bus finds the stall
    // when its SUBSCRIBE and PUBLISHes time out, a second after they were sent).
    await eventually(() => warnings(/realtime bus: Redis unavailable/).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(warnings(/rate-limit store unavailable/)).toHaveLength(1);
    expect(warnings(/realtime bus: Redis unavailable/)).toHaveLength(1);
    expect(warnings(/comment stored but not announced live/)).toHaveLength(0);

    // Redis answers again (what it held too): another process's comment reaches the stream…
    fake.answer();
    const elsewhere = new RedisEventBus({
      url: fake.url,
      log: { warn: () => {}, info: () => {} },
      onDeliveryError: () => {},
    });
    try {
      await eventually(() => fake.ready() >= 5);
      await elsewhere.publish(`schedule:${live}:comments`, {
        type: 'comment',
        comment: { id: 'from-another-process', comment: 'posted on another API process' },
      });
      await eventually(() => stream.body().includes('posted on another API process'));
    } finally {
      await elsewhere.close();
      stream.close();
    }
    // …the probe finds Redis answering, and the counts go back to it.
    await eventually(() =>
      logLines.slice(stallBegan).some((line) => /rate-limit store available again/.test(line.msg)),
    );
    const runs = fake.scriptRuns();
    expect((await post('after the stall', '198.18.7.3')).statusCode).toBe(204);
    expect(fake.scriptRuns()).toBe(runs + 1);
    // Nothing was delivered twice: each comment of this process once on its stream.
    expect(stream.body().split('during the stall 0').length - 1).toBe(1);
  }, 20_000);
});
