import { createTransport } from '@sentry/node';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../plugins/error-handler.ts';
import { DomainError } from './domain-error.ts';
import {
  apiMonitoringConfigFrom,
  createSentryReporter,
  type ErrorReporter,
  isReportable,
  parseDsn,
  processErrorReporter,
} from './monitoring.ts';

const DSN = 'https://publickey@o7.ingest.sentry.example/42';

/** Every envelope the Sentry client would have sent, as text: the network is never used. */
const sent: string[] = [];
const recordingTransport = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });

let reporter: ErrorReporter;
const app = Fastify({ logger: false });

beforeAll(async () => {
  reporter = await createSentryReporter({ dsn: DSN, environment: 'test' }, { transport: recordingTransport });
  await app.register(errorHandler, { reporter });
  app.post('/orders/:orderId', async () => {
    throw new Error('database went away');
  });
  app.get('/missing', async () => {
    throw new DomainError('NotFound', 'order not found');
  });
  app.get('/unavailable', async () => {
    throw new DomainError('Unavailable', 'payment provider down');
  });
  app.get('/off', async () => {
    throw new DomainError('Unimplemented', 'cash on delivery is off');
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  sent.length = 0;
});

const events = (): Record<string, unknown>[] =>
  sent.map((envelope) => {
    const [, , payload = '{}'] = envelope.split('\n');
    return JSON.parse(payload) as Record<string, unknown>;
  });

describe('the API reports its own faults to Sentry (API_SENTRY_DSN)', () => {
  it('an unexpected error (500) is captured with its route, without the request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/orders/ord_123?email=someone@example.com',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
      payload: { cardNumber: '4242424242424242', name: '山田太郎' },
    });
    expect(response.statusCode).toBe(500);
    await reporter.flush(2000);
    expect(sent).toHaveLength(1);
    const [event] = events();
    expect(event).toMatchObject({
      environment: 'test',
      tags: { status: '500', method: 'POST', route: '/orders/:orderId' },
      exception: { values: [{ type: 'Error', value: 'database went away' }] },
    });
    expect(event?.request).toBeUndefined();
    expect(event?.user).toBeUndefined();
    const text = sent.join('\n');
    for (const secret of [
      '4242424242424242',
      '山田太郎',
      'secret-token',
      'secret-cookie',
      'someone@example.com',
      'ord_123',
    ])
      expect(text).not.toContain(secret);
  });

  it('a domain 5xx is captured; a 501 (a switched-off feature) is not', async () => {
    expect((await app.inject({ method: 'GET', url: '/unavailable' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/off' })).statusCode).toBe(501);
    await reporter.flush(2000);
    expect(events().map((event) => (event.tags as Record<string, string>).status)).toEqual(['503']);
  });

  it('client errors (4xx) are never captured', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/orders/1',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        })
      ).statusCode,
    ).toBe(400);
    await reporter.flush(2000);
    expect(sent).toEqual([]);
  });
});

describe('API monitoring settings', () => {
  it('is off without API_SENTRY_DSN, and off with a warning for a malformed one', () => {
    expect(apiMonitoringConfigFrom({})).toEqual({ config: undefined });
    expect(apiMonitoringConfigFrom({ SENTRY_DSN: DSN })).toEqual({ config: undefined });
    const bad = apiMonitoringConfigFrom({ API_SENTRY_DSN: 'https://sentry.example/42' });
    expect(bad.config).toBeUndefined();
    expect(bad.warning).toContain('API_SENTRY_DSN');
  });

  it('reports under SENTRY_ENVIRONMENT, else the deployment (APP_ENV)', () => {
    expect(apiMonitoringConfigFrom({ API_SENTRY_DSN: DSN, APP_ENV: 'Staging' }).config).toEqual({
      dsn: DSN,
      environment: 'staging',
    });
    expect(
      apiMonitoringConfigFrom({ API_SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'prd' }).config?.environment,
    ).toBe('prd');
    expect(apiMonitoringConfigFrom({ API_SENTRY_DSN: DSN }).config?.environment).toBe('development');
  });

  it('accepts only DSNs with a key and a numeric project', () => {
    expect(parseDsn(DSN)).toBe(DSN);
    expect(parseDsn('http://k@relay.local:9000/3')).toBe('http://k@relay.local:9000/3');
    for (const value of ['', 'nope', 'https://host/3', 'https://k@host/abc', 'ftp://k@host/3'])
      expect(parseDsn(value), value).toBeUndefined();
  });

  it.skipIf(Boolean(process.env.API_SENTRY_DSN))(
    "the process's reporter: none when the environment has no API_SENTRY_DSN",
    async () => {
      expect(await processErrorReporter()).toBeUndefined();
    },
  );

  it('reportable: every 5xx but 501, no 4xx', () => {
    for (let status = 400; status < 600; status += 1)
      expect(isReportable(status)).toBe(status >= 500 && status !== 501);
  });
});
