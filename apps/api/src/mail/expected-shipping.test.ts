import { describe, expect, it } from 'vitest';
import { expectedShipBy } from './expected-shipping.ts';

describe('expected shipping date', () => {
  it('is 7 days after the day of payment in Japan time', () => {
    expect(expectedShipBy(new Date('2026-11-22T03:00:00Z'), [])).toBe('2026-11-29');
    // 23:30 UTC on the 22nd is already the 23rd in Japan.
    expect(expectedShipBy(new Date('2026-11-22T23:30:00Z'), [])).toBe('2026-11-30');
  });

  it('counts from the sales start of a 予約販売 item that starts after the payment', () => {
    const paid = new Date('2026-11-22T03:00:00Z');
    expect(expectedShipBy(paid, [new Date('2026-01-01T00:00:00Z'), new Date('2026-12-10T01:00:00Z')])).toBe(
      '2026-12-17',
    );
  });

  it('crosses months and years', () => {
    expect(expectedShipBy(new Date('2026-12-28T03:00:00Z'), [])).toBe('2027-01-04');
  });
});
