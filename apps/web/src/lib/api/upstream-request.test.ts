import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestUpstream } from './upstream-request.ts';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** An API that refuses any body at once, as Fastify does over its limit: answer, then close. */
async function refusingApi(): Promise<URL> {
  server = createServer((request, response) => {
    const body = JSON.stringify({
      status: 413,
      message: 'Payload Too Large',
      detail: 'Request body is too large',
    });
    response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    // Closing with the body unread makes the kernel reset the connection mid-upload.
    response.end(body, () => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/upload/objects/a.png`);
}

describe('oversized bodies through the storefront: requestUpstream', () => {
  it('passes on the API’s early 413 even though the rest of the body cannot be written', async () => {
    const target = await refusingApi();
    const body = new Uint8Array(10 * 1024 * 1024 + 1);
    for (let round = 0; round < 5; round++) {
      const answer = await requestUpstream(target, { method: 'PUT', headers: new Headers(), body });
      expect(answer.status).toBe(413);
      expect(await new Response(answer.body).json()).toMatchObject({
        status: 413,
        message: 'Payload Too Large',
      });
    }
  });

  it('rejects when there is no answer at all', async () => {
    await expect(
      requestUpstream(new URL('http://127.0.0.1:9/'), { method: 'GET', headers: new Headers(), body: null }),
    ).rejects.toThrow();
  });
});
