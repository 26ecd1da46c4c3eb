import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { stopService } from '../../../scripts/lib/processes.ts';
import { API_URL, BASE_URL, type ExtraStorefront, freePort, startStorefront } from './support/storefront.ts';

// The storefront's door (apps/web/server.ts, docs/adr/0018) on the built storefront, no browser:
// what Next.js answered with a 500 and Node with a bare status line is a 4xx with a body and the
// security headers; and a storefront given a dead API address besides the live one keeps serving.

type Answer = { status: number; headers: Record<string, string>; body: string };

/** A request written byte for byte (methods, paths and headers fetch would refuse), read to the end. */
function sendRaw(base: string, method: string, target: string, extra = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${extra}\r\n`,
        'latin1',
      ),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...fields] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const field of fields) {
        const colon = field.indexOf(':');
        headers[field.slice(0, colon).toLowerCase()] = field.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}

const expectSecurityHeaders = (answer: Answer) => {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
};

const expectContract = (answer: Answer, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({
    status,
    message: expect.any(String),
    detail: expect.any(String),
  });
  expectSecurityHeaders(answer);
};

describe('the storefront door', () => {
  it('malformed API paths answer 400 in the contract body', async () => {
    for (const path of [
      '/v1/products/%',
      '/v1/products/%zz',
      '/v1/products/%FF',
      '/v1/products/%E3%81',
      '/v1/products/%ED%A0%80',
    ]) {
      expectContract(await sendRaw(BASE_URL, 'GET', path), 400);
    }
    for (const path of ['/media/%', '/docs/%']) {
      const answer = await sendRaw(BASE_URL, 'GET', path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expectSecurityHeaders(answer);
    }
  });

  it('malformed page paths answer a 400 page', async () => {
    for (const path of ['/%', '/en/items/%E3%81', '/items/%FF', '/v1/purchase/%zz']) {
      const answer = await sendRaw(BASE_URL, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(answer);
    }
  });

  it('TRACE, PROPFIND and unknown methods answer 405 with Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'FROB']) {
      const answer = await sendRaw(BASE_URL, method, '/v1/products');
      expectContract(answer, 405);
      expect(answer.headers.allow).toContain('GET');
    }
    const page = await sendRaw(BASE_URL, 'TRACE', '/');
    expect(page.status).toBe(405);
    expectSecurityHeaders(page);
  });

  it('a 70 KB header answers 431 and a control character in the path 400, with body and headers', async () => {
    expectContract(
      await sendRaw(BASE_URL, 'GET', '/v1/products', `X-Big: ${'a'.repeat(70 * 1024)}\r\n`),
      431,
    );
    expectContract(await sendRaw(BASE_URL, 'GET', '/items/a\u0001b'), 400);
  });

  it('a cross-origin server action is refused with 403, not a 500', async () => {
    const answer = await sendRaw(
      BASE_URL,
      'POST',
      '/contact',
      'Origin: https://evil.example\r\nNext-Action: 0123456789abcdef\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: 2\r\n\r\n[]',
    );
    expect(answer.status).toBe(403);
    expectSecurityHeaders(answer);
  });
});

describe('a storefront with a dead API address besides the live one', () => {
  let storefront: ExtraStorefront | undefined;
  afterAll(async () => {
    if (storefront) await stopService(storefront.service);
  });

  it('serves pages and /v1 from the live one, every time', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    storefront = await startStorefront({ API_URL: `${dead},${API_URL}` });
    for (let round = 0; round < 6; round++) {
      const api = await fetch(`${storefront.url}/v1/top/common`);
      expect(api.status).toBe(200);
      await api.arrayBuffer();
      const page = await fetch(`${storefront.url}/items`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    }
  });
});
