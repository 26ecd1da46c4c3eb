import { describe, expect, it } from 'vitest';
import { ApiClient } from '../api/client.ts';
import { commentStreamUrl, commentsSince, loadCommentHistory, MAX_HISTORY_PAGES } from './comments.ts';

/** A stand-in API answering comment pages: `pages[n]` for the n-th call. */
function pagedApi(pages: { ids: string[]; nextToken: string }[]) {
  const urls: string[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      urls.push(String(input));
      const page = pages[urls.length - 1] ?? { ids: [], nextToken: '' };
      const body = {
        comments: page.ids.map((id, i) => ({ id, comment: id, publishedAt: i, userId: '', username: '' })),
        nextToken: page.nextToken,
      };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { urls, client };
}

describe('comments of a schedule or a video', () => {
  it('reads the history page by page until the list says nothing more', async () => {
    const api = pagedApi([
      { ids: ['a', 'b'], nextToken: 't1' },
      { ids: ['c'], nextToken: '' },
    ]);
    const history = await loadCommentHistory({ kind: 'schedule', id: 's1' }, { client: api.client });
    expect(history.comments.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(history.complete).toBe(true);
    expect(api.urls).toEqual([
      'http://api.test/v1/schedules/s1/comments?limit=200&nextToken=&start=0',
      'http://api.test/v1/schedules/s1/comments?limit=200&nextToken=t1&start=0',
    ]);
  });

  it('stops after a bounded number of pages and says the history is incomplete', async () => {
    const api = pagedApi(Array.from({ length: 10 }, (_, i) => ({ ids: [`c${i}`], nextToken: `t${i}` })));
    const history = await loadCommentHistory({ kind: 'video', id: 'v1' }, { client: api.client });
    expect(api.urls).toHaveLength(MAX_HISTORY_PAGES);
    expect(history.complete).toBe(false);
    expect(api.urls[1]).toBe('http://api.test/v1/videos/v1/comments?limit=200&next=t0&start=0');
  });

  it('catches up from a time (the video token is `next`)', async () => {
    const api = pagedApi([{ ids: ['x'], nextToken: '' }]);
    const fresh = await commentsSince({ kind: 'video', id: 'v1' }, 1_700_000_000, { client: api.client });
    expect(fresh.map((c) => c.id)).toEqual(['x']);
    expect(api.urls).toEqual(['http://api.test/v1/videos/v1/comments?limit=200&next=&start=1700000000']);
  });

  it('names the stream of each kind', () => {
    expect(commentStreamUrl({ kind: 'schedule', id: 's1' }, 'c1')).toBe(
      '/v1/schedules/s1/comments/stream?lastEventId=c1',
    );
    expect(commentStreamUrl({ kind: 'video', id: 'v1' })).toBe('/v1/videos/v1/comments/stream');
  });
});
