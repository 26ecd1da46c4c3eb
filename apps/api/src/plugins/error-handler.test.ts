import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-error.ts';
import { errorHandler } from './error-handler.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(errorHandler);
  app.post(
    '/items',
    {
      schema: {
        body: Type.Object({
          productId: Type.String({ minLength: 1 }),
          quantity: Type.Integer({ minimum: 1 }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/list',
    { schema: { querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200 }) }) } },
    async () => ({ ok: true }),
  );
  app.get('/missing', async () => {
    throw new DomainError('NotFound', 'product not found');
  });
  app.get('/conflict', async () => {
    throw new DomainError('AlreadyExists', 'email already in use');
  });
  app.get('/provider-gone', async () => {
    throw new DomainError('Unavailable', 'the payment provider cannot be reached');
  });
  app.get('/database-gone', async () => {
    // node-postgres' error for a backend ended by pg_terminate_backend or a failover.
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers an unknown route with 404 and the contract body', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not Found', detail: '' });
  });

  it('answers a lost database connection with 503, Retry-After and the contract body, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({
      status: 503,
      message: 'Service Unavailable',
      detail: 'the database connection was lost; please try again',
    });
  });

  it('asks to try again later on every 503, also a domain error’s', async () => {
    const response = await app.inject({ method: 'GET', url: '/provider-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.headers['retry-after']).toBeUndefined();
  });

  it('names a missing body field', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { quantity: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'Bad Request',
      detail: 'productId is required',
    });
  });

  it('names an out-of-range query parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/list?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^limit /);
  });

  it('names a query parameter that is not a number', async () => {
    const response = await app.inject({ method: 'GET', url: '/list?limit=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^limit /);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"productId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: 'Bad Request' });
  });

  it('maps domain errors to their status', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).json()).toEqual({
      status: 404,
      message: 'Not Found',
      detail: 'product not found',
    });
    expect((await app.inject({ method: 'GET', url: '/conflict' })).statusCode).toBe(409);
  });

  it('hides the internals of unexpected errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Internal Server Error', detail: '' });
    expect(response.body).not.toContain('secret');
  });
});
