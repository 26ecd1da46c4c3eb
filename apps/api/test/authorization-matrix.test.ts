/**
 * Authorisation matrix, driven by the app's own OpenAPI document (no per-route code: a route added
 * later is covered the day it is documented).
 *
 * 1. Every operation without a security marker is listed in public-operations.ts, and every entry
 *    there still exists and is still public. Secured operations document 401; public ones only
 *    when they check credentials themselves.
 * 2. Every secured operation × every bad credential → 401 with the contract body, and the database
 *    unchanged (digest of every table in `public`, per operation; row counts over the whole matrix).
 * 3. Every secured operation with a `{…Id}` path parameter, called by a second member with the
 *    first member's resource id → 404 with the contract body, the resource and database unchanged.
 *    The ids come from OWNER_FIXTURES; a `{…Id}` without a fixture fails the test.
 * 4. The seller console (docs/console.md): every console operation refuses a shopper's valid token
 *    and tokens of the wrong audience (401, nothing changes), every shopper operation refuses a
 *    console token, and every console operation with a `{…Id}` called by a coordinator of another
 *    marche on the owner marche's resource → 404, nothing changed (CONSOLE_FIXTURES).
 *
 * One machine-readable summary line is printed: `authorization-matrix: operations=… secured=… …`.
 */
import type { AddressResponse } from '@hatake/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { decodeJwt, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { experiences, producers, products, spotTypes } from '../src/db/schema/index.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { CONSOLE_AUDIENCE } from '../src/modules/staff/index.ts';
import { ADDRESS, bearer, signUpAndSignIn } from './helpers/accounts.ts';
import { memberOrder, productLike } from './helpers/checkouts.ts';
import { marcheIds, newCoordinator, type StaffSession } from './helpers/console.ts';
import { paidGuestOrder } from './helpers/console-orders.ts';
import {
  fillPath,
  type Operation,
  pathParameterNames,
  readOperations,
} from './helpers/openapi-operations.ts';
import { snapshotChanges, tableDigests, tableRowCounts } from './helpers/row-counts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { PUBLIC_OPERATIONS } from './public-operations.ts';

/** The test app's HMAC key, so the test can sign (and mis-sign) access tokens itself. */
const AUTH_SECRET = 'authorization-matrix-secret-0123456789abcdef';
const SECRET = new TextEncoder().encode(AUTH_SECRET);
const WRONG_SECRET = new TextEncoder().encode('some-other-secret-of-the-same-shape-0123456789');

type Member = Awaited<ReturnType<typeof signUpAndSignIn>>;

type OwnerFixture = {
  /** Creates one of `owner`'s resources and answers its id; `ids` holds the path's earlier parameters. */
  create(app: App, owner: Member, ids: Record<string, string>): Promise<string>;
  /** A valid body for the operations on this resource that take one, so that a 404 is not a 400. */
  body?: object;
};

/** A review body for the review fixtures and the operations that take one. */
const REVIEW = { rate: 4, title: '美味しい', comment: 'また買います' };

/** A spot body; its `spotTypeId` is filled with a seeded type before the first use. */
const SPOT = { spotTypeId: '', name: '見晴らしの丘', description: '', latitude: 35.6, longitude: 139.7 };
const spotBody = async () => {
  if (SPOT.spotTypeId === '') {
    const [type] = await t.database.db
      .select({ id: spotTypes.id })
      .from(spotTypes)
      .orderBy(asc(spotTypes.id))
      .limit(1);
    SPOT.spotTypeId = type?.id ?? '';
  }
  return SPOT;
};

/** The first public product or experience, by id. */
const publicItemId = async (table: typeof products | typeof experiences): Promise<string> => {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.public, true), isNull(table.deletedAt)))
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error('no public item in the seed');
  return row.id;
};

/**
 * Where a member's resource ids come from, keyed by path parameter name. Every `{…Id}` parameter of
 * a secured operation needs an entry: the ownership check cannot run without a real id.
 */
