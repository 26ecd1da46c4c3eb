/**
 * Spots and spot types (docs/rules/spots.md) through HTTP: the search needs both coordinates and
 * answers nearest first within the radius, posters are named for members, coordinators and
 * producers, and only the poster changes a spot.
 */
import { haversineKm, type SpotResponse, type SpotsResponse, type SpotTypesResponse } from '@hatake/contract';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpotUserType, UploadStatus } from '../src/db/enums.ts';
import { coordinators, producers, spots, spotTypes, uploads, users } from '../src/db/schema/index.ts';
import { statusText } from '../src/lib/http-status.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

type Member = Awaited<ReturnType<typeof signUpAndSignIn>>;

let t: TestApp;
let smtp: TestSmtp;
let alice: Member;
let bob: Member;
let spotTypeId: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
  [alice, bob] = await Promise.all([signUpAndSignIn(t.app, smtp), signUpAndSignIn(t.app, smtp)]);
  const [type] = await t.database.db.select({ id: spotTypes.id }).from(spotTypes).limit(1);
  spotTypeId = type?.id ?? '';
  expect(spotTypeId).not.toBe('');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, member?: Member, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: member?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const expectError = (response: { statusCode: number; body: string }, status: number, detail?: RegExp) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({
    status,
    message: statusText(status),
    detail: detail ? expect.stringMatching(detail) : expect.any(String),
  });
};

