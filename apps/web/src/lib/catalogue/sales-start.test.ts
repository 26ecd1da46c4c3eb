import { describe, expect, it } from 'vitest';
import { salesStartDay, salesStartMoment } from './sales-start.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('salesStartDay', () => {
  it('gives month and day in Japan time, without the year of this year', () => {
    expect(salesStartDay(seconds('2026-12-18T10:00:00+09:00'), 'ja', NOW)).toBe('12/18');
    expect(salesStartDay(seconds('2026-12-18T10:00:00+09:00'), 'en', NOW)).toBe('Dec 18');
    // 23:30 UTC on the 17th is already the 18th in Japan.
    expect(salesStartDay(seconds('2026-12-17T23:30:00Z'), 'ja', NOW)).toBe('12/18');
  });

  it('names the year when sales start in another year (Japan time)', () => {
    expect(salesStartDay(seconds('2027-01-11T00:30:00+09:00'), 'ja', NOW)).toBe('2027/1/11');
    expect(salesStartDay(seconds('2027-01-11T00:30:00+09:00'), 'en', NOW)).toBe('Jan 11, 2027');
    // New Year's Eve 16:00 UTC is already 1 January in Japan.
    expect(salesStartDay(seconds('2026-12-31T16:00:00Z'), 'ja', NOW)).toBe('2027/1/1');
  });
});

describe('salesStartMoment', () => {
  it('gives the date, weekday and 24-hour time in Japan time', () => {
    expect(salesStartMoment(seconds('2026-12-18T10:00:00+09:00'), 'ja')).toBe('2026年12月18日(金) 10:00');
    expect(salesStartMoment(seconds('2026-12-18T10:00:00+09:00'), 'en')).toBe('Fri, 18 Dec 2026, 10:00');
    expect(salesStartMoment(seconds('2026-12-31T15:05:00Z'), 'ja')).toBe('2027年1月1日(金) 00:05');
  });
});
