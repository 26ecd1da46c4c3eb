import { describe, expect, it } from 'vitest';
import { cacheFor } from './ttl-cache.ts';

const counter = () => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
};

describe('cacheFor', () => {
  it('reuses a value until it expires', async () => {
    let now = 1_000;
    const source = counter();
    const get = cacheFor(5_000, source.load, () => now);
    expect(await get()).toBe(1);
    now += 4_999;
    expect(await get()).toBe(1);
    now += 1;
    expect(await get()).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const source = counter();
    const get = cacheFor(5_000, source.load);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('does not cache failures', async () => {
    let fail = true;
    const get = cacheFor(5_000, async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database down');
    fail = false;
    expect(await get()).toBe('ok');
  });

  it('loads every time when disabled', async () => {
    const source = counter();
    const get = cacheFor(0, source.load);
    await get();
    await get();
    expect(source.calls()).toBe(2);
  });
});
