import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LEAD_DAYS,
  type BookingSchedule,
  bookableDates,
  bookableTimes,
  bookingDateProblem,
  dateOfDay,
  dayOfDate,
  minutesOfTime,
} from './booking-date.ts';

/** A Japan-time instant as unix seconds. */
const jst = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;

/** Held 2026-12-01 00:00 to 2027-01-01 00:00 JST, 09:00–17:00, 120 minutes. */
const schedule: BookingSchedule = {
  startAt: jst('2026-12-01T00:00:00'),
  endAt: jst('2027-01-01T00:00:00'),
  businessOpenTime: '0900',
  businessCloseTime: '1700',
  duration: 120,
};
/** 2026-11-27 10:00 JST. */
const now = new Date(jst('2026-11-27T10:00:00') * 1000);

describe('bookingDateProblem', () => {
  it('accepts a date in the period, after the lead time, at a time within the hours', () => {
    expect(bookingDateProblem(schedule, '20261210', '0900', now)).toBeNull();
    expect(bookingDateProblem(schedule, '20261210', '1500', now)).toBeNull();
    expect(bookingDateProblem(schedule, '20261231', '', now)).toBeNull();
    expect(bookingDateProblem(schedule, '', '', now)).toBeNull();
  });

  it.each([
    ['20200101', '', 'requestedDate', /within the experience's period \(2026-12-01 to 2026-12-31\)/],
    ['20270101', '', 'requestedDate', /within the experience's period/],
    ['20261301', '', 'requestedDate', /not a calendar date/],
    ['20261131', '', 'requestedDate', /not a calendar date/],
    ['', '1000', 'requestedTime', /needs a requestedDate/],
    ['20261210', '0830', 'requestedTime', /between 09:00 and 15:00/],
    ['20261210', '1501', 'requestedTime', /between 09:00 and 15:00/],
    ['20261210', '2400', 'requestedTime', /not a time of day/],
  ])('%j %j → %s', (date, time, field, message) => {
    const problem = bookingDateProblem(schedule, date, time, now);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(message);
  });

  it(`needs ${BOOKING_LEAD_DAYS} days of lead time (Japan time)`, () => {
    const late = new Date(jst('2026-11-30T23:59:00') * 1000);
    expect(bookingDateProblem(schedule, '20261201', '', late)?.message).toMatch(/on or after 2026-12-02/);
    expect(bookingDateProblem(schedule, '20261202', '', late)).toBeNull();
    // 15:00 UTC on the 30th is already 1 December in Japan.
    const nextDayInJapan = new Date(Date.UTC(2026, 10, 30, 15, 0));
    expect(bookingDateProblem(schedule, '20261202', '', nextDayInJapan)?.field).toBe('requestedDate');
    expect(bookingDateProblem(schedule, '20261203', '', nextDayInJapan)).toBeNull();
  });

  it('cuts the hours to the period on its first and last days', () => {
    const partial: BookingSchedule = {
      ...schedule,
      startAt: jst('2026-12-05T11:00:00'),
      endAt: jst('2026-12-07T10:30:00'),
    };
    expect(bookingDateProblem(partial, '20261205', '1030', now)?.field).toBe('requestedTime');
    expect(bookingDateProblem(partial, '20261205', '1100', now)).toBeNull();
    expect(bookingDateProblem(partial, '20261207', '1030', now)?.field).toBe('requestedTime');
    expect(bookingDateProblem(partial, '20261207', '1000', now)).toBeNull();
    expect(bookableTimes(partial, '20261207')).toEqual(['0900', '0930', '1000']);
    expect(bookableTimes(partial, '20261205')[0]).toBe('1100');
  });

  it('an experience longer than its hours starts at opening time only', () => {
    const long = { ...schedule, duration: 600 };
    expect(bookableTimes(long, '20261210')).toEqual(['0900']);
    expect(bookingDateProblem(long, '20261210', '0930', now)?.field).toBe('requestedTime');
  });
});

describe('bookableDates and bookableTimes', () => {
  it('lists the days from the lead date to the end of the period', () => {
    const dates = bookableDates(schedule, now);
    expect(dates[0]).toBe('20261201');
    expect(dates.at(-1)).toBe('20261231');
    expect(dates).toHaveLength(31);
    expect(bookableDates(schedule, new Date(jst('2026-12-20T08:00:00') * 1000))[0]).toBe('20261222');
    expect(bookableDates(schedule, new Date(jst('2027-01-01T08:00:00') * 1000))).toEqual([]);
  });

  it('offers times every 30 minutes from opening to closing less the duration', () => {
    expect(bookableTimes(schedule, '20261210')).toEqual([
      '0900',
      '0930',
      '1000',
      '1030',
      '1100',
      '1130',
      '1200',
      '1230',
      '1300',
      '1330',
      '1400',
      '1430',
      '1500',
    ]);
    expect(bookableTimes(schedule, '20200101')).toEqual([]);
  });

  const scheduleArb = fc
    .record({
      startDay: fc.integer({ min: 20_000, max: 21_000 }),
      startMinute: fc.integer({ min: 0, max: 1439 }),
      lengthMinutes: fc.integer({ min: 1, max: 120 * 1440 }),
      open: fc.integer({ min: 0, max: 1400 }),
      hours: fc.integer({ min: 1, max: 600 }),
      duration: fc.integer({ min: 0, max: 600 }),
    })
    .map(({ startDay, startMinute, lengthMinutes, open, hours, duration }): BookingSchedule => {
      const startAt = startDay * 86_400 + startMinute * 60 - 9 * 3600;
      const close = Math.min(open + hours, 1439);
      const hhmm = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
      return {
        startAt,
        endAt: startAt + lengthMinutes * 60,
        businessOpenTime: hhmm(open),
        businessCloseTime: hhmm(Math.max(close, open + 1)),
        duration,
      };
    });
  const nowArb = fc.integer({ min: 19_990, max: 21_200 }).map((day) => new Date(day * 86_400_000));

  it('every offered date and time is accepted, and nothing before the lead date or outside the period is', () => {
    fc.assert(
      fc.property(scheduleArb, nowArb, (s, at) => {
        for (const date of bookableDates(s, at)) {
          if (bookingDateProblem(s, date, '', at) !== null) return false;
          for (const time of bookableTimes(s, date))
            if (bookingDateProblem(s, date, time, at) !== null) return false;
          const day = dayOfDate(date) ?? 0;
          const startMs = (day * 1440 + (minutesOfTime(bookableTimes(s, date)[0] ?? '0000') ?? 0)) * 60_000;
          const instant = startMs - 9 * 3_600_000;
          if (bookableTimes(s, date).length > 0 && (instant < s.startAt * 1000 || instant >= s.endAt * 1000))
            return false;
        }
        const today = Math.floor((at.getTime() + 9 * 3_600_000) / 86_400_000);
        return bookingDateProblem(s, dateOfDay(today + BOOKING_LEAD_DAYS - 1), '', at) !== null;
      }),
    );
  });

  it('a date it refuses is never offered', () => {
    fc.assert(
      fc.property(scheduleArb, nowArb, fc.integer({ min: 19_990, max: 21_300 }), (s, at, day) => {
        const date = dateOfDay(day);
        return bookingDateProblem(s, date, '', at) === null || !bookableDates(s, at).includes(date);
      }),
    );
  });
});
