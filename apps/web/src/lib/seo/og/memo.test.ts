import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentlyUsed } from './memo.ts';

describe('recentlyUsed', () => {
  it('computes a key once while it stays among the most recent', async () => {
    const computed: string[] = [];
    const get = recentlyUsed(2, async (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect(await get('a')).toBe('A');
    expect(await get('b')).toBe('B');
    expect(await get('a')).toBe('A'); // a is now the most recent
    expect(await get('c')).toBe('C'); // b, the least recent, is dropped
    expect(await get('a')).toBe('A');
    expect(await get('b')).toBe('B');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares one computation between concurrent calls and forgets a failure', async () => {
    let calls = 0;
    const get = recentlyUsed(4, async (key) => {
      calls++;
      if (calls === 1) throw new Error(`first ${key} fails`);
      return calls;
    });
    const [first, second] = await Promise.allSettled([get('k'), get('k')]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(calls).toBe(1);
    expect(await get('k')).toBe(2);
    expect(await get('k')).toBe(2);
  });

  it('never computes a key again before `max` other keys were used since', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 40 }),
        async (max, keys) => {
          const computed: string[] = [];
          const get = recentlyUsed(max, async (key) => {
            computed.push(key);
            return key;
          });
          const seen: string[] = [];
          for (const key of keys) {
            const before = computed.length;
            expect(await get(key)).toBe(key);
            const recent = [...new Set(seen.slice().reverse())].slice(0, max);
            expect(computed.length - before).toBe(recent.includes(key) ? 0 : 1);
            seen.push(key);
          }
        },
      ),
    );
  });
});
