import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Balancer, startBalancer } from './balancer.ts';

const servers: Server[] = [];
let balancer: Balancer | undefined;

/** A backend answering its name, the client address it was told and the body it got. */
const backend = async (name: string): Promise<string> => {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          name,
          forwardedFor: request.headers['x-forwarded-for'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** An address nothing listens on. */
const closedAddress = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
};

afterEach(async () => {
  await balancer?.close();
  for (const server of servers.splice(0)) server.close();
});

const names = async (url: string, count: number): Promise<string[]> => {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = (await (await fetch(url, { method: 'POST', body: `n${i}` })).json()) as { name: string };
    seen.push(answer.name);
  }
  return seen;
};

describe('startBalancer', () => {
  it('sends consecutive requests to the backends in turn, with their bodies and the client address', async () => {
    balancer = await startBalancer({ backends: [await backend('a'), await backend('b')], port: 0 });
    expect(await names(balancer.url, 4)).toEqual(['a', 'b', 'a', 'b']);
    const answer = (await (await fetch(balancer.url, { method: 'POST', body: 'hello' })).json()) as {
      forwardedFor: string;
      body: string;
    };
    expect(answer).toMatchObject({ forwardedFor: '127.0.0.1', body: 'hello' });
    expect(balancer.served).toEqual([3, 2]);
  });

  it('sends a request a backend refused on to the next, and leaves that backend out meanwhile', async () => {
    balancer = await startBalancer({
      backends: [await closedAddress(), await backend('b')],
      port: 0,
      downMs: 60_000,
    });
    expect(await names(balancer.url, 3)).toEqual(['b', 'b', 'b']);
    expect(balancer.failovers).toBe(1);
  });

  it('answers 502 when no backend answers', async () => {
    balancer = await startBalancer({ backends: [await closedAddress()], port: 0 });
    expect((await fetch(balancer.url)).status).toBe(502);
  });
});
