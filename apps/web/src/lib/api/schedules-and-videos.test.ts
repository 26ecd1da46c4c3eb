import { describe, expect, it } from 'vitest';
import { ApiClient } from './client.ts';
import { commentStreamUrl, createComment, createGuestComment, listComments } from './comments.ts';
import { getSchedule, listArchiveSchedules } from './schedules.ts';
import { getVideo } from './videos.ts';

function recorder(token?: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    token,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return init?.method === 'POST'
        ? new Response(null, { status: 204 })
        : new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  return { calls, client };
}

const authorization = (init: RequestInit) => new Headers(init.headers).get('authorization');

describe('schedule and video fetchers', () => {
  it('read schedules, videos and comment pages uncached, ids encoded', async () => {
    const { calls, client } = recorder();
    await getSchedule('s/1', { client });
    await listArchiveSchedules({ limit: 20, offset: 40, coordinator: 'c1' }, { client });
    await listComments({ kind: 'schedule', id: 's1' }, { limit: 200, token: 'abc', start: 10 }, { client });
    await getVideo('v1', { client });
    await listComments({ kind: 'video', id: 'v1' }, { limit: 50, token: 'tok' }, { client });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/v1/schedules/s%2F1',
      'http://api.test/v1/schedules/archives?limit=20&offset=40&coordinator=c1',
      'http://api.test/v1/schedules/s1/comments?limit=200&nextToken=abc&start=10',
      'http://api.test/v1/videos/v1',
      'http://api.test/v1/videos/v1/comments?limit=50&next=tok',
    ]);
    for (const call of calls) expect(call.init.cache).toBe('no-store');
  });

  it('members post with their token; guests on the guest routes without one', async () => {
    const member = recorder('member-token');
    await createComment({ kind: 'schedule', id: 's1' }, { comment: 'hi' }, { client: member.client });
    await createComment({ kind: 'video', id: 'v1' }, { comment: 'hi' }, { client: member.client });
    expect(member.calls.map((call) => [call.url, authorization(call.init)])).toEqual([
      ['http://api.test/v1/schedules/s1/comments', 'Bearer member-token'],
      ['http://api.test/v1/videos/v1/comments', 'Bearer member-token'],
    ]);
    const guest = recorder('stray-token');
    await createGuestComment({ kind: 'schedule', id: 's1' }, { comment: 'yo' }, { client: guest.client });
    await createGuestComment({ kind: 'video', id: 'v1' }, { comment: 'yo' }, { client: guest.client });
    expect(guest.calls.map((call) => [call.url, authorization(call.init)])).toEqual([
      ['http://api.test/v1/guests/schedules/s1/comments', null],
      ['http://api.test/v1/guests/videos/v1/comments', null],
    ]);
    expect(JSON.parse(String(guest.calls[0]?.init.body))).toEqual({ comment: 'yo' });
  });

  it('builds same-origin stream URLs, resuming after the last comment', () => {
    expect(commentStreamUrl({ kind: 'schedule', id: 's1' })).toBe('/v1/schedules/s1/comments/stream');
    expect(commentStreamUrl({ kind: 'schedule', id: 's1' }, 'c 9')).toBe(
      '/v1/schedules/s1/comments/stream?lastEventId=c%209',
    );
    expect(commentStreamUrl({ kind: 'video', id: 'v/1' }, '')).toBe('/v1/videos/v%2F1/comments/stream');
  });
});
