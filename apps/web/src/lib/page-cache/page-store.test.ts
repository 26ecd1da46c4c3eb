import { describe, expect, it } from 'vitest';
import { isShareable, PageStore, type PageStoreOptions, type RenderedPage } from './page-store.ts';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function storeWith(time: { now: () => number }, overrides: Partial<PageStoreOptions> = {}) {
  return new PageStore({
    maxAgeMs: 900,
    refreshAfterMs: 400,
    maxEntries: 100,
    maxBytes: 1_000_000,
    now: time.now,
    ...overrides,
  });
}

/** A renderer that counts its calls and stamps each page with its start and a version. */
function renderer(time: { now: () => number }, extra: Partial<RenderedPage> = {}) {
  let calls = 0;
  const pending: (() => void)[] = [];
  const render = (): Promise<RenderedPage> => {
    calls += 1;
    const startedAt = time.now();
    const version = calls;
    return new Promise((resolve) =>
      pending.push(() =>
        resolve({ status: 200, headers: [], body: Buffer.from(`v${version}`), startedAt, ...extra }),
      ),
    );
  };
  return {
    render,
    calls: () => calls,
    finishAll: () => {
      for (const finish of pending.splice(0)) finish();
    },
    finishOldest: () => pending.shift()?.(),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('PageStore', () => {
  it('renders once for concurrent misses of one key', async () => {
    const time = clock();
    const store = storeWith(time);
    const pages = renderer(time);
    const answers = Array.from({ length: 10 }, () => store.get('k', pages.render));
    await flush();
    pages.finishAll();
    const results = await Promise.all(answers);
    expect(pages.calls()).toBe(1);
    expect(results.every((answer) => answer?.page.body.toString() === 'v1')).toBe(true);
  });

  it('never serves a page whose render started maxAge or longer ago', async () => {
    const time = clock();
    const store = storeWith(time, { refreshAfterMs: 10_000 });
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    pages.finishAll();
    expect((await first)?.source).toBe('miss');
    time.advance(899);
    expect((await store.get('k', pages.render))?.page.body.toString()).toBe('v1');
    time.advance(1);
    const late = store.get('k', pages.render);
    await flush();
    pages.finishAll();
    const answer = await late;
    expect(answer?.source).toBe('miss');
    expect(answer?.page.body.toString()).toBe('v2');
  });

  it('never joins a render in flight that started maxAge or longer ago', async () => {
    const time = clock();
    const store = storeWith(time);
    const pages = renderer(time);
    // A render asked for before a write, and still running (a loaded machine) 0.9 s later.
    const early = store.get('k', pages.render);
    time.advance(899);
    const joined = store.get('k', pages.render);
    await flush();
    expect(pages.calls()).toBe(1);
    time.advance(1);
    const late = store.get('k', pages.render);
    await flush();
    expect(pages.calls()).toBe(2);
    // The old render ends first: its readers get it, and the younger render stays the one to join.
    pages.finishOldest();
    expect((await early)?.page.body.toString()).toBe('v1');
    expect((await joined)?.page.body.toString()).toBe('v1');
    const again = store.get('k', pages.render);
    await flush();
    expect(pages.calls()).toBe(2);
    pages.finishAll();
    expect((await late)?.page.body.toString()).toBe('v2');
    expect((await again)?.page.body.toString()).toBe('v2');
  });

  it('counts the age from the start of the render, not its end', async () => {
    const time = clock();
    const store = storeWith(time, { refreshAfterMs: 10_000 });
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    time.advance(600);
    pages.finishAll();
    await first;
    time.advance(300);
    const again = store.get('k', pages.render);
    await flush();
    pages.finishAll();
    expect((await again)?.page.body.toString()).toBe('v2');
  });

  it('renders again in the background past refreshAfter while still answering the kept page', async () => {
    const time = clock();
    const store = storeWith(time);
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    pages.finishAll();
    await first;
    time.advance(500);
    const during = await store.get('k', pages.render);
    expect(during?.source).toBe('hit');
    expect(during?.page.body.toString()).toBe('v1');
    expect(pages.calls()).toBe(2);
    pages.finishAll();
    await flush();
    time.advance(500);
    const after = await store.get('k', pages.render);
    expect(after?.source).toBe('hit');
    expect(after?.page.body.toString()).toBe('v2');
  });

  it('refreshes earlier when renders are slow, so the next page is ready before this one expires', async () => {
    const time = clock();
    const store = storeWith(time, { refreshAfterMs: 550 });
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    time.advance(250);
    pages.finishAll();
    await first;
    // 900 - 2 × 250 = 400 ms after the start, not 550.
    time.advance(149);
    await store.get('k', pages.render);
    expect(pages.calls()).toBe(1);
    time.advance(1);
    await store.get('k', pages.render);
    expect(pages.calls()).toBe(2);
  });

  it('refreshes a fast-rendered page only at refreshAfter', async () => {
    const time = clock();
    const store = storeWith(time, { refreshAfterMs: 550 });
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    time.advance(20);
    pages.finishAll();
    await first;
    time.advance(500);
    await store.get('k', pages.render);
    expect(pages.calls()).toBe(1);
    time.advance(40);
    await store.get('k', pages.render);
    expect(pages.calls()).toBe(2);
  });

  it('does not keep a page that is not a 200, nor one that set a visitor cookie', async () => {
    const time = clock();
    const store = storeWith(time);
    const missing = renderer(time, { status: 404 });
    const first = store.get('gone', missing.render);
    missing.finishAll();
    expect((await first)?.page.status).toBe(404);
    expect(store.size).toBe(0);

    const cookie = renderer(time, { headers: [['set-cookie', 'session_id=abc; Path=/']] });
    const answers = [store.get('cart', cookie.render), store.get('cart', cookie.render)];
    await flush();
    cookie.finishAll();
    expect(await Promise.all(answers)).toEqual([undefined, undefined]);
    expect(store.size).toBe(0);
  });

  it('does not keep a render slower than the whole budget', async () => {
    const time = clock();
    const store = storeWith(time);
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    time.advance(950);
    pages.finishAll();
    expect((await first)?.page.body.toString()).toBe('v1');
    expect(store.size).toBe(0);
  });

  it('after clear(), renders anew and keeps no render that began before it', async () => {
    const time = clock();
    const store = storeWith(time);
    const pages = renderer(time);
    const first = store.get('k', pages.render);
    pages.finishAll();
    await first;
    const before = store.get('other', pages.render); // in flight when the data changes
    time.advance(10);
    store.clear();
    expect(store.size).toBe(0);
    time.advance(1);
    const after = store.get('other', pages.render); // does not join the render begun before
    await flush();
    expect(pages.calls()).toBe(3);
    pages.finishOldest();
    expect((await before)?.page.body.toString()).toBe('v2');
    expect(store.size).toBe(0);
    pages.finishAll();
    expect((await after)?.page.body.toString()).toBe('v3');
    const again = store.get('k', pages.render);
    await flush();
    pages.finishAll();
    expect((await again)?.source).toBe('miss');
    expect(store.size).toBe(2);
  });

  it('drops the oldest pages beyond its bounds', async () => {
    const time = clock();
    const store = storeWith(time, { maxEntries: 2 });
    const pages = renderer(time);
    for (const key of ['a', 'b', 'c']) {
      const answer = store.get(key, pages.render);
      pages.finishAll();
      await answer;
    }
    expect(store.size).toBe(2);
  });
});

describe('isShareable', () => {
  it('allows only the language cookie', () => {
    expect(isShareable({ headers: [['set-cookie', 'NEXT_LOCALE=en; Path=/']] })).toBe(true);
    expect(isShareable({ headers: [['set-cookie', 'hatake_session=x']] })).toBe(false);
    expect(isShareable({ headers: [['content-type', 'text/html']] })).toBe(true);
  });
});
