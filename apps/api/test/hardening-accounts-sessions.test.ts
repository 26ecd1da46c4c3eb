/**
 * Regression tests of the hostile review's session findings: two tabs refreshing with one token
 * signed the member out, and an access token naming user A with user B's session was accepted.
 * Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real concurrency).
 */
import type { AuthResponse } from '@hatake/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema/index.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/auth/sessions.ts';
import { hashRefreshToken, readAccessToken, signAccessToken } from '../src/modules/auth/tokens.ts';
import { bearer, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Unlimited per client address: these tests fire many refreshes from one address.
  t = await createTestApp({ mailer: smtp.mailer, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/refresh-token', payload: { refreshToken } });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(accessToken) });

/**
 * Opens `n` pooled connections at once (on PostgreSQL), so that parallel requests afterwards really
 * run side by side instead of queueing behind connection set-up.
 */
const warmPool = (n: number) =>
  Promise.all(Array.from({ length: n }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));

/** Moves the rotation of `token` back past the grace window, as if the reuse came later. */
const ageRotation = (token: string, seconds = REFRESH_REUSE_GRACE_SECONDS + 1) =>
  t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));

describe('two tabs sign a member out (refresh rotation grace window)', () => {
  it('10 parallel refreshes with one token all answer 200 with the same new refresh token; the session stays', async () => {
    const { tokens } = await signUpAndSignIn(t.app, smtp);
    await warmPool(10);
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens.refreshToken)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const pairs = responses.map((response) => response.json<AuthResponse>());
    const successors = new Set(pairs.map((pair) => pair.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    if (!successor) throw new Error('no successor');
    expect(successor).not.toBe(tokens.refreshToken);

    // One rotation happened: one live token in the family, and every access token works.
    const claims = await readAccessToken(t.app.authSecret, tokens.accessToken);
    if (!claims) throw new Error('unreadable access token');
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, claims.sessionId),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      );
    expect(live.map((row) => row.tokenHash)).toEqual([hashRefreshToken(successor)]);
    for (const pair of pairs) {
      expect(pair.userId).toBe(tokens.userId);
      expect((await me(pair.accessToken)).statusCode).toBe(200);
    }

    // The successor rotates normally afterwards.
    const next = await refresh(successor);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<AuthResponse>().refreshToken).not.toBe(successor);
    expect((await me(next.json<AuthResponse>().accessToken)).statusCode).toBe(200);
  });

  it('a late tab within the window gets the family’s live token, even after a further rotation', async () => {
    const { tokens } = await signUpAndSignIn(t.app, smtp);
    const first = (await refresh(tokens.refreshToken)).json<AuthResponse>();
    const second = (await refresh(first.refreshToken)).json<AuthResponse>();
    const late = await refresh(tokens.refreshToken);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<AuthResponse>().refreshToken).toBe(second.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('reuse after the window answers 401 and revokes the whole family', async () => {
    const { tokens } = await signUpAndSignIn(t.app, smtp);
    const rotated = await refresh(tokens.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json<AuthResponse>();
    await ageRotation(tokens.refreshToken);

    const reuse = await refresh(tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('refresh token was already used; the session has been signed out');
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await me(pair.accessToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it('parallel reuse after the window never resurrects the session', async () => {
    const { tokens } = await signUpAndSignIn(t.app, smtp);
    const pair = (await refresh(tokens.refreshToken)).json<AuthResponse>();
    await ageRotation(tokens.refreshToken);
    await warmPool(5);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(tokens.refreshToken)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(401));
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('a signed-out session gets nothing from the window', async () => {
    const { tokens } = await signUpAndSignIn(t.app, smtp);
    const pair = (await refresh(tokens.refreshToken)).json<AuthResponse>();
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/v1/auth',
      headers: bearer(pair.accessToken),
    });
    expect(signOut.statusCode).toBe(204);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('access token pairing one user with another user’s session', () => {
  it('a correctly signed token naming user A with user B’s session is refused (401)', async () => {
    const a = await signUpAndSignIn(t.app, smtp);
    const b = await signUpAndSignIn(t.app, smtp);
    const bClaims = await readAccessToken(t.app.authSecret, b.tokens.accessToken);
    if (!bClaims) throw new Error('unreadable access token');
    const forged = await signAccessToken(
      t.app.authSecret,
      { userId: a.id, sessionId: bClaims.sessionId },
      3600,
    );
    expect(await readAccessToken(t.app.authSecret, forged)).toMatchObject({ userId: a.id });
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    // The genuine tokens still work.
    expect((await me(a.tokens.accessToken)).json().id).toBe(a.id);
    expect((await me(b.tokens.accessToken)).json().id).toBe(b.id);
  });
});