const OWNER_FIXTURES: Record<string, OwnerFixture> = {
  addressId: {
    create: async (app, owner) => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/addresses',
        payload: ADDRESS,
        headers: owner.headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`address fixture: ${response.statusCode} ${response.body}`);
      return response.json<AddressResponse>().address.id;
    },
    body: ADDRESS,
  },
  // A checkout's payment session (GET /v1/checkouts/{transactionId}): an order placed by the member.
  transactionId: {
    create: async (app, owner) => (await memberOrder(app, t.database.db, owner.headers)).transactionId,
  },
  // GET /v1/orders/{orderId}: an order placed by the member.
  orderId: {
    create: async (app, owner) => (await memberOrder(app, t.database.db, owner.headers)).orderId,
  },
  // Catalogue items (NOT_OWNED): a real public one, so that the reviews below have a subject.
  productId: { create: async () => publicItemId(products) },
  experienceId: { create: async () => publicItemId(experiences) },
  // PATCH/DELETE …/reviews/{reviewId}: the member's review of the product or experience in the path.
  reviewId: {
    create: async (app, owner, ids) => {
      const subject = ids.productId ? `products/${ids.productId}` : `experiences/${ids.experienceId}`;
      const response = await app.inject({
        method: 'POST',
        url: `/v1/${subject}/reviews`,
        payload: REVIEW,
        headers: owner.headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`review fixture: ${response.statusCode} ${response.body}`);
      return response.json<{ review: { id: string } }>().review.id;
    },
    body: REVIEW,
  },
  // PATCH/DELETE /v1/spots/{spotId}: a spot the member posted.
  spotId: {
    create: async (app, owner) => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/spots',
        payload: await spotBody(),
        headers: owner.headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`spot fixture: ${response.statusCode} ${response.body}`);
      return response.json<{ spot: { id: string } }>().spot.id;
    },
    body: SPOT,
  },
};

/**
 * `{…Id}` path parameters of secured operations that name a catalogue item rather than a member's
 * resource: every member may use any of them, so there is no owner to check. Adding one is a
 * decision: say why.
 */
const NOT_OWNED: Record<string, string> = {
  scheduleId: 'a member comments on any published live (POST /v1/schedules/{scheduleId}/comments)',
  videoId: 'a member comments on any visible video (POST /v1/videos/{videoId}/comments)',
  experienceId:
    'a member prices and books any public experience (GET/POST /v1/checkouts/experiences/{experienceId}), ' +
    'and reviews any (POST /v1/experiences/{experienceId}/reviews)',
  productId: 'a member reviews any public product (POST /v1/products/{productId}/reviews)',
};

/**
 * Secured operations whose `{…Id}` names another member's resource on purpose: every member may
 * call them on anyone's. Adding one is a decision: say why.
 */
const OPEN_TO_EVERY_MEMBER: Record<string, string> = {
  'POST /v1/products/{productId}/reviews/{reviewId}/reactions': 'members like or dislike anyone’s review',
  'DELETE /v1/products/{productId}/reviews/{reviewId}/reactions': 'takes back the caller’s own reaction',
  'POST /v1/experiences/{experienceId}/reviews/{reviewId}/reactions':
    'members like or dislike anyone’s review',
  'DELETE /v1/experiences/{experienceId}/reviews/{reviewId}/reactions':
    'takes back the caller’s own reaction',
};

/** Path parameters naming a member's resource: `addressId`, `orderId`… */
const resourceParameters = (operation: Operation): string[] =>
  operation.console || Object.hasOwn(OPEN_TO_EVERY_MEMBER, operation.key)
    ? []
    : pathParameterNames(operation.path).filter(
        (name) => /Id$/.test(name) && !Object.hasOwn(NOT_OWNED, name),
      );

/**
 * The seller console's resources, keyed by path parameter: each creates one of a marche's resources
 * and answers its id and marche. The matrix signs in a coordinator of that marche (the owner) and one
 * of another marche (the intruder). Every `{…Id}` of a console operation needs an entry.
 */
type ConsoleFixture = {
  create(app: App): Promise<{ id: string; coordinatorId: string }>;
  /** A valid body for the operations on this resource that take one (CONSOLE_BODIES wins), so a 404 is not a 400. */
  body?: object;
};

