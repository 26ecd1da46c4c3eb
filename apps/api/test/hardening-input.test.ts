/**
 * Regression tests for the input findings of the hostile review (docs/api.md, "Input the API
 * refuses"): each `it` names the request that used to answer 500, 2xx or a body outside the
 * contract. The OpenAPI fuzz test covers the same classes for every route; these pin the cases.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusText } from '../src/lib/http-status.ts';
import { newMember } from './helpers/accounts.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const logLines: string[] = [];
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', rateLimit: { max: 0, windowSeconds: 60 } },
    logStream: { write: (line) => void logLines.push(line) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP request with the path and body exactly as given (inject would normalise some). */
const send = (method: string, path: string, body?: Buffer | string, contentType = 'application/json') =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': contentType },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const expectContractError = (answer: Answer, status: number, detail: RegExp) => {
  expect(answer.status, answer.body).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({
    status,
    message: statusText(status),
    detail: expect.stringMatching(detail),
  });
};

describe('NUL bytes and control characters (were 500)', () => {
  it('POST /v1/users/me with "username":"a\\u0000b" → 400 naming username, nothing stored', async () => {
    const before = await tableDigests(t.database);
    const body = JSON.stringify({ ...newMember(), username: 'a\u0000b' });
    expectContractError(
      await send('POST', '/v1/users/me', body),
      400,
      /^username must not contain control characters$/,
    );
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });

  it('GET /v1/products/a%00b → 400 naming productId', async () => {
    expectContractError(
      await send('GET', '/v1/products/a%00b'),
      400,
      /^productId must not contain control characters$/,
    );
  });

  it('a lone surrogate in a JSON string → 400 (it cannot be stored as UTF-8)', async () => {
    const body = JSON.stringify({ ...newMember() }).replace('"畑 太郎"', '"\\ud800"');
    expectContractError(
      await send('POST', '/v1/users/me', body),
      400,
      /^username must be valid Unicode text$/,
    );
  });
});

describe('numbers (were 500, or read wrongly)', () => {
  it.each([
    ['/v1/products?limit=1e400', /^limit must be a decimal integer$/],
    ['/v1/products?offset=99999999999999999999999', /^offset must be a decimal integer$/],
    ['/v1/products?offset=100001', /^offset must be <= 100000$/],
    ['/v1/experiences/geolocation?latitude=1e400&longitude=139', /^latitude must be a decimal number$/],
    ['/v1/products?limit=0x10', /^limit must be a decimal integer$/],
    [
      '/v1/experiences/geolocation?latitude=35&longitude=139&radius=1e400',
      /^radius must be a decimal integer$/,
    ],
    ['/v1/experiences/geolocation?latitude=35&longitude=139&radius=100001', /^radius must be <= 100000$/],
    ['/v1/experiences/geolocation?latitude=91&longitude=139', /^latitude must be <= 90$/],
  ])('GET %s → 400', async (url, detail) => {
    expectContractError(await send('GET', url), 400, detail);
  });

  it('still takes the radius reference clients send for "anywhere" (100000)', async () => {
    const answer = await send('GET', '/v1/experiences/geolocation?latitude=35&longitude=139&radius=100000');
    expect(answer.status, answer.body).toBe(200);
  });

  it('a JSON number beyond 2^53 or written as 1e400 → 400 naming the field', async () => {
    const body = (value: string) =>
      JSON.stringify({ ...newMember(), phoneNumber: null }).replace(
        '"phoneNumber":null',
        `"phoneNumber":${value}`,
      );
    expectContractError(
      await send('POST', '/v1/users/me', body('1e400')),
      400,
      /^phoneNumber must be a finite number$/,
    );
    expectContractError(
      await send('POST', '/v1/users/me', body('1e23')),
      400,
      /^phoneNumber is out of range$/,
    );
  });
});

describe('loose bodies (were accepted)', () => {
  it('{"username":["x"]} is not read as "x": arrays are coerced in query strings only', async () => {
    const body = JSON.stringify({ ...newMember(), username: ['x'] });
    expectContractError(await send('POST', '/v1/users/me', body), 400, /^username must be string$/);
  });

  it('a body of invalid UTF-8 → 400 instead of silently replaced characters', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expectContractError(
      await send('POST', '/v1/contacts', bytes),
      400,
      /^request body must be UTF-8 encoded JSON$/,
    );
  });
});

describe('errors outside the contract (were Fastify’s own bodies)', () => {
  it('GET /v1/products/% → 400 with the contract body', async () => {
    expectContractError(await send('GET', '/v1/products/%'), 400, /^the URL is not valid$/);
  });

  it('a 10 KB path parameter → 414 with the contract body, not echoing the path', async () => {
    const answer = await send('GET', `/v1/products/${'a'.repeat(10_000)}`);
    expectContractError(answer, 414, /^a path parameter is too long$/);
    expect(answer.body.length).toBeLessThan(200);
  });

  it('a URL larger than the header limit → 431 with the contract body', async () => {
    const answer = await send('GET', `/v1/products?name=${'a'.repeat(20_000)}`);
    expectContractError(answer, 431, /^the URL or the headers are too large$/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a body of another content type → 415 with the contract body, not echoing the type', async () => {
    const answer = await send('POST', '/v1/contacts', 'hello', 'text/x-evil-echo');
    expectContractError(answer, 415, /^content type must be application\/json$/);
    expect(answer.body).not.toContain('evil-echo');
  });

  it('broken JSON → 400 without the parser quoting the body', async () => {
    const answer = await send('POST', '/v1/contacts', '{"secret-echo":');
    expectContractError(answer, 400, /^request body is not valid JSON$/);
    expect(answer.body).not.toContain('secret-echo');
  });

  it('a JSON body over 1 MiB → 413 with the contract body', async () => {
    expectContractError(
      await send('POST', '/v1/contacts', JSON.stringify({ message: 'x'.repeat(1_100_000) })),
      413,
      /too large/,
    );
  });
});

describe('security headers', () => {
  it('answers JSON, the docs page and errors with nosniff and no framing', async () => {
    for (const path of ['/v1/top/common', '/docs/', '/v1/no-such-route']) {
      const answer = await send('GET', path);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});

describe('log redaction', () => {
  it('a failed query logs its statement but none of the bound parameters (e-mail, password)', async () => {
    const email = `redaction.${Date.now()}@example.jp`;
    const password = 'secret-Password-123';
    // A database that has gone away makes the sign-in query fail with its parameters attached.
    const copy = await createTestApp({
      config: { logLevel: 'info', rateLimit: { max: 0, windowSeconds: 60 } },
      logStream: { write: (line) => void logLines.push(line) },
    });
    const since = logLines.length;
    await copy.database.close();
    const answer = await copy.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { username: email, password },
    });
    await copy.app.close();
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ status: 500, message: 'Internal Server Error', detail: '' });
    const logged = logLines.slice(since).join('\n');
    expect(logged).toMatch(/Failed query/);
    expect(logged).toContain('params: [redacted]');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(password);
  });
});
