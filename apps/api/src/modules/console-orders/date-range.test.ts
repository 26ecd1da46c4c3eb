import { describe, expect, it } from 'vitest';
import { japanDayRange, japanMidnight } from './date-range.ts';

describe('japanMidnight', () => {
  it('is 15:00 UTC of the day before', () => {
    expect(new Date(japanMidnight('2026-11-27') ?? 0).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-01', '20261127', '']) {
      expect(japanMidnight(day)).toBeNull();
    }
    expect(japanMidnight('2028-02-29')).not.toBeNull();
  });
});

describe('japanDayRange', () => {
  it('covers both days, to the midnight after `to`', () => {
    const result = japanDayRange('2026-11-01', '2026-11-30');
    expect(result.ok && result.range.from?.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(result.ok && result.range.until?.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('leaves a side open when it is ""', () => {
    expect(japanDayRange('', '')).toEqual({ ok: true, range: { from: null, until: null } });
    const result = japanDayRange('', '2026-11-30');
    expect(result.ok && result.range.from).toBeNull();
  });

  it('names the field that is wrong', () => {
    expect(japanDayRange('2026-02-30', '')).toEqual({ ok: false, detail: expect.stringMatching(/^from/) });
    expect(japanDayRange('', '2026-02-30')).toEqual({ ok: false, detail: expect.stringMatching(/^to/) });
    expect(japanDayRange('2026-11-02', '2026-11-01')).toEqual({
      ok: false,
      detail: 'to must not be before from',
    });
  });

  it('caps the span when asked, both days counted', () => {
    expect(japanDayRange('2026-01-01', '2026-01-31', 31).ok).toBe(true);
    expect(japanDayRange('2026-01-01', '2026-02-01', 31).ok).toBe(false);
    expect(japanDayRange('', '2026-02-01', 31).ok).toBe(false);
  });
});