const CONSOLE_FIXTURES: Record<string, ConsoleFixture> = {
  // A product of the oldest seeded marche (a copy of a seeded product on sale).
  productId: {
    create: async () => {
      const [marche = ''] = await marcheIds(t.database.db);
      const [producer] = await t.database.db
        .select({ id: producers.id })
        .from(producers)
        .where(eq(producers.coordinatorId, marche))
        .orderBy(asc(producers.id))
        .limit(1);
      const product = await productLike(t.database.db, {
        coordinatorId: marche,
        producerId: producer?.id ?? '',
      });
      return { id: product.id, coordinatorId: marche };
    },
    body: { price: 1234 },
  },
  // A producer of the oldest seeded marche.
  producerId: {
    create: async () => {
      const [marche = ''] = await marcheIds(t.database.db);
      const [producer] = await t.database.db
        .select({ id: producers.id })
        .from(producers)
        .where(eq(producers.coordinatorId, marche))
        .orderBy(asc(producers.id))
        .limit(1);
      if (!producer) throw new Error('the seed has no producer of the marche');
      return { id: producer.id, coordinatorId: marche };
    },
    body: { city: '乗っ取り市' },
  },
  // An order of some marche, placed by a guest and paid (two boxes): the console's order operations.
  orderId: {
    create: async (app) => {
      const order = await paidGuestOrder(app, t.database.db);
      return { id: order.orderId, coordinatorId: order.coordinatorId };
    },
    body: {},
  },
};

/** Bodies of console operations whose body differs from their resource's (valid, so a 404 is not a 400). */
const CONSOLE_BODIES: Record<string, object> = {
  'POST /v1/console/products/{productId}/stock': { mode: 'delta', quantity: 5, reason: 'matrix' },
  'POST /v1/console/orders/{orderId}/shipments': {
    boxes: [{ fulfillmentId: 'x', shippingCarrier: 1, trackingNumber: '123456789012' }],
  },
  'POST /v1/console/orders/{orderId}/cancellation': {},
};

/** Path parameters naming a console resource: every `{…Id}` of a console operation. */
const consoleResourceParameters = (operation: Operation): string[] =>
  operation.console ? pathParameterNames(operation.path).filter((name) => /Id$/.test(name)) : [];

let t: TestApp;
let smtp: TestSmtp;
let operations: Operation[];
let secured: Operation[];
/** The member whose resources and claims the matrix uses. */
let owner: Member;
/** Another member, acting on the owner's resources. */
let intruder: Member;
/** A member whose account was deleted (DELETE /v1/users/me) after signing in. */
let deleted: Member;
/** Per member, ids by the path up to their parameter (a `reviewId` under a product ≠ one under an experience). */
const resourceIds = new Map<Member, Map<string, string>>();
const counts = { cells: 0, ownership: 0, failures: 0 };

/**
 * The member's resource ids for every path parameter with a fixture, created once per member and
 * path prefix (`/v1/products/{productId}/reviews/{reviewId}` and its `/reactions` share one review).
 */
const idsFor = async (member: Member, operation: Operation): Promise<Record<string, string>> => {
  const known = resourceIds.get(member) ?? new Map<string, string>();
  resourceIds.set(member, known);
  const ids: Record<string, string> = {};
  for (const name of pathParameterNames(operation.path)) {
    const fixture = OWNER_FIXTURES[name];
    if (!fixture) continue;
    const prefix = operation.path.slice(0, operation.path.indexOf(`{${name}}`) + name.length + 2);
    let id = known.get(prefix);
    if (id === undefined) {
      id = await fixture.create(t.app, member, { ...ids });
      known.set(prefix, id);
    }
    ids[name] = id;
  }
  return ids;
};

/** `undefined` for operations without a body; else the given body (auth runs before validation). */
const payloadFor = (operation: Operation, body: object) => (operation.body ? { payload: body } : {});

