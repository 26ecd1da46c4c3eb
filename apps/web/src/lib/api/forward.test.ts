import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi } from './forward.ts';

// A stand-in API on a real port: 204 for /empty, the request's own Expect header echoed for /echo.
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/v1/empty') return void response.writeHead(204).end();
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': "frame-ancestors 'none'",
      });
      response.end(
        JSON.stringify({ expect: request.headers.expect ?? null, length: request.headers['content-length'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('oversized bodies through the storefront: forwardToApi', () => {
  it('does not forward Expect: 100-continue, and sends the body with its length', async () => {
    const response = await forwardToApi(
      new Request('http://localhost:3000/v1/echo', {
        method: 'POST',
        headers: { expect: '100-continue', 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ expect: null, length: '7' });
    // The API's own policy is kept, the missing nosniff added.
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('passes on a 204 without a body', async () => {
    const response = await forwardToApi(
      new Request('http://localhost:3000/v1/empty', { method: 'POST', body: 'x' }),
    );
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('answers 413 in the contract shape for a body announced over the storefront limit', async () => {
    const response = await forwardToApi(
      new Request('http://localhost:3000/v1/echo', {
        method: 'PUT',
        headers: { 'content-length': String(17 * 1024 * 1024) },
        body: 'x',
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, message: 'Payload Too Large' });
  });
});
