/**
 * Volunteer posts (docs/rules/volunteers.md) through HTTP: the published posts newest first with
 * their coordinators and producers, the filters, paging, and one post with its place.
 */
import { prefectureName, type VolunteerResponse, type VolunteersResponse } from '@hatake/contract';
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/id.ts';
import { coordinators, volunteerPosts } from '../src/db/schema/index.ts';
import { statusText } from '../src/lib/http-status.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const list = async (query = ''): Promise<VolunteersResponse> => {
  const response = await get(`/v1/volunteers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const expectError = (response: { statusCode: number; body: string }, status: number, detail: RegExp) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body)).toEqual({
    status,
    message: statusText(status),
    detail: expect.stringMatching(detail),
  });
};

/** Published posts (publication time reached) as the table has them, newest first. */
const publishedRows = () =>
  t.database.db
    .select()
    .from(volunteerPosts)
    .where(
      and(
        eq(volunteerPosts.published, true),
        lte(volunteerPosts.publishedAt, new Date()),
        isNull(volunteerPosts.deletedAt),
      ),
    )
    .orderBy(desc(volunteerPosts.publishedAt), desc(volunteerPosts.id));

describe('GET /v1/volunteers', () => {
  it('lists the published posts newest first, with their coordinators and producers', async () => {
    const rows = await publishedRows();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const answer = await list();
    expect(answer.total).toBe(rows.length);
    expect(answer.volunteers.map((post) => post.id)).toEqual(rows.map((row) => row.id));
    const coordinatorIds = new Set(rows.flatMap((row) => (row.coordinatorId ? [row.coordinatorId] : [])));
    const producerIds = new Set(rows.flatMap((row) => (row.producerId ? [row.producerId] : [])));
    expect(answer.coordinators.map((c) => c.id).sort()).toEqual([...coordinatorIds].sort());
    expect(answer.producers.map((p) => p.id).sort()).toEqual([...producerIds].sort());
    for (const post of answer.volunteers) {
      expect(post.title).not.toBe('');
      expect(post.latitude).toEqual(expect.any(Number));
      expect(post.longitude).toEqual(expect.any(Number));
      expect(post.eventStartDate).toMatch(/^\d{8}$/);
      expect(post.eventEndDate >= post.eventStartDate).toBe(true);
      expect(post.prefecture).toBe(prefectureName(post.prefectureCode));
      expect(post.howToApply).not.toBe('');
      expect(post.imageUrls.length).toBeGreaterThan(0);
    }
  });

  it('pages with limit and offset, and filters by coordinator and prefecture', async () => {
    const all = await list();
    const page = await list('?limit=2&offset=1');
    expect(page.volunteers).toEqual(all.volunteers.slice(1, 3));
    expect(page.total).toBe(all.total);

    const first = all.volunteers[0];
    if (!first) throw new Error('no posts');
    const byPrefecture = await list(`?prefecture=${first.prefectureCode}`);
    expect(byPrefecture.volunteers.length).toBeGreaterThan(0);
    expect(byPrefecture.volunteers.every((post) => post.prefectureCode === first.prefectureCode)).toBe(true);
    expect(byPrefecture.total).toBe(
      all.volunteers.filter((post) => post.prefectureCode === first.prefectureCode).length,
    );
    expect((await list('?prefecture=0')).total).toBe(all.total);

    const byCoordinator = await list(`?coordinatorId=${first.coordinatorId}`);
    expect(byCoordinator.volunteers.map((post) => post.id)).toContain(first.id);
    expect(byCoordinator.volunteers.every((post) => post.coordinatorId === first.coordinatorId)).toBe(true);
    expect(byCoordinator.coordinators.map((c) => c.id)).toEqual([first.coordinatorId]);

    // A coordinator with no posts: an empty list; an unknown one: 404.
    const [quiet] = await t.database.db.select({ id: coordinators.id }).from(coordinators);
    if (!quiet) throw new Error('no coordinators');
    const none = await list(`?coordinatorId=${quiet.id}&prefecture=13`);
    expect(
      none.volunteers.every((post) => post.prefectureCode === 13 && post.coordinatorId === quiet.id),
    ).toBe(true);
    expectError(await get('/v1/volunteers?coordinatorId=no-such-coordinator'), 404, /coordinator not found/);
    expectError(await get('/v1/volunteers?prefecture=48'), 400, /prefecture/);
    expectError(await get('/v1/volunteers?limit=201'), 400, /limit/);
  });

  it('hides unpublished, future and deleted posts', async () => {
    const base = {
      title: '非公開テスト',
      body: '本文',
      placeName: 'どこか',
      prefectureCode: 13,
    };
    const ids = { draft: newId(), future: newId(), deleted: newId() };
    await t.database.db.insert(volunteerPosts).values([
      { ...base, id: ids.draft, published: false, publishedAt: new Date() },
      { ...base, id: ids.future, published: true, publishedAt: new Date(Date.now() + 86_400_000) },
      { ...base, id: ids.deleted, published: true, publishedAt: new Date(), deletedAt: new Date() },
    ]);
    const listed = (await list('?limit=200')).volunteers.map((post) => post.id);
    for (const id of Object.values(ids)) {
      expect(listed).not.toContain(id);
      expectError(await get(`/v1/volunteers/${id}`), 404, /volunteer post not found/);
    }
  });
});

describe('GET /v1/volunteers/{volunteerId}', () => {
  it('answers one post with its place, days, how to apply, coordinator and producer', async () => {
    const [row] = await publishedRows();
    if (!row) throw new Error('no posts');
    const response = await get(`/v1/volunteers/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { volunteer, coordinator, producer } = response.json<VolunteerResponse>();
    expect(volunteer).toEqual({
      id: row.id,
      title: row.title,
      body: row.body,
      thumbnailUrl: row.thumbnailUrl,
      imageUrls: row.imageUrls,
      authorName: row.authorName,
      coordinatorId: row.coordinatorId ?? '',
      producerId: row.producerId ?? '',
      placeName: row.placeName,
      prefectureCode: row.prefectureCode,
      prefecture: prefectureName(row.prefectureCode),
      latitude: row.latitude,
      longitude: row.longitude,
      eventStartDate: row.eventStartDate?.replaceAll('-', ''),
      eventEndDate: row.eventEndDate?.replaceAll('-', ''),
      howToApply: row.howToApply,
      publishedAt: Math.floor((row.publishedAt?.getTime() ?? 0) / 1000),
    });
    expect(coordinator?.id).toBe(row.coordinatorId);
    expect(producer?.id).toBe(row.producerId);
    expectError(await get('/v1/volunteers/no-such-post'), 404, /volunteer post not found/);
  });

  it('answers null for a post without coordinator, producer or place', async () => {
    const id = newId();
    await t.database.db.insert(volunteerPosts).values({
      id,
      title: '地域の清掃',
      body: '一緒に掃除しましょう',
      published: true,
      publishedAt: new Date(Date.now() - 1000),
    });
    const response = await get(`/v1/volunteers/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VolunteerResponse>()).toMatchObject({
      volunteer: {
        coordinatorId: '',
        producerId: '',
        prefectureCode: 0,
        prefecture: '',
        latitude: null,
        longitude: null,
        eventStartDate: '',
        eventEndDate: '',
        howToApply: '',
      },
      coordinator: null,
      producer: null,
    });
    expect((await list()).volunteers[0]?.id).toBe(id);
  });
});
