import type { Comment, CommentsResponse } from '@hatake/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coordinators, liveComments, schedules, videos } from '../src/db/schema/index.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;
let member: Awaited<ReturnType<typeof signUpAndSignIn>>;
const MINUTE = 60_000;
const made: Record<string, string> = {};
let shop: string;

const schedule = async (key: string, startOffset: number, endOffset: number, extra = {}) => {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(schedules)
    .values({
      coordinatorId: shop,
      title: key,
      startAt: new Date(now + startOffset),
      endAt: new Date(now + endOffset),
      ...extra,
    })
    .returning({ id: schedules.id });
  made[key] = row?.id ?? '';
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
  member = await signUpAndSignIn(t.app, smtp);
  const [coordinator] = await t.database.db
    .insert(coordinators)
    .values({ marcheName: 'コメント', username: 'コメント', prefectureCode: 13 })
    .returning({ id: coordinators.id });
  shop = coordinator?.id ?? '';
  await schedule('live', -10 * MINUTE, 50 * MINUTE);
  await schedule('paging', -10 * MINUTE, 50 * MINUTE);
  await schedule('waiting', 60 * MINUTE, 120 * MINUTE);
  await schedule('closed', -120 * MINUTE, -1 * MINUTE);
  await schedule('archived', -120 * MINUTE, -90 * MINUTE, { archiveUrl: 'https://media.test/a.m3u8' });
  await schedule('private', -10 * MINUTE, 50 * MINUTE, { public: false });
  const [video] = await t.database.db
    .insert(videos)
    .values({ coordinatorId: shop, title: 'v', publishedAt: new Date(Date.now() - MINUTE), limited: true })
    .returning({ id: videos.id });
  made.video = video?.id ?? '';
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, comment: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: { comment }, headers });
const read = async (url: string): Promise<CommentsResponse> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentsResponse>();
};
/** Every comment of a list, page by page with `limit`; `between` runs before each next page. */
const readAll = async (base: string, tokenName: string, limit: number, between?: () => Promise<void>) => {
  const all: Comment[] = [];
  let token = '';
  for (let page = 0; page < 100; page += 1) {
    const separator = base.includes('?') ? '&' : '?';
    const body = await read(`${base}${separator}limit=${limit}&${tokenName}=${encodeURIComponent(token)}`);
    all.push(...body.comments);
    if (body.nextToken === '') return all;
    token = body.nextToken;
    await between?.();
  }
  throw new Error('paging did not end');
};

