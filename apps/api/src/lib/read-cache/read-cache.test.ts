import { describe, expect, it } from 'vitest';
import { type CachedAnswer, type Lookup, ReadCache } from './read-cache.ts';

const answer = (body: string): CachedAnswer => ({ body, contentType: 'application/json', etag: `"${body}"` });

/** A cache on a clock the test moves. */
const cacheAt = (maxAgeMs = 1000, maxBytes?: number) => {
  const clock = { now: 10_000 };
  const cache = new ReadCache({ maxAgeMs, ...(maxBytes ? { maxBytes } : {}), clock: () => clock.now });
  return { cache, clock };
};

const ticketOf = (lookup: Lookup) => {
  if (lookup.kind !== 'load') throw new Error(`expected a load, got ${lookup.kind}`);
  return lookup.ticket;
};

describe('ReadCache', () => {
  it('answers a stored answer until data changes', () => {
    const { cache } = cacheAt();
    cache.store(ticketOf(cache.lookup('/a')), answer('one'));
    expect(cache.lookup('/a')).toEqual({ kind: 'hit', answer: expect.objectContaining({ body: 'one' }) });
    cache.dataChanged();
    expect(cache.lookup('/a').kind).toBe('load');
  });

  it('never keeps an answer whose load began before a write', () => {
    const { cache } = cacheAt();
    const ticket = ticketOf(cache.lookup('/a'));
    cache.dataChanged(); // a write lands while the answer is being read
    cache.store(ticket, answer('maybe outdated'));
    expect(cache.lookup('/a').kind).toBe('load');
  });

  it('never answers more than maxAgeMs after the load began, whatever the version', () => {
    const { cache, clock } = cacheAt(1000);
    const ticket = ticketOf(cache.lookup('/a'));
    clock.now += 300; // the load took 300 ms: the answer's age counts from its start
    cache.store(ticket, answer('one'));
    clock.now += 699;
    ticketOf(cache.lookup('/a')); // one request refreshes…
    expect(cache.lookup('/a').kind).toBe('hit'); // …the others are still answered at 999 ms
    clock.now += 1;
    expect(cache.lookup('/a').kind).toBe('wait'); // at 1000 ms nobody is: they wait for the refresh
  });

  it('lets one request refresh an answer past three quarters of its age while the others are answered', () => {
    const { cache, clock } = cacheAt(1000);
    cache.store(ticketOf(cache.lookup('/a')), answer('one'));
    clock.now += 749;
    expect(cache.lookup('/a').kind).toBe('hit');
    clock.now += 1;
    const refresh = cache.lookup('/a');
    expect(refresh.kind).toBe('load');
    expect(cache.lookup('/a')).toMatchObject({ kind: 'hit', answer: { body: 'one' } });
    cache.store(ticketOf(refresh), answer('two'));
    expect(cache.lookup('/a')).toMatchObject({ kind: 'hit', answer: { body: 'two' } });
  });

  it('makes concurrent misses wait for one load, and lets them load themselves when it fails', async () => {
    const { cache } = cacheAt();
    const ticket = ticketOf(cache.lookup('/a'));
    const waiting = cache.lookup('/a');
    if (waiting.kind !== 'wait') throw new Error('expected to wait');
    cache.abandon(ticket);
    await waiting.done;
    expect(cache.lookup('/a', false).kind).toBe('load');
  });

  it('releases the waiters of a load that a write made outdated', async () => {
    const { cache } = cacheAt();
    ticketOf(cache.lookup('/a'));
    const waiting = cache.lookup('/a');
    if (waiting.kind !== 'wait') throw new Error('expected to wait');
    cache.dataChanged();
    const next = cache.lookup('/a');
    expect(next.kind).toBe('load');
    await waiting.done; // resolved: they look up again and wait for the new load
    expect(cache.lookup('/a').kind).toBe('wait');
  });

  it('stores nothing when maxAgeMs is 0', () => {
    const { cache } = cacheAt(0);
    cache.store(ticketOf(cache.lookup('/a')), answer('one'));
    expect(cache.lookup('/a').kind).toBe('load');
    expect(cache.size).toBe(0);
  });

  it('drops the oldest answers beyond its byte budget', () => {
    const { cache } = cacheAt(1000, 40);
    for (const key of ['/a', '/b', '/c']) cache.store(ticketOf(cache.lookup(key)), answer('x'.repeat(15)));
    expect(cache.lookup('/a').kind).toBe('load');
    expect(cache.lookup('/c').kind).toBe('hit');
  });

  it('peeks at the answer lookup would hit, and at nothing else, without any of its effects', () => {
    const { cache, clock } = cacheAt(1000);
    expect(cache.peek('/a')).toBeUndefined(); // nothing stored…
    const first = ticketOf(cache.lookup('/a'));
    expect(cache.peek('/a')).toBeUndefined(); // …nor while the first load runs (lookup: wait)
    cache.store(first, answer('one'));
    expect(cache.peek('/a')).toMatchObject({ body: 'one' });
    clock.now += 750; // due for a refresh: lookup would begin one, so peek leaves it to lookup
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.peek('/a')).toBeUndefined(); // and began none itself:
    const refresh = ticketOf(cache.lookup('/a'));
    expect(cache.peek('/a')).toMatchObject({ body: 'one' }); // a refresh under way: lookup hits
    cache.dataChanged(); // the refresh may now miss a write: no hit, for peek as for lookup
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.lookup('/a').kind).toBe('load');
    cache.store(refresh, answer('outdated')); // (kept nowhere: its load began before the write)
    expect(cache.peek('/a')).toBeUndefined();
  });

  it('peeks at nothing past maxAgeMs, nor when the cache is off', () => {
    const { cache, clock } = cacheAt(1000);
    cache.store(ticketOf(cache.lookup('/a')), answer('one'));
    clock.now += 750;
    ticketOf(cache.lookup('/a')); // a refresh that never finishes
    clock.now += 250;
    expect(cache.peek('/a')).toBeUndefined();
    const off = new ReadCache({ maxAgeMs: 0 });
    off.store(ticketOf(off.lookup('/a')), answer('one'));
    expect(off.peek('/a')).toBeUndefined();
  });
});
