/**
 * The seller console's accounts through HTTP (docs/console.md): the seeded demo accounts sign in,
 * console and shopper tokens open only their own routes, refresh rotates with the shoppers' grace
 * window and reuse detection, sign-out ends the session, TOTP two-factor sign-in, the sign-in
 * rate limit, and the audit log (administrators only).
 */
import type { ConsoleAuthResponse, ConsoleMeResponse, TotpEnrolmentResponse } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, staffAccounts } from '../src/db/schema/index.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { hashRefreshToken } from '../src/modules/auth/tokens.ts';
import { totpCode } from '../src/modules/staff/totp.ts';
import { bearer, signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  consoleSignIn,
  DEMO_ADMINISTRATOR,
  DEMO_COORDINATOR,
  marcheIds,
  newAdministrator,
  newCoordinator,
  STAFF_PASSWORD,
} from './helpers/console.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const t = testAppWithSmtp();

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/console/me', headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/console/auth/refresh-token', payload: { refreshToken } });

describe('console sign-in', () => {
  it('signs the seeded coordinator in to their marche and the administrator to every marche', async () => {
    const coordinator = await consoleSignIn(t.app, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    const mine = await me(bearer(coordinator.accessToken));
    expect(mine.statusCode, mine.body).toBe(200);
    const staff = mine.json<ConsoleMeResponse>().staff;
    expect(staff).toMatchObject({ role: 'coordinator', email: DEMO_COORDINATOR.email, totpEnabled: false });
    expect(staff.marcheName).toBe(DEMO_COORDINATOR.marcheName);
    expect(staff.coordinatorId).toBe((await marcheIds(t.database.db)).at(0));

    const admin = await consoleSignIn(
      t.app,
      DEMO_ADMINISTRATOR.email.toUpperCase(),
      DEMO_ADMINISTRATOR.password,
    );
    const theirs = (await me(bearer(admin.accessToken))).json<ConsoleMeResponse>().staff;
    expect(theirs).toMatchObject({ role: 'administrator', coordinatorId: null, marcheName: '' });
  });

  it('refuses a wrong password and an unknown address with one 401', async () => {
    for (const payload of [
      { email: DEMO_COORDINATOR.email, password: 'wrong-password-1' },
      { email: 'nobody@example.jp', password: DEMO_COORDINATOR.password },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/console/auth', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'email or password is incorrect' });
    }
  });

  it('keeps shoppers and staff apart: neither token, nor refresh token, opens the other side', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const staff = await newCoordinator(t.app, t.database.db);
    // A shopper's password does not sign in to the console.
    const shopperAtConsole = await t.app.inject({
      method: 'POST',
      url: '/v1/console/auth',
      payload: { email: member.member.email, password: member.member.password },
    });
    expect(shopperAtConsole.statusCode).toBe(401);
    // Access tokens.
    expect((await me(member.headers)).statusCode).toBe(401);
    const staffAtShop = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: staff.headers });
    expect(staffAtShop.statusCode).toBe(401);
    // Refresh tokens.
    expect((await refresh(member.tokens.refreshToken)).statusCode).toBe(401);
    const consoleAtShop = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      payload: { refreshToken: staff.tokens.refreshToken },
    });
    expect(consoleAtShop.statusCode).toBe(401);
    // …and trying did not sign either out.
    expect((await me(staff.headers)).statusCode).toBe(200);
    const memberStill = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: member.headers });
    expect(memberStill.statusCode).toBe(200);
    expect((await refresh(staff.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('a deleted staff account loses its session at once', async () => {
    const staff = await newAdministrator(t.app, t.database.db);
    expect((await me(staff.headers)).statusCode).toBe(200);
    await t.database.db
      .update(staffAccounts)
      .set({ deletedAt: new Date() })
      .where(eq(staffAccounts.id, staff.staffId));
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect((await refresh(staff.tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('console sessions (the shoppers’ rotation, grace window and reuse detection)', () => {
  it('rotates; the retired token answers the same successor within the window', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    const first = await refresh(staff.tokens.refreshToken);
    expect(first.statusCode, first.body).toBe(200);
    const pair = first.json<ConsoleAuthResponse>();
    expect(pair.staffId).toBe(staff.staffId);
    expect(pair.refreshToken).not.toBe(staff.tokens.refreshToken);
    const again = await refresh(staff.tokens.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json<ConsoleAuthResponse>().refreshToken).toBe(pair.refreshToken);
    expect((await me(bearer(pair.accessToken))).statusCode).toBe(200);
  });

  it('reuse after the window signs the whole session out', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    const pair = (await refresh(staff.tokens.refreshToken)).json<ConsoleAuthResponse>();
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(staff.tokens.refreshToken)));
    const reuse = await refresh(staff.tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ detail: expect.stringContaining('already used') });
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await me(bearer(pair.accessToken))).statusCode).toBe(401);
  });

  it('signs out: access and refresh tokens stop working', async () => {
    const staff = await newAdministrator(t.app, t.database.db);
    const out = await t.app.inject({ method: 'DELETE', url: '/v1/console/auth', headers: staff.headers });
    expect(out.statusCode).toBe(204);
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect((await refresh(staff.tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  const enrol = async (headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/console/me/totp',
      headers,
      payload: { password: STAFF_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TotpEnrolmentResponse>();
  };
  // The password goes with every code: turning the code off asks for it (confirming ignores it).
  const post = (url: string, headers: Record<string, string>, totpCode: string, password = STAFF_PASSWORD) =>
    t.app.inject({ method: 'POST', url, headers, payload: { totpCode, password } });
  const signIn = (email: string, totp?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/console/auth',
      payload: { email, password: STAFF_PASSWORD, ...(totp === undefined ? {} : { totpCode: totp }) },
    });

  /**
   * Waits, when needed, for a 30-second step to begin, so the `ms` the test runs lie within one
   * step: the server reads its own clock, and a step boundary in between would shift its window.
   */
  const withinOneStep = async (ms: number) => {
    const left = 30_000 - (Date.now() % 30_000);
    if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
  };

  it('enrols, confirms with a code, then asks for a code at sign-in; a code works once; disables', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    const { secret, otpauthUri } = await enrol(staff.headers);
    // Stored sealed: the database alone does not give the secret away.
    const [stored] = await t.database.db
      .select({ totpSecret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staff.staffId));
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(secret);
    await withinOneStep(15_000);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Not in force before confirmation.
    expect((await signIn(staff.email)).statusCode).toBe(200);

    const wrong = await post('/v1/console/me/totp/confirmation', staff.headers, '000000');
    const now = new Date();
    const wrongIsRight = totpCode(secret, now) === '000000';
    if (!wrongIsRight) {
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ detail: 'totpCode is incorrect' });
    }
    // Confirmed with the previous step's code (still within ±1), which leaves this step and the next.
    const previous = totpCode(secret, new Date(now.getTime() - 30_000));
    const confirmed = await post('/v1/console/me/totp/confirmation', staff.headers, previous);
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await me(staff.headers)).json<ConsoleMeResponse>().staff.totpEnabled).toBe(true);

    const withoutCode = await signIn(staff.email);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ detail: 'totpCode is required' });
    // The code that confirmed is used up; the current step's code is not.
    const replay = await signIn(staff.email, previous);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ detail: 'totpCode is incorrect' });
    const next = totpCode(secret, now);
    const withCode = await signIn(staff.email, next);
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((await signIn(staff.email, next)).statusCode).toBe(401);

    // A wrong password never reaches the code question.
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/v1/console/auth',
      payload: { email: staff.email, password: 'not-the-password-1' },
    });
    expect(wrongPassword.json()).toMatchObject({ detail: 'email or password is incorrect' });

    // Enrolling again while on is refused; turning off needs a fresh code.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/console/me/totp',
          headers: staff.headers,
          payload: { password: STAFF_PASSWORD },
        })
      ).statusCode,
    ).toBe(412);
    const later = totpCode(secret, new Date(now.getTime() + 30_000));
    // A session alone cannot turn it off: the password is asked again (and a wrong one changes nothing).
    const withoutPassword = await post(
      '/v1/console/me/totp/disable',
      staff.headers,
      later,
      'not-the-password-1',
    );
    expect(withoutPassword.statusCode).toBe(401);
    expect(withoutPassword.json()).toMatchObject({ detail: 'password is incorrect' });
    expect((await me(staff.headers)).json()).toMatchObject({ staff: { totpEnabled: true } });
    expect((await post('/v1/console/me/totp/disable', staff.headers, next)).statusCode).toBe(400);
    const disabled = await post('/v1/console/me/totp/disable', staff.headers, later);
    expect(disabled.statusCode, disabled.body).toBe(204);
    expect((await signIn(staff.email)).statusCode).toBe(200);

    // Both changes are in the audit log.
    const admin = await newAdministrator(t.app, t.database.db);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/v1/console/audit?entityType=staff&entityId=${staff.staffId}`,
      headers: admin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = audit.json<{ entries: { action: string; staffId: string }[] }>().entries;
    expect(actions.map((entry) => entry.action)).toEqual(['staff.totp.disable', 'staff.totp.enable']);
    expect(actions.every((entry) => entry.staffId === staff.staffId)).toBe(true);
  }, 60_000);

  it('turning two-factor sign-in on signs the account’s other sessions out (no way around the code by refresh)', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    // A second session, signed in with the password alone before the code was asked for.
    const other = await consoleSignIn(t.app, staff.email, STAFF_PASSWORD);
    const { secret } = await enrol(staff.headers);
    await withinOneStep(5_000);
    const confirmed = await post(
      '/v1/console/me/totp/confirmation',
      staff.headers,
      totpCode(secret, new Date()),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(204);

    // The session that turned it on stays; the other one's tokens no longer open anything.
    expect((await me(staff.headers)).statusCode).toBe(200);
    expect((await me(bearer(other.accessToken))).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  }, 40_000);

  it('sets up two-factor sign-in only with the password asked again (a session alone cannot)', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/console/me/totp',
      headers: staff.headers,
      payload: { password: 'not-the-password-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'password is incorrect' });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.staffId));
    expect(row?.totpSecret).toBeNull();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/console/me/totp',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a malformed code with 400 naming totpCode', async () => {
    const staff = await newAdministrator(t.app, t.database.db);
    await enrol(staff.headers);
    const response = await post('/v1/console/me/totp/confirmation', staff.headers, '12ab56');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('totpCode');
  });
});

describe('the audit log', () => {
  it('is read by administrators only', async () => {
    const coordinator = await newCoordinator(t.app, t.database.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/console/audit',
      headers: coordinator.headers,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await newAdministrator(t.app, t.database.db);
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/console/audit?limit=1',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ entries: unknown[] }>().entries.length).toBeLessThanOrEqual(1);
  });
});

describe('the account’s password and the administrators’ staff accounts', () => {
  it('changes the password: old one checked, the rule applied, other sessions signed out, this one kept', async () => {
    const staff = await newCoordinator(t.app, t.database.db);
    const otherSession = await consoleSignIn(t.app, staff.email, STAFF_PASSWORD);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/v1/console/me/password', headers: staff.headers, payload });
    const wrongOld = await change({
      oldPassword: 'not-it-123',
      newPassword: 'fresh-pass-42',
      passwordConfirmation: 'fresh-pass-42',
    });
    expect(wrongOld.statusCode).toBe(401);
    const weak = await change({
      oldPassword: STAFF_PASSWORD,
      newPassword: 'onlyletters',
      passwordConfirmation: 'onlyletters',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ detail: string }>().detail).toContain('newPassword');
    const done = await change({
      oldPassword: STAFF_PASSWORD,
      newPassword: 'fresh-pass-42',
      passwordConfirmation: 'fresh-pass-42',
    });
    expect(done.statusCode, done.body).toBe(204);
    expect((await me(staff.headers)).statusCode).toBe(200);
    expect((await me(bearer(otherSession.accessToken))).statusCode).toBe(401);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(401);
    await consoleSignIn(t.app, staff.email, 'fresh-pass-42');
    const old = await t.app.inject({
      method: 'POST',
      url: '/v1/console/auth',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('lets administrators list and add accounts; coordinators get 403', async () => {
    const admin = await newAdministrator(t.app, t.database.db);
    const coordinator = await newCoordinator(t.app, t.database.db);
    const [, marche = ''] = await marcheIds(t.database.db);
    const email = `new.coordinator.${Date.now()}@example.jp`;
    const body = {
      email,
      password: 'marche-pass-77',
      displayName: '新しい担当',
      role: 'coordinator',
      coordinatorId: marche,
    };
    const add = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/console/staff', headers, payload });
    expect((await add(coordinator.headers, body)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/console/staff', headers: coordinator.headers }))
        .statusCode,
    ).toBe(403);
    const created = await add(admin.headers, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ConsoleMeResponse>().staff).toMatchObject({
      email,
      role: 'coordinator',
      coordinatorId: marche,
    });
    expect((await add(admin.headers, { ...body, email: email.toUpperCase() })).statusCode).toBe(409);
    expect(
      (await add(admin.headers, { ...body, email: `x${email}`, coordinatorId: undefined })).statusCode,
    ).toBe(400);
    expect(
      (await add(admin.headers, { ...body, email: `y${email}`, coordinatorId: 'no-such-marche' })).statusCode,
    ).toBe(404);
    const signedIn = await consoleSignIn(t.app, email, 'marche-pass-77');
    expect((await me(bearer(signedIn.accessToken))).json<ConsoleMeResponse>().staff.coordinatorId).toBe(
      marche,
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/console/staff?coordinatorId=${marche}`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ staff: { email: string }[] }>().staff.map((row) => row.email)).toContain(email);
  });
});

