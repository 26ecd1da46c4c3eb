import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, japanDayOf } from './booking-date.ts';
import {
  DELIVERY_LAST_DAY,
  DELIVERY_LEAD_DAYS,
  DELIVERY_TIME_SLOTS,
  deliveryDateProblem,
  deliveryDates,
  expectedShipDate,
  isDeliveryTimeSlot,
} from './delivery-date.ts';

/** A Japan-time instant. */
const jst = (iso: string) => new Date(Date.parse(`${iso}+09:00`));
/** 2026-11-27 10:00 JST. */
const now = jst('2026-11-27T10:00:00');

describe('deliveryDateProblem', () => {
  it('accepts no preference and every date from 3 to 14 days after today', () => {
    expect(deliveryDateProblem('', now)).toBeNull();
    expect(deliveryDateProblem('20261130', now)).toBeNull();
    expect(deliveryDateProblem('20261211', now)).toBeNull();
  });

  it.each([
    ['20261129', /^deliveryDate must be between 2026-11-30 and 2026-12-11 \(3 to 14 days/],
    ['20261212', /^deliveryDate must be between 2026-11-30 and 2026-12-11/],
    ['20200101', /^deliveryDate must be between/],
    ['20261131', /^deliveryDate is not a calendar date/],
    ['2026113', /^deliveryDate is not a calendar date/],
  ])('%j → %s', (date, message) => {
    const problem = deliveryDateProblem(date, now);
    expect(problem?.field).toBe('deliveryDate');
    expect(problem?.message).toMatch(message);
  });

  it('counts Japan-time days: 15:00 UTC is already the next day in Japan', () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 27, 14, 59));
    expect(deliveryDateProblem('20261130', lateUtc)).toBeNull();
    const nextDayInJapan = new Date(Date.UTC(2026, 10, 27, 15, 0));
    expect(deliveryDateProblem('20261130', nextDayInJapan)?.field).toBe('deliveryDate');
    expect(deliveryDateProblem('20261212', nextDayInJapan)).toBeNull();
  });

  it('the offered dates are exactly the accepted ones (property)', () => {
    // fast-check 4 draws an Invalid Date now and then unless told not to; a clock never reads one.
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.integer({ min: -30, max: 45 }), (at, offset) => {
        const today = japanDayOf(at.getTime());
        const date = dateOfDay(today + offset);
        const offered = deliveryDates(at);
        const inWindow = offset >= DELIVERY_LEAD_DAYS && offset <= DELIVERY_LAST_DAY;
        expect(offered).toHaveLength(DELIVERY_LAST_DAY - DELIVERY_LEAD_DAYS + 1);
        expect(offered.includes(date)).toBe(inWindow);
        expect(deliveryDateProblem(date, at) === null).toBe(inWindow);
      }),
    );
  });

  it('lists consecutive calendar dates across months and years', () => {
    const dates = deliveryDates(jst('2026-12-25T09:00:00'));
    expect(dates[0]).toBe('20261228');
    expect(dates.at(-1)).toBe('20270108');
    const days = dates.map((date) => dayOfDate(date));
    expect(days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1)).toBe(true);
  });
});

describe('time slots', () => {
  it('are none plus the carriers’ five', () => {
    expect(DELIVERY_TIME_SLOTS).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 5].every(isDeliveryTimeSlot)).toBe(true);
    expect([6, -1, 1.5, '1', null].some(isDeliveryTimeSlot)).toBe(false);
  });
});

describe('expectedShipDate', () => {
  it('is 7 days after the Japan-time day of payment', () => {
    expect(expectedShipDate(new Date('2026-11-22T03:00:00Z'))).toBe('20261129');
    expect(expectedShipDate(new Date('2026-11-22T23:30:00Z'))).toBe('20261130');
    expect(expectedShipDate(new Date('2026-12-28T03:00:00Z'))).toBe('20270104');
  });

  it('counts from a later sales start (予約販売)', () => {
    const paid = new Date('2026-11-22T03:00:00Z');
    expect(expectedShipDate(paid, [new Date('2026-12-10T01:00:00Z')])).toBe('20261217');
    expect(expectedShipDate(paid, [new Date('2026-01-01T00:00:00Z')])).toBe('20261129');
  });
});
