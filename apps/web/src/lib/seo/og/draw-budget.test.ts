import { describe, expect, it } from 'vitest';
import { DrawBudget } from './draw-budget.ts';

describe('DrawBudget', () => {
  it('allows a burst, then one drawing per refill interval (clock injected)', () => {
    const budget = new DrawBudget({ burst: 3, perMinute: 30 }, 0);
    expect([budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true]);
    expect(budget.take(0)).toBe(false);
    expect(budget.retryAfterSeconds(0)).toBe(2);
    expect(budget.take(1_999)).toBe(false);
    expect(budget.take(2_000)).toBe(true);
    expect(budget.take(2_000)).toBe(false);
    // A long quiet spell refills only up to the burst.
    expect(budget.retryAfterSeconds(600_000)).toBe(0);
    expect(Array.from({ length: 5 }, () => budget.take(600_000))).toEqual([true, true, true, false, false]);
  });

  it('124 distinct cards at once draw at most the burst', () => {
    const budget = new DrawBudget({ burst: 20, perMinute: 30 }, 0);
    const drawn = Array.from({ length: 124 }, () => budget.take(100)).filter(Boolean).length;
    expect(drawn).toBe(20);
  });
});
