import type { AuthResponse, AuthUserResponse } from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { userIdentities } from '../src/db/schema/index.ts';
import { bearer, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestOidc, type TestOidc } from './helpers/oidc.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const REDIRECT_URI = 'http://localhost:3000/auth/google/signin';

let t: TestApp;
let smtp: TestSmtp;
let google: TestOidc;

beforeAll(async () => {
  smtp = await startTestSmtp();
  google = await startTestOidc(REDIRECT_URI);
  const defaults = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({
    mailer: smtp.mailer,
    config: {
      oauth: {
        ...defaults.oauth,
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        // The default form: one callback per provider.
        redirectUrl: 'http://localhost:3000/auth/{provider}/signin',
      },
    },
  });
});

afterAll(async () => {
  await t.close();
  await google.close();
  await smtp.close();
});

/** A browser: keeps the session cookie across calls. */
const browser = () => {
  let cookie = '';
  return async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    const set = response.cookies.find((c) => c.name === 'session_id');
    if (set) cookie = `session_id=${set.value}`;
    return response;
  };
};

/** GET /v1/auth/google, then the provider's login, then POST /v1/users/me/google with the code. */
const signInWithGoogle = async (profile: object = {}) => {
  const call = browser();
  const started = await call(
    'GET',
    `/v1/auth/google?state=client-state-${Date.now()}&redirectUri=${encodeURIComponent(REDIRECT_URI)}`,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json<{ url: string }>();
  const callback = await google.authorize(url);
  expect(callback.get('state')).toBe(new URL(url).searchParams.get('state'));
  const code = callback.get('code') ?? '';
  return call('POST', '/v1/users/me/google', { code, redirectUri: REDIRECT_URI, ...profile });
};

describe('Google sign-in (a real oidc-provider)', () => {
  it('builds the authorization URL with state, nonce and PKCE', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/google?state=abc123' });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin).toBe(google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'abc123',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(response.cookies.some((c) => c.name === 'session_id')).toBe(true);
  });

  it('creates a member on first sign-in and signs the same member in afterwards', async () => {
    google.account = {
      sub: `new-${Date.now()}`,
      email: `g${Date.now()}@example.jp`,
      emailVerified: true,
      name: 'グーグル 花子',
    };
    const first = await signInWithGoogle({ accountId: `google_${Date.now()}` });
    expect(first.statusCode, first.body).toBe(200);
    const tokens = first.json<AuthResponse>();
    expect(tokens.tokenType).toBe('Bearer');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.json<AuthUserResponse>()).toMatchObject({
      email: google.account.email,
      username: 'グーグル 花子',
    });

    const second = await signInWithGoogle();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<AuthResponse>().userId).toBe(tokens.userId);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      payload: { refreshToken: second.json<AuthResponse>().refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('links to the member with the same verified e-mail', async () => {
    const existing = await signUpAndSignIn(t.app, smtp);
    google.account = {
      sub: `link-${Date.now()}`,
      email: existing.member.email,
      emailVerified: true,
      name: 'x',
    };
    const response = await signInWithGoogle();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AuthResponse>().userId).toBe(existing.id);
    const links = await t.database.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, existing.id), eq(userIdentities.subject, google.account.sub)));
    expect(links).toHaveLength(1);
  });

  it('zero-width-only names: refuses an invisible profile name with 400 before exchanging the code', async () => {
    google.account = {
      sub: `invisible-${Date.now()}`,
      email: `inv${Date.now()}@example.jp`,
      emailVerified: true,
      name: 'x',
    };
    for (const profile of [{ username: '\u200b' }, { lastname: '\u3000\u2060' }, { firstname: '\ufeff' }]) {
      const response = await signInWithGoogle(profile);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toBe(`${Object.keys(profile)[0]} must not be blank`);
    }
  });

  it('requires code and redirectUri, an attempt in this session, and a valid code', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/google',
      payload: { code: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('redirectUri');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/google',
      payload: { code: '', redirectUri: REDIRECT_URI },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('code');

    const noAttempt = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/google',
      payload: { code: 'abc', redirectUri: REDIRECT_URI },
    });
    expect(noAttempt.statusCode).toBe(412);

    const call = browser();
    expect((await call('GET', '/v1/auth/google')).statusCode).toBe(200);
    const badCode = await call('POST', '/v1/users/me/google', {
      code: 'not-a-real-code',
      redirectUri: REDIRECT_URI,
    });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().detail).toContain('OAuth token');
  });

  it('signs in with LINE through the same flow, as a separate identity', async () => {
    const lineApp = await createTestApp({
      mailer: smtp.mailer,
      config: {
        oauth: {
          ...loadConfig({ NODE_ENV: 'test' }).oauth,
          line: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
          redirectUrl: REDIRECT_URI,
        },
      },
    });
    try {
      google.account = {
        sub: `line-${Date.now()}`,
        email: `l${Date.now()}@example.jp`,
        emailVerified: true,
        name: 'ライン',
      };
      const started = await lineApp.app.inject({ method: 'GET', url: '/v1/auth/line?state=line-state' });
      expect(started.statusCode, started.body).toBe(200);
      const cookie = started.cookies.find((c) => c.name === 'session_id')?.value ?? '';
      const callback = await google.authorize(started.json<{ url: string }>().url);
      const finished = await lineApp.app.inject({
        method: 'POST',
        url: '/v1/users/me/line',
        payload: { code: callback.get('code') ?? '', redirectUri: REDIRECT_URI },
        cookies: { session_id: cookie },
      });
      expect(finished.statusCode, finished.body).toBe(200);
      const [identity] = await lineApp.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, google.account.sub));
      expect(identity).toMatchObject({ providerType: 3, userId: finished.json<AuthResponse>().userId });
      // Google is not configured on this app.
      expect((await lineApp.app.inject({ method: 'GET', url: '/v1/auth/google' })).statusCode).toBe(501);
    } finally {
      await lineApp.close();
    }
  });

  it('answers 501 for a provider that is not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/line' })).statusCode).toBe(501);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/me/line',
      payload: { code: 'x', redirectUri: REDIRECT_URI },
    });
    expect(response.statusCode).toBe(501);
  });
});
