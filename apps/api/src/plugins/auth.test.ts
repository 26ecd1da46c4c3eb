import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BEARER_SCHEME, bearerAuth, readBearerToken } from './auth.ts';

describe('readBearerToken', () => {
  it('reads the token after the Bearer scheme', () => {
    expect(readBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearerToken('bearer   xyz ')).toBe('xyz');
  });

  it('treats what clients send when signed out as no token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer undefined',
      'Bearer null',
      'Basic abc',
    ]) {
      expect(readBearerToken(header)).toBeNull();
    }
  });
});

describe('bearerAuth', () => {
  const build = async () => {
    const app = Fastify();
    await app.register(bearerAuth, {
      verifyAccessToken: async (token) => (token === 'good' ? { userId: 'u1', sessionId: 's1' } : null),
    });
    app.get('/me', { onRequest: app.requireUser }, async (request) => request.member());
    app.get('/open', async (request) => ({ user: request.user }));
    app.get('/unguarded', async (request) => request.member());
    const routes: { url: string; security: unknown }[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({ url: route.url, security: route.schema?.security });
    });
    app.get('/later', { onRequest: app.requireUser }, async () => ({}));
    app.get('/later-open', async () => ({}));
    await app.ready();
    return { app, routes };
  };

  it('gives a guarded handler the signed-in user and answers 401 without one', async () => {
    const { app } = await build();
    const ok = await app.inject({ url: '/me', headers: { authorization: 'Bearer good' } });
    expect(ok.json()).toEqual({ userId: 'u1', sessionId: 's1' });
    const refused = await app.inject({ url: '/me', headers: { authorization: 'Bearer bad' } });
    expect(refused.statusCode).toBe(401);
    const open = await app.inject({ url: '/open', headers: { authorization: 'Bearer undefined' } });
    expect(open.json()).toEqual({ user: null });
    expect((await app.inject({ url: '/unguarded' })).statusCode).toBe(401);
    await app.close();
  });

  it('marks exactly the guarded routes as needing the bearer token', async () => {
    const { app, routes } = await build();
    expect(routes.find((route) => route.url === '/later')?.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    expect(routes.find((route) => route.url === '/later-open')?.security).toBeUndefined();
    await app.close();
  });
});