const near = async (query: string): Promise<SpotsResponse> => {
  const response = await send('GET', `/v1/spots?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Shown spots straight from the table. */
const shownSpots = () =>
  t.database.db
    .select()
    .from(spots)
    .where(and(eq(spots.approved, true), isNull(spots.deletedAt)));

/** Somewhere in the Pacific, far from every seeded spot. */
const OCEAN = { latitude: 30.5, longitude: 150.25 };

const BODY = {
  spotTypeId: '',
  name: '海の見える丘',
  description: '夕日がきれいです',
  latitude: OCEAN.latitude,
  longitude: OCEAN.longitude,
};

describe('GET /v1/spots', () => {
  it('requires both coordinates (400 naming the missing one) and bounds the radius', async () => {
    expectError(await send('GET', '/v1/spots?longitude=139.7'), 400, /^latitude is required$/);
    expectError(await send('GET', '/v1/spots?latitude=35.6'), 400, /^longitude is required$/);
    expectError(await send('GET', '/v1/spots'), 400, /is required/);
    expectError(await send('GET', '/v1/spots?latitude=91&longitude=0'), 400, /latitude/);
    expectError(await send('GET', '/v1/spots?latitude=0&longitude=-181'), 400, /longitude/);
    expectError(await send('GET', '/v1/spots?latitude=0&longitude=0&radius=100001'), 400, /radius/);
    expectError(await send('GET', '/v1/spots?latitude=0&longitude=0&radius=-1'), 400, /radius/);
    expect((await near('latitude=0&longitude=0&radius=100000')).spots.length).toBeGreaterThan(0);
  });

  it('answers the shown spots within the radius, nearest first, with their types', async () => {
    const all = await shownSpots();
    expect(all.length).toBeGreaterThanOrEqual(10);
    const center = { latitude: 35.681167, longitude: 139.7673068 };
    for (const radius of [20, 300, 800, 3000]) {
      const answer = await near(`latitude=${center.latitude}&longitude=${center.longitude}&radius=${radius}`);
      const expected = all
        .map((row) => ({ id: row.id, km: haversineKm(center, row) }))
        .filter((row) => row.km <= radius)
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
      expect(answer.spots.map((spot) => spot.id)).toEqual(expected.map((row) => row.id));
      const distances = answer.spots.map((spot) => haversineKm(center, spot));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const typeIds = new Set(answer.spots.map((spot) => spot.spotTypeId));
      expect(answer.spotTypes.map((type) => type.id).sort()).toEqual([...typeIds].sort());
    }
    // Default radius 20 km: nothing seeded near the middle of the Pacific.
    expect((await near(`latitude=${OCEAN.latitude}&longitude=${OCEAN.longitude}`)).spots).toEqual([]);
    // The whole globe.
    expect((await near('latitude=-35&longitude=-60&radius=100000')).spots).toHaveLength(all.length);
  });

  it('names the poster: member, coordinator or producer', async () => {
    const { spots: everything } = await near('latitude=35&longitude=135&radius=100000');
    const byType = (type: number) => everything.find((spot) => spot.userType === type);
    const coordinatorSpot = byType(SpotUserType.COORDINATOR);
    const producerSpot = byType(SpotUserType.PRODUCER);
    const memberSpot = byType(SpotUserType.USER);
    if (!coordinatorSpot || !producerSpot || !memberSpot) throw new Error('seed lacks a poster kind');
    const [coordinator] = await t.database.db
      .select()
      .from(coordinators)
      .where(eq(coordinators.id, coordinatorSpot.userId));
    expect(coordinatorSpot).toMatchObject({
      userName: coordinator?.username,
      userThumbnailUrl: coordinator?.thumbnailUrl,
    });
    const [producer] = await t.database.db
      .select()
      .from(producers)
      .where(eq(producers.id, producerSpot.userId));
    expect(producerSpot).toMatchObject({
      userName: producer?.username,
      userThumbnailUrl: producer?.thumbnailUrl,
    });
    const [member] = await t.database.db.select().from(users).where(eq(users.id, memberSpot.userId));
    expect(memberSpot.userName).toBe(member?.username);

    // A member who deleted the account keeps the spot but not the name.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, memberSpot.userId));
    try {
      const response = await send('GET', `/v1/spots/${memberSpot.id}`);
      expect(response.json<SpotResponse>().spot).toMatchObject({
        userName: '名無しさん',
        userThumbnailUrl: '',
      });
    } finally {
      await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, memberSpot.userId));
    }
  });
});

describe('spot types', () => {
  it('lists by name with total, filters by part of the name, pages', async () => {
    const rows = await t.database.db.select().from(spotTypes);
    const response = await send('GET', '/v1/spot-types');
    expect(response.statusCode, response.body).toBe(200);
    const all = response.json<SpotTypesResponse>();
    expect(all.total).toBe(rows.length);
    expect(all.spotTypes.map((type) => type.name)).toEqual(
      rows.map((row) => row.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const first = rows[0];
    if (!first) throw new Error('no spot types');
    const part = [...first.name].slice(0, 2).join('');
    const filtered = (
      await send('GET', `/v1/spot-types?name=${encodeURIComponent(part)}`)
    ).json<SpotTypesResponse>();
    expect(filtered.spotTypes.every((type) => type.name.includes(part))).toBe(true);
    expect(filtered.spotTypes.map((type) => type.id)).toContain(first.id);
    const none = (await send('GET', '/v1/spot-types?name=%25')).json<SpotTypesResponse>();
    expect(none).toEqual({ spotTypes: [], total: 0 });
    const page = (await send('GET', '/v1/spot-types?limit=1&offset=1')).json<SpotTypesResponse>();
    expect(page.spotTypes).toEqual(all.spotTypes.slice(1, 2));
    expect(page.total).toBe(all.total);
  });
});

describe('posting, editing and deleting a spot', () => {
  it('lets a member post a spot that is found nearby, and only the poster change it', async () => {
    expectError(await send('POST', '/v1/spots', undefined, { ...BODY, spotTypeId }), 401);
    const created = await send('POST', '/v1/spots', alice, { ...BODY, spotTypeId });
    expect(created.statusCode, created.body).toBe(200);
    const { spot, spotType } = created.json<SpotResponse>();
    expect(spot).toMatchObject({
      spotTypeId,
      name: BODY.name,
      description: BODY.description,
      thumbnailUrl: '',
      latitude: OCEAN.latitude,
      longitude: OCEAN.longitude,
      userType: SpotUserType.USER,
      userId: alice.id,
      userName: alice.member.username,
    });
    expect(spotType.id).toBe(spotTypeId);
    expect((await send('GET', `/v1/spots/${spot.id}`)).json<SpotResponse>()).toEqual({ spot, spotType });
    const found = await near(`latitude=${OCEAN.latitude + 0.01}&longitude=${OCEAN.longitude}&radius=5`);
    expect(found.spots.map((s) => s.id)).toEqual([spot.id]);

    const url = `/v1/spots/${spot.id}`;
    const change = { ...BODY, spotTypeId, name: '書き換え', latitude: 30.6 };
    expectError(await send('PATCH', url, bob, change), 404);
    expectError(await send('DELETE', url, bob), 404);
    expect((await send('GET', url)).json<SpotResponse>().spot).toEqual(spot);

    const patched = await send('PATCH', url, alice, change);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({});
    expect((await send('GET', url)).json<SpotResponse>().spot).toMatchObject({
      name: '書き換え',
      latitude: 30.6,
    });

    const deleted = await send('DELETE', url, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({});
    expectError(await send('GET', url), 404);
    expectError(await send('PATCH', url, alice, change), 404);
    expectError(await send('DELETE', url, alice), 404);
    expect((await near(`latitude=${OCEAN.latitude}&longitude=${OCEAN.longitude}&radius=50`)).spots).toEqual(
      [],
    );
  });

  it('refuses a bad body: type, name, text, coordinates, picture (400 naming the field)', async () => {
    const cases: [object, RegExp][] = [
      [{ ...BODY, spotTypeId: 'no-such-type' }, /spotTypeId/],
      [{ ...BODY, spotTypeId, name: '' }, /name/],
      [{ ...BODY, spotTypeId, name: '\u3000\u200b' }, /name/],
      [{ ...BODY, spotTypeId, name: 'x'.repeat(65) }, /name/],
      [{ ...BODY, spotTypeId, description: 'x'.repeat(2001) }, /description/],
      [{ ...BODY, spotTypeId, latitude: 90.5 }, /latitude/],
      [{ ...BODY, spotTypeId, longitude: 180.5 }, /longitude/],
      [{ ...BODY, spotTypeId, latitude: '30' }, /latitude/],
      [{ ...BODY, spotTypeId, thumbnailUrl: 'https://evil.example/x.png' }, /thumbnailUrl/],
    ];
    for (const [payload, detail] of cases)
      expectError(await send('POST', '/v1/spots', alice, payload), 400, detail);
    // Someone else's finished upload is not a picture the member may use either.
    const url = 'http://localhost:3000/media/spots/thumbnail/bobs.webp';
    await t.database.db.insert(uploads).values({
      key: 'spots/thumbnail/bobs.webp',
      status: UploadStatus.SUCCEEDED,
      url,
      fileGroup: 'spots/thumbnail',
      contentType: 'image/webp',
      ownerUserId: bob.id,
      expiresAt: new Date(Date.now() + 600_000),
    });
    expectError(
      await send('POST', '/v1/spots', alice, { ...BODY, spotTypeId, thumbnailUrl: url }),
      400,
      /thumbnailUrl/,
    );
    const bobs = await send('POST', '/v1/spots', bob, { ...BODY, spotTypeId, thumbnailUrl: url });
    expect(bobs.statusCode, bobs.body).toBe(200);
    expect(bobs.json<SpotResponse>().spot.thumbnailUrl).toBe(url);
  });

  it('takes a photo through POST /v1/upload/spots/thumbnail; not another member’s, nor an avatar upload', async () => {
    expectError(await send('POST', '/v1/upload/spots/thumbnail', undefined, { fileType: 'image/png' }), 401);
    expectError(
      await send('POST', '/v1/upload/spots/thumbnail', alice, { fileType: 'application/pdf' }),
      400,
      /fileType/,
    );
    const photos = uploadClient(t.app, alice.headers, '/v1/upload/spots/thumbnail');
    const target = await photos.requestTarget('image/png');
    expect(target.key).toMatch(/^spots\/thumbnail\/[A-Za-z0-9_-]{22}\.png$/);
    const put = await photos.put(target.url, await png(1024, 768), 'image/png');
    expect(put.statusCode, put.body).toBe(204);
    const state = await photos.state(target.key);
    expect(state).toEqual({
      url: `http://localhost:3000/media/${target.key}`,
      status: UploadStatus.SUCCEEDED,
    });
    // Processed as the avatar: fits 512 × 512.
    const served = await t.app.inject({ method: 'GET', url: `/media/${target.key}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 384,
    });

    const created = await send('POST', '/v1/spots', alice, { ...BODY, spotTypeId, thumbnailUrl: state.url });
    expect(created.statusCode, created.body).toBe(200);
    const { spot } = created.json<SpotResponse>();
    expect(spot.thumbnailUrl).toBe(state.url);
    expect((await send('GET', `/v1/spots/${spot.id}`)).json<SpotResponse>().spot.thumbnailUrl).toBe(
      state.url,
    );

    // Bob may not use Alice's photo, on a new spot or on his own.
    expectError(
      await send('POST', '/v1/spots', bob, { ...BODY, spotTypeId, thumbnailUrl: state.url }),
      400,
      /thumbnailUrl/,
    );
    // An avatar upload is not a spot picture, even the member's own.
    const avatars = uploadClient(t.app, alice.headers);
    const avatar = await avatars.requestTarget('image/png');
    expect((await avatars.put(avatar.url, await png(64, 64), 'image/png')).statusCode).toBe(204);
    const avatarUrl = (await avatars.state(avatar.key)).url;
    expect(avatarUrl).not.toBe('');
    expectError(
      await send('POST', '/v1/spots', alice, { ...BODY, spotTypeId, thumbnailUrl: avatarUrl }),
      400,
      /thumbnailUrl/,
    );
    // The current picture may be sent back unchanged on PATCH.
    const kept = await send('PATCH', `/v1/spots/${spot.id}`, alice, {
      ...BODY,
      spotTypeId,
      name: 'still here',
      thumbnailUrl: state.url,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await send('DELETE', `/v1/spots/${spot.id}`, alice);
  });

  it('never lets a member change a coordinator’s or producer’s spot', async () => {
    const [seeded] = await t.database.db
      .select()
      .from(spots)
      .where(eq(spots.userType, SpotUserType.COORDINATOR))
      .limit(1);
    if (!seeded) throw new Error('no coordinator spot');
    // Even a member whose id happened to equal the coordinator's would not match: the type is USER.
    expectError(await send('PATCH', `/v1/spots/${seeded.id}`, alice, { ...BODY, spotTypeId }), 404);
    expectError(await send('DELETE', `/v1/spots/${seeded.id}`, alice), 404);
  });
});