describe('posting comments', () => {
  it('posts as the member (with their public profile) and as a guest (anonymous)', async () => {
    const url = `/v1/schedules/${made.live}/comments`;
    expect((await post(url, '  こんにちは！  ', member.headers)).statusCode).toBe(204);
    expect((await post(`/v1/guests/schedules/${made.live}/comments`, 'ゲストです')).statusCode).toBe(204);
    // A token sent to the guest route is ignored: the comment is anonymous.
    expect(
      (await post(`/v1/guests/schedules/${made.live}/comments`, '<b>tag</b>', member.headers)).statusCode,
    ).toBe(204);
    const { comments } = await read(url);
    expect(comments.map((c) => c.comment)).toEqual(['こんにちは！', 'ゲストです', '<b>tag</b>']);
    expect(comments[0]).toMatchObject({ userId: member.id, username: member.member.username });
    expect(comments[0]?.accountId).not.toBe('');
    for (const guest of comments.slice(1))
      expect(guest).toMatchObject({ userId: '', username: '', accountId: '', thumbnailUrl: '' });
    for (const comment of comments) {
      expect(comment.id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Math.abs(comment.publishedAt - Date.now() / 1000)).toBeLessThan(60);
    }
  });

  it('needs a member on the member route', async () => {
    const response = await post(`/v1/schedules/${made.live}/comments`, 'x');
    expect(response.statusCode).toBe(401);
  });

  it('takes 1–200 visible characters, counted as code points, and refuses blank text', async () => {
    const url = `/v1/guests/videos/${made.video}/comments`;
    const cases: [unknown, number][] = [
      ['', 400],
      ['   ', 400],
      ['\u200b\u200b', 400],
      ['\n\t ', 400],
      ['a'.repeat(201), 400],
      [1, 400],
      [null, 400],
      ['🍅'.repeat(200), 204],
      ['a'.repeat(200), 204],
      [` ${'b'.repeat(198)} `, 204],
      [`  ${'b'.repeat(200)}  `, 400],
    ];
    for (const [comment, status] of cases) {
      const response = await post(url, comment);
      expect(response.statusCode, JSON.stringify(comment)).toBe(status);
      if (status === 400) expect(response.json().detail).toMatch(/comment/);
    }
  });

  it('takes comments while waiting and live, refuses them once the broadcast ended (412)', async () => {
    expect((await post(`/v1/guests/schedules/${made.waiting}/comments`, 'まだかな')).statusCode).toBe(204);
    for (const key of ['closed', 'archived']) {
      for (const [url, headers] of [
        [`/v1/guests/schedules/${made[key]}/comments`, {}],
        [`/v1/schedules/${made[key]}/comments`, member.headers],
      ] as const) {
        const response = await post(url, '遅れました', headers);
        expect(response.statusCode, `${key} ${url}`).toBe(412);
        expect(response.json()).toEqual({
          status: 412,
          message: 'Precondition Failed',
          detail: 'the live has ended: comments are closed',
        });
      }
    }
    // The chat of an ended broadcast is still read.
    expect((await read(`/v1/schedules/${made.closed}/comments`)).comments).toEqual([]);
  });

  it('answers 404 for a schedule or video that cannot be seen', async () => {
    for (const [method, url] of [
      ['GET', `/v1/schedules/${made.private}/comments`],
      ['POST', `/v1/guests/schedules/${made.private}/comments`],
      ['GET', '/v1/videos/unknown/comments'],
      ['POST', '/v1/guests/videos/unknown/comments'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { comment: 'x' } } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("shows a deleted member's comment without their profile, and leaves out hidden comments", async () => {
    const other = await signUpAndSignIn(t.app, smtp);
    const url = `/v1/videos/${made.video}/comments`;
    expect((await post(url, 'もうすぐ退会', other.headers)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/users/me', headers: other.headers })).statusCode,
    ).toBe(204);
    const [hidden] = await t.database.db
      .insert(liveComments)
      .values({ scheduleId: made.waiting ?? '', comment: 'hidden', disabled: true })
      .returning();
    expect(hidden).toBeDefined();
    const { comments } = await read(`${url}?limit=200`);
    expect(comments.at(-1)).toMatchObject({ comment: 'もうすぐ退会', userId: '', username: '' });
    const waiting = await read(`/v1/schedules/${made.waiting}/comments`);
    expect(waiting.comments.map((c) => c.comment)).toEqual(['まだかな']);
  });
});

describe('reading comments page by page', () => {
  it('neither repeats nor skips comments that share a timestamp or arrive between pages', async () => {
    const db = t.database.db;
    const scheduleId = made.paging ?? '';
    const same = new Date(Date.now() - 5 * MINUTE);
    await db
      .insert(liveComments)
      .values(
        Array.from({ length: 25 }, (_, index) => ({ scheduleId, comment: `same ${index}`, createdAt: same })),
      );
    let posted = 0;
    const pages = await readAll(`/v1/schedules/${scheduleId}/comments`, 'nextToken', 7, async () => {
      // Three comments posted concurrently between every two pages.
      await Promise.all(
        [0, 1, 2].map(() => {
          posted += 1;
          return post(`/v1/guests/schedules/${scheduleId}/comments`, `new ${posted}`);
        }),
      );
    });
    const texts = pages.map((c) => c.comment);
    const ids = pages.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(texts.filter((text) => text.startsWith('same ')).sort()).toEqual(
      Array.from({ length: 25 }, (_, index) => `same ${index}`).sort(),
    );
    // Everything posted while paging is read too (the last page may have ended before the last batch).
    const all = await read(`/v1/schedules/${scheduleId}/comments?limit=200`);
    expect(all.comments.length).toBe(25 + posted);
    expect(all.nextToken).toBe('');
    expect(all.comments.map((c) => c.id).slice(0, ids.length)).toEqual(ids);
    // Oldest first.
    const times = all.comments.map((c) => c.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('bounds by start ≤ t < end in unix seconds, and names a bad token', async () => {
    const scheduleId = made.paging ?? '';
    const base = Math.floor(Date.now() / 1000) - 3 * 3600;
    await t.database.db.insert(liveComments).values([
      { scheduleId, comment: 'at base', createdAt: new Date(base * 1000) },
      { scheduleId, comment: 'base + 10', createdAt: new Date((base + 10) * 1000) },
      { scheduleId, comment: 'base + 20', createdAt: new Date((base + 20) * 1000) },
    ]);
    const between = await read(`/v1/schedules/${scheduleId}/comments?start=${base}&end=${base + 20}`);
    expect(between.comments.map((c) => c.comment)).toEqual(['at base', 'base + 10']);
    const from = await read(`/v1/schedules/${scheduleId}/comments?start=${base + 10}&end=${base + 21}`);
    expect(from.comments.map((c) => c.comment)).toEqual(['base + 10', 'base + 20']);

    const bad = [
      [`/v1/schedules/${scheduleId}/comments?nextToken=abc`, 'nextToken is invalid'],
      [`/v1/videos/${made.video}/comments?next=abc`, 'next is invalid'],
      [
        `/v1/schedules/${scheduleId}/comments?nextToken=${Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url')}`,
        'nextToken is invalid',
      ],
    ];
    for (const [url, detail] of bad) {
      const response = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    for (const query of ['limit=201', 'limit=0', 'start=-1', 'end=1e3']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/schedules/${scheduleId}/comments?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('pages video comments with `next`', async () => {
    const all = await readAll(`/v1/videos/${made.video}/comments`, 'next', 2);
    const full = await read(`/v1/videos/${made.video}/comments?limit=200`);
    expect(all.map((c) => c.id)).toEqual(full.comments.map((c) => c.id));
    expect(all.length).toBeGreaterThan(2);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client posted RATE_LIMIT_MAX comments in the window', async () => {
    const limited = await createTestApp({ config: { rateLimit: { max: 3, windowSeconds: 60 } } });
    try {
      // The limited app has its own copy of the seed: a seeded running live there.
      const live = await firstLive(limited);
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/v1/guests/schedules/${live}/comments`,
          payload: { comment: `flood ${index}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

const firstLive = async (app: TestApp): Promise<string> => {
  const response = await app.app.inject({ method: 'GET', url: '/v1/schedules/lives?limit=200' });
  const live = response
    .json<{ lives: { scheduleId: string; status: number }[] }>()
    .lives.find((l) => l.status === 2);
  if (!live) throw new Error('the seed has no running live');
  return live.scheduleId;
};
