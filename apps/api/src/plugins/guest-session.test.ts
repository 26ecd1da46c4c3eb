import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE, GUEST_SESSION_MAX_AGE_SECONDS, guestSession } from './guest-session.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(guestSession, { secure: true });
  app.get('/session', async (request, reply) => {
    const first = request.guestSession(reply);
    return { id: first, stable: request.guestSession(reply) === first };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('guest session cookie', () => {
  it('creates an HttpOnly 14-day session_id cookie on first need', async () => {
    const response = await app.inject({ method: 'GET', url: '/session' });
    const cookie = response.cookies.find((c) => c.name === GUEST_SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.maxAge).toBe(GUEST_SESSION_MAX_AGE_SECONDS);
    expect(cookie?.path).toBe('/');
    expect(response.json()).toEqual({ id: cookie?.value, stable: true });
    expect(response.headers['set-cookie']).not.toBeInstanceOf(Array);
  });

  it('keeps an existing session and sets no cookie', async () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv12';
    const response = await app.inject({
      method: 'GET',
      url: '/session',
      cookies: { [GUEST_SESSION_COOKIE]: id },
    });
    expect(response.json().id).toBe(id);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a malformed session id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/session',
      cookies: { [GUEST_SESSION_COOKIE]: '../../etc/passwd' },
    });
    expect(response.json().id).not.toBe('../../etc/passwd');
    expect(response.cookies.some((c) => c.name === GUEST_SESSION_COOKIE)).toBe(true);
  });
});