describe('the demo accounts in a demo database seeded before the console', () => {
  it('are added once at the next start, and the coordinator runs the named marche', async () => {
    const old = await createTestApp();
    try {
      // As a demo database from before the console: no staff account at all.
      await old.database.db.delete(staffAccounts);
      expect(await seedIfEmpty(old.database.db, old.app.storage)).toEqual({ seeded: false });
      await seedIfEmpty(old.database.db, old.app.storage);
      const rows = await old.database.db.select().from(staffAccounts);
      expect(rows.map((row) => row.email).sort()).toEqual([DEMO_ADMINISTRATOR.email, DEMO_COORDINATOR.email]);
      const tokens = await consoleSignIn(old.app, DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
      const staff = (
        await old.app.inject({ method: 'GET', url: '/v1/console/me', headers: bearer(tokens.accessToken) })
      ).json<ConsoleMeResponse>().staff;
      expect(staff.marcheName).toBe(DEMO_COORDINATOR.marcheName);
    } finally {
      await old.close();
    }
  });
});

describe('the sign-in rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimit: { max: 3, windowSeconds: 60 } } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After past RATE_LIMIT_MAX sign-ins and refreshes per client', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/v1/console/auth',
        payload: { email: DEMO_COORDINATOR.email, password: 'wrong-password-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const over = await attempt();
    expect(over.headers['retry-after']).toBeDefined();
    const refreshes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/v1/console/auth/refresh-token',
        payload: { refreshToken: 'x' },
      });
      refreshes.push(response.statusCode);
    }
    expect(refreshes).toEqual([401, 401, 401, 429]);
  });
});