/** A problem with an error response, or null when it is the contract body `{status, message, detail}`. */
const contractErrorProblem = (
  response: { statusCode: number; body: string },
  status: number,
  message: string,
): string | null => {
  if (response.statusCode !== status) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${status} but not JSON: ${response.body.slice(0, 200)}`;
  }
  const { status: bodyStatus, message: bodyMessage, detail, ...rest } = body as Record<string, unknown>;
  if (
    bodyStatus !== status ||
    bodyMessage !== message ||
    typeof detail !== 'string' ||
    Object.keys(rest).length
  ) {
    return `${status} with a body outside the contract: ${response.body.slice(0, 200)}`;
  }
  return null;
};

const fail = (failures: string[]) => {
  counts.failures += failures.length;
  expect(failures, failures.join('\n')).toEqual([]);
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mailer: smtp.mailer,
    config: { authSecret: AUTH_SECRET, rateLimit: { max: 0, windowSeconds: 60 } },
  });
  operations = await readOperations(t.app);
  secured = operations.filter((operation) => operation.secured);
  [owner, intruder, deleted] = await Promise.all([
    signUpAndSignIn(t.app, smtp),
    signUpAndSignIn(t.app, smtp),
    signUpAndSignIn(t.app, smtp),
  ]);
});

afterAll(async () => {
  console.log(
    `authorization-matrix: operations=${operations?.length ?? 0} secured=${secured?.length ?? 0} ` +
      `cells=${counts.cells} ownership=${counts.ownership} failures=${counts.failures}`,
  );
  await t?.close();
  await smtp?.close();
});

describe('authorisation matrix (from /v1/openapi.json)', () => {
  it('lists every operation without a security marker in public-operations.ts, and only those', () => {
    const failures: string[] = [];
    const byKey = new Map(operations.map((operation) => [operation.key, operation]));
    for (const operation of operations) {
      if (!operation.secured && !Object.hasOwn(PUBLIC_OPERATIONS, operation.key)) {
        failures.push(
          `${operation.key} has no security marker: add a security marker (onRequest: app.requireUser) ` +
            'or list it in public-operations.ts',
        );
      }
    }
    for (const key of Object.keys(PUBLIC_OPERATIONS)) {
      const operation = byKey.get(key);
      if (!operation)
        failures.push(`${key} is listed in public-operations.ts but is not documented any more`);
      else if (operation.secured)
        failures.push(`${key} is listed in public-operations.ts but is now secured`);
    }
    expect(secured.length).toBeGreaterThan(0);
    fail(failures);
  });

  it('documents 401 on every secured operation, and on public ones only where they check credentials', () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const documents401 = operation.responses.includes('401');
      if (operation.secured) {
        if (!documents401) failures.push(`${operation.key} is secured but does not document 401`);
        continue;
      }
      const checksCredentials = PUBLIC_OPERATIONS[operation.key]?.checksCredentials === true;
      if (documents401 && !checksCredentials) {
        failures.push(
          `${operation.key} is public but documents 401: secure it, or mark it checksCredentials in public-operations.ts`,
        );
      }
      if (!documents401 && checksCredentials) {
        failures.push(`${operation.key} is marked checksCredentials but does not document 401`);
      }
    }
    fail(failures);
  });

  it('has an owner fixture for every resource id of a secured operation', () => {
    const failures: string[] = [];
    for (const operation of secured) {
      for (const name of resourceParameters(operation)) {
        if (!OWNER_FIXTURES[name]) {
          failures.push(`${operation.key}: add an owner fixture for ${name} (OWNER_FIXTURES in this file)`);
        }
      }
      for (const name of consoleResourceParameters(operation)) {
        if (!CONSOLE_FIXTURES[name]) {
          failures.push(
            `${operation.key}: add a console fixture for ${name} (CONSOLE_FIXTURES in this file)`,
          );
        }
      }
    }
    fail(failures);
  });

  it('refuses every bad credential on every secured operation with 401, changing nothing', async () => {
    const claims = decodeJwt(owner.tokens.accessToken);
    const sessionClaims = { userId: String(claims.sub), sessionId: String(claims.sid) };
    const [header, , signature] = owner.tokens.accessToken.split('.');
    const [, intruderPayload] = intruder.tokens.accessToken.split('.');

    // Controls: the claims and key the forgeries start from are the real ones, so each forgery
    // below is refused for its one defect only.
    const resigned = await signAccessToken(SECRET, sessionClaims, 3600);
    const control = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(resigned) });
    expect(control.statusCode, `a token signed with the test app's key: ${control.body}`).toBe(200);
    expect(control.json<{ id: string }>().id).toBe(owner.id);
    expect(claims.sub).not.toBe(decodeJwt(intruder.tokens.accessToken).sub);

    // The deleted member: its own resources exist, its token worked, then the account is deleted.
    for (const operation of secured) await idsFor(deleted, operation);
    const before = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: deleted.headers });
    expect(before.statusCode, before.body).toBe(200);
    const removal = await t.app.inject({ method: 'DELETE', url: '/v1/users/me', headers: deleted.headers });
    expect(removal.statusCode, removal.body).toBe(204);

    const credentials: { name: string; headers: Record<string, string>; member: Member }[] = [
      { name: 'no Authorization header', headers: {}, member: owner },
      { name: 'garbage (Bearer abc.def)', headers: { authorization: 'Bearer abc.def' }, member: owner },
      { name: 'Bearer undefined', headers: { authorization: 'Bearer undefined' }, member: owner },
      {
        name: 'alg: none with real claims',
        headers: bearer(new UnsecuredJWT({ ...claims }).encode()),
        member: owner,
      },
      {
        name: 'signed with a wrong key',
        headers: bearer(await signAccessToken(WRONG_SECRET, sessionClaims, 3600)),
        member: owner,
      },
      {
        name: 'expired (right key)',
        headers: bearer(
          await signAccessToken(SECRET, sessionClaims, 60, new Date(Date.now() - 2 * 3600_000)),
        ),
        member: owner,
      },
      {
        name: "edited payload (another member's claims, original signature)",
        headers: bearer(`${header}.${intruderPayload}.${signature}`),
        member: owner,
      },
      { name: 'refresh token as bearer', headers: bearer(owner.tokens.refreshToken), member: owner },
      { name: 'token of a deleted account', headers: deleted.headers, member: deleted },
    ];

    // Resource ids first, so that fixtures do not show up as changes.
    for (const operation of secured) await idsFor(owner, operation);
    const countsBefore = await tableRowCounts(t.database);
    const failures: string[] = [];
    let digests = await tableDigests(t.database);
    for (const operation of secured) {
      for (const credential of credentials) {
        counts.cells += 1;
        const ids = await idsFor(credential.member, operation);
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: fillPath(operation.path, ids),
          headers: credential.headers,
          ...payloadFor(operation, {}),
        });
        const problem = contractErrorProblem(response, 401, 'Unauthorized');
        if (problem) failures.push(`${operation.key} × ${credential.name}: ${problem}`);
      }
      const after = await tableDigests(t.database);
      const changes = snapshotChanges(digests, after);
      if (changes.length) failures.push(`${operation.key}: refused requests changed ${changes.join(', ')}`);
      digests = after;
    }
    const rowChanges = snapshotChanges(countsBefore, await tableRowCounts(t.database));
    if (rowChanges.length) failures.push(`row counts changed over the matrix: ${rowChanges.join(', ')}`);

    // The owner's own tokens are untouched by all this.
    const still = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: owner.headers });
    if (still.statusCode !== 200) failures.push(`the owner's own token stopped working: ${still.statusCode}`);
    fail(failures);
  });

  it("answers 404 to a member acting on another member's resources, changing nothing", async () => {
    const failures: string[] = [];
    const readsOf = (operation: Operation) =>
      // The owner's views of the resource: secured GETs of the operation's path or of a parent path.
      secured.filter(
        (read) =>
          read.method === 'GET' &&
          (operation.path === read.path || operation.path.startsWith(`${read.path}/`)) &&
          pathParameterNames(read.path).every((name) => OWNER_FIXTURES[name]),
      );
    const ownerReads = async (operation: Operation, ids: Record<string, string>) => {
      const views: Record<string, string> = {};
      for (const read of readsOf(operation)) {
        const response = await t.app.inject({
          method: 'GET',
          url: fillPath(read.path, ids),
          headers: owner.headers,
        });
        views[read.key] = `${response.statusCode} ${response.body}`;
      }
      return views;
    };

    for (const operation of secured) {
      const names = resourceParameters(operation);
      if (names.length === 0 || names.some((name) => !OWNER_FIXTURES[name])) continue;
      counts.ownership += 1;
      const ids = await idsFor(owner, operation);
      const body = OWNER_FIXTURES[names.at(-1) ?? '']?.body ?? {};
      const viewsBefore = await ownerReads(operation, ids);
      for (const [key, view] of Object.entries(viewsBefore)) {
        if (!view.startsWith('200 '))
          failures.push(`${operation.key}: the owner cannot read ${key}: ${view}`);
      }
      const countsBefore = await tableRowCounts(t.database);
      const digestsBefore = await tableDigests(t.database);

      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: fillPath(operation.path, ids),
        headers: intruder.headers,
        ...payloadFor(operation, body),
      });
      const problem = contractErrorProblem(response, 404, 'Not Found');
      if (problem) failures.push(`${operation.key} × another member's ${names.join(', ')}: ${problem}`);

      const rowChanges = snapshotChanges(countsBefore, await tableRowCounts(t.database));
      const changes = snapshotChanges(digestsBefore, await tableDigests(t.database));
      if (rowChanges.length || changes.length) {
        failures.push(`${operation.key} by another member changed ${[...rowChanges, ...changes].join(', ')}`);
      }
      const viewsAfter = await ownerReads(operation, ids);
      for (const [key, view] of Object.entries(viewsBefore)) {
        if (viewsAfter[key] !== view) {
          failures.push(`${operation.key} by another member changed what the owner reads at ${key}`);
        }
      }
    }
    expect(
      counts.ownership,
      'no secured operation with a {…Id} path parameter and a fixture',
    ).toBeGreaterThan(0);
    fail(failures);
  });

  it('refuses shopper tokens on every console operation and console tokens on every shopper operation (401), changing nothing', async () => {
    const failures: string[] = [];
    const consoleOps = secured.filter((operation) => operation.console);
    const shopperOps = secured.filter((operation) => !operation.console);
    expect(consoleOps.length, 'no console operation is documented').toBeGreaterThan(0);
    const coordinator = await newCoordinator(t.app, t.database.db);
    const staffClaims = decodeJwt(coordinator.tokens.accessToken);
    const memberClaims = decodeJwt(owner.tokens.accessToken);
    const staffSession = { userId: String(staffClaims.sub), sessionId: String(staffClaims.sid) };
    const memberSession = { userId: String(memberClaims.sub), sessionId: String(memberClaims.sid) };
    // Control: a console token re-signed by the test with the console audience works.
    const resigned = await signAccessToken(
      SECRET,
      staffSession,
      3600,
      new Date(),
      CONSOLE_AUDIENCE.tokenAudience,
    );
    const control = await t.app.inject({ method: 'GET', url: '/v1/console/me', headers: bearer(resigned) });
    expect(control.statusCode, control.body).toBe(200);

    const atConsole: { name: string; headers: Record<string, string> }[] = [
      { name: "a shopper's valid token", headers: owner.headers },
      { name: "a shopper's refresh token", headers: bearer(owner.tokens.refreshToken) },
      {
        name: "the staff account's claims with the shoppers' audience",
        headers: bearer(await signAccessToken(SECRET, staffSession, 3600)),
      },
      {
        name: "a shopper's claims with the console audience",
        headers: bearer(
          await signAccessToken(SECRET, memberSession, 3600, new Date(), CONSOLE_AUDIENCE.tokenAudience),
        ),
      },
      {
        name: 'a console token signed with a wrong key',
        headers: bearer(
          await signAccessToken(WRONG_SECRET, staffSession, 3600, new Date(), CONSOLE_AUDIENCE.tokenAudience),
        ),
      },
    ];
    const atShop = [
      { name: 'a console token', headers: coordinator.headers },
      { name: 'a console refresh token', headers: bearer(coordinator.tokens.refreshToken) },
    ];
    for (const operation of secured) await idsFor(owner, operation);
    const countsBefore = await tableRowCounts(t.database);
    let digests = await tableDigests(t.database);
    const run = async (operation: Operation, credentials: typeof atShop) => {
      for (const credential of credentials) {
        counts.cells += 1;
        const ids = await idsFor(owner, operation);
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: fillPath(operation.path, ids),
          headers: credential.headers,
          ...payloadFor(operation, {}),
        });
        const problem = contractErrorProblem(response, 401, 'Unauthorized');
        if (problem) failures.push(`${operation.key} × ${credential.name}: ${problem}`);
      }
      const after = await tableDigests(t.database);
      const changes = snapshotChanges(digests, after);
      if (changes.length) failures.push(`${operation.key}: refused requests changed ${changes.join(', ')}`);
      digests = after;
    };
    for (const operation of consoleOps) await run(operation, atConsole);
    for (const operation of shopperOps) await run(operation, atShop);
    const rowChanges = snapshotChanges(countsBefore, await tableRowCounts(t.database));
    if (rowChanges.length) failures.push(`row counts changed: ${rowChanges.join(', ')}`);
    const still = await t.app.inject({ method: 'GET', url: '/v1/console/me', headers: coordinator.headers });
    if (still.statusCode !== 200)
      failures.push(`the coordinator's own token stopped working: ${still.statusCode}`);
    fail(failures);
  });

  it("answers 404 to a coordinator acting on another marche's resources, changing nothing", async () => {
    const failures: string[] = [];
    const marches = await marcheIds(t.database.db);
    /** Per marche: its owner coordinator, and an intruder (a coordinator of another marche). */
    const sessions = new Map<string, { owner: StaffSession; intruder: StaffSession }>();
    const sessionsOf = async (coordinatorId: string) => {
      let found = sessions.get(coordinatorId);
      if (!found) {
        const other = marches.find((id) => id !== coordinatorId);
        if (!other) throw new Error('the seed needs two marches');
        found = {
          owner: await newCoordinator(t.app, t.database.db, coordinatorId),
          intruder: await newCoordinator(t.app, t.database.db, other),
        };
        sessions.set(coordinatorId, found);
      }
      return found;
    };
    let ownership = 0;
    for (const operation of secured) {
      const names = consoleResourceParameters(operation);
      if (names.length === 0) continue;
      if (names.some((name) => !CONSOLE_FIXTURES[name])) continue; // reported by the fixture test
      ownership += 1;
      counts.ownership += 1;
      const ids: Record<string, string> = {};
      let marche = '';
      for (const name of names) {
        const made = await CONSOLE_FIXTURES[name]?.create(t.app);
        if (!made) continue;
        ids[name] = made.id;
        marche = made.coordinatorId;
      }
      const { owner: staffOwner, intruder: staffIntruder } = await sessionsOf(marche);
      // The owner's views: console GETs of the operation's path or a parent path.
      const reads = secured.filter(
        (read) =>
          read.console &&
          read.method === 'GET' &&
          (operation.path === read.path || operation.path.startsWith(`${read.path}/`)) &&
          pathParameterNames(read.path).every((name) => name in ids),
      );
      const views = async () => {
        const seen: Record<string, string> = {};
        for (const read of reads) {
          const response = await t.app.inject({
            method: 'GET',
            url: fillPath(read.path, ids),
            headers: staffOwner.headers,
          });
          seen[read.key] = `${response.statusCode} ${response.body}`;
        }
        return seen;
      };
      const viewsBefore = await views();
      for (const [key, view] of Object.entries(viewsBefore)) {
        if (!view.startsWith('200 '))
          failures.push(`${operation.key}: the owner cannot read ${key}: ${view}`);
      }
      const countsBefore = await tableRowCounts(t.database);
      const digestsBefore = await tableDigests(t.database);
      const body = CONSOLE_BODIES[operation.key] ?? CONSOLE_FIXTURES[names.at(-1) ?? '']?.body ?? {};
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: fillPath(operation.path, ids),
        headers: staffIntruder.headers,
        ...payloadFor(operation, body),
      });
      const problem = contractErrorProblem(response, 404, 'Not Found');
      if (problem) failures.push(`${operation.key} × another marche's ${names.join(', ')}: ${problem}`);
      const rowChanges = snapshotChanges(countsBefore, await tableRowCounts(t.database));
      const changes = snapshotChanges(digestsBefore, await tableDigests(t.database));
      if (rowChanges.length || changes.length) {
        failures.push(`${operation.key} by another marche changed ${[...rowChanges, ...changes].join(', ')}`);
      }
      const viewsAfter = await views();
      for (const [key, view] of Object.entries(viewsBefore)) {
        if (viewsAfter[key] !== view)
          failures.push(`${operation.key} by another marche changed what the owner reads at ${key}`);
      }
      // Control: the owner's own call with the same body is not refused as missing.
      if (operation.method === 'GET') {
        const own = await t.app.inject({
          method: 'GET',
          url: fillPath(operation.path, ids),
          headers: staffOwner.headers,
        });
        if (own.statusCode !== 200) failures.push(`${operation.key}: the owner gets ${own.statusCode}`);
      }
    }
    expect(ownership, 'no console operation with a {…Id} path parameter').toBeGreaterThan(0);
    console.log(`authorization-matrix console: ownership=${ownership}`);
    fail(failures);
  });
});
