import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', rateLimit: { max: 0, windowSeconds: 60 } },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => t.close());

/** The parsed log lines that carry a request id. */
const linesOf = (requestId: string) =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId === requestId);

describe('request logging', () => {
  it('writes one line per request with its id, method, URL, status and time', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v1/products?limit=1' });
    expect(answer.statusCode).toBe(200);
    const requestId = String(answer.headers['x-request-id']);
    // The line is written once the response has been sent, which may be after inject resolved.
    await vi.waitFor(() => expect(linesOf(requestId).length).toBeGreaterThan(0));
    const lines = linesOf(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/v1/products?limit=1',
      statusCode: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('keeps the request id a caller sends', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/v1/top/common',
      headers: { 'x-request-id': 'caller-chosen-id' },
    });
    expect(answer.headers['x-request-id']).toBe('caller-chosen-id');
    await vi.waitFor(() => expect(linesOf('caller-chosen-id')).toHaveLength(1));
  });
});
