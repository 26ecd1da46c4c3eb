import { describe, expect, it } from 'vitest';
import { HANDOFF_MAX, HANDOFF_TTL_MS, handoffFetch, ProbeHandoff, processHandoff } from './probe-handoff.ts';

const URL_A = 'http://127.0.0.1:4000/v1/products/a';
const answer = (url = URL_A) => ({ url, status: 200, contentType: 'application/json', body: '{"id":"a"}' });

function store(start = 1000) {
  let now = start;
  let next = 0;
  const handoff = new ProbeHandoff({ now: () => now, newToken: () => `t${next++}` });
  return { handoff, advance: (ms: number) => (now += ms) };
}

describe('ProbeHandoff', () => {
  it('gives an answer once, for its URL only', () => {
    const { handoff } = store();
    const token = handoff.put(answer());
    expect(handoff.take(token, 'http://127.0.0.1:4000/v1/products/b')).toBeUndefined();
    const again = handoff.put(answer());
    expect(handoff.take(again, URL_A)).toEqual(answer());
    expect(handoff.take(again, URL_A)).toBeUndefined();
    expect(handoff.take('unknown', URL_A)).toBeUndefined();
  });

  it('forgets what is not taken in time', () => {
    const { handoff, advance } = store();
    const token = handoff.put(answer());
    advance(HANDOFF_TTL_MS);
    expect(handoff.take(token, URL_A)).toBeUndefined();
    handoff.put(answer());
    advance(HANDOFF_TTL_MS);
    handoff.put(answer());
    expect(handoff.size).toBe(1);
  });

  it('keeps at most HANDOFF_MAX answers, dropping the oldest', () => {
    const { handoff } = store();
    const first = handoff.put(answer());
    for (let i = 1; i < HANDOFF_MAX + 5; i++) handoff.put(answer());
    expect(handoff.size).toBe(HANDOFF_MAX);
    expect(handoff.take(first, URL_A)).toBeUndefined();
  });

  it('is one store per process, shared through globalThis', () => {
    expect(processHandoff()).toBe(processHandoff());
  });
});

describe('handoffFetch', () => {
  it('answers the handed-off GET from the store and fetches everything else', async () => {
    const { handoff } = store();
    const fetched: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      fetched.push(String(input));
      return new Response('{"fetched":true}', { headers: { 'content-type': 'application/json' } });
    };
    const token = handoff.put(answer());
    const handed = handoffFetch(token, handoff, fetchImpl);
    const first = await handed(URL_A, { method: 'GET' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual({ id: 'a' });
    expect(fetched).toEqual([]);
    // Taken once: the next call goes to the API.
    expect(await (await handed(URL_A)).json()).toEqual({ fetched: true });
    expect(fetched).toEqual([URL_A]);
    // Without a token nothing is taken.
    const other = handoff.put(answer());
    await handoffFetch(null, handoff, fetchImpl)(URL_A);
    expect(handoff.take(other, URL_A)).toEqual(answer());
  });
});
