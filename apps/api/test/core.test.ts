import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API core', () => {
  it('reports health including the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown route with the contract error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ status: 404, message: 'Not Found', detail: '' });
  });

  it('gives every response a request id, keeping the caller’s', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-123');
  });

  it('ignores the bearer header signed-out clients send on public routes', async () => {
    for (const authorization of ['Bearer undefined', 'Bearer ', 'Bearer not-a-token']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/statuses/payments',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('documents every route in the generated OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/v1/top/common', '/v1/statuses/payments']),
    );
    const top = document.paths['/v1/top/common'].get;
    expect(top.responses['200'].content['application/json'].schema.properties).toHaveProperty('lives');
    expect(Object.keys(document.paths)).not.toContain('/media/*');
  });

  it('serves the API reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers CORS preflights for allowed origins only, with credentials', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/top/common',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Authorization');

    const denied = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/top/common',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves stored media and 404s unknown or unsafe keys', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/no/such.webp' });
    expect(missing.statusCode).toBe(404);
    const unsafe = await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' });
    expect(unsafe.statusCode).toBe(404);
  });
});
