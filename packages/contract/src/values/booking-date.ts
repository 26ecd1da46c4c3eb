/**
 * Which dates and times an experience can be booked for (docs/rules/checkout-and-payments.md,
 * "Booking dates"). Runtime-free and pure (the clock is an argument): the API refuses a booking
 * outside these rules, and the storefront's booking form offers only the dates and times they
 * allow, so both give the same answer.
 *
 * - The date lies within the experience's period (`startAt`–`endAt`, in Japan time).
 * - It is at least BOOKING_LEAD_DAYS days after today (Japan time): the host needs time to prepare.
 * - The host's business days: the data has no closed days, so every day of the period is one.
 * - The time (optional) starts within the business hours and leaves room for the experience before
 *   closing (`businessOpenTime` ≤ time ≤ `businessCloseTime` − `duration`; when the experience is
 *   longer than the hours, the opening time only), and within the period on its first/last day.
 */

/** Days between today and the first date that can be booked (today + 2 = the day after tomorrow). */
export const BOOKING_LEAD_DAYS = 2;
/** Most dates the booking form lists (a year ahead). */
export const MAX_BOOKABLE_DATES = 366;
/** Step of the start times the booking form offers, in minutes. */
export const BOOKING_TIME_STEP_MINUTES = 30;

/** Japan has no daylight saving time: JST is always UTC+9. */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The fields of an experience (wire or row) that decide when it can be booked. */
export type BookingSchedule = {
  /** Start and end of the experience's period, unix seconds. */
  startAt: number;
  endAt: number;
  /** `hhmm` */
  businessOpenTime: string;
  /** `hhmm` */
  businessCloseTime: string;
  /** Minutes */
  duration: number;
};

export type BookingDateProblem = { field: 'requestedDate' | 'requestedTime'; message: string };

/** Minutes after midnight of an `hhmm` time, or null when it is not one (2400, 0960, 9:00). */
export const minutesOfTime = (hhmm: string): number | null => {
  if (!/^\d{4}$/.test(hhmm)) return null;
  const hours = Number(hhmm.slice(0, 2));
  const minutes = Number(hhmm.slice(2));
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
};

/** `hhmm` of minutes after midnight. */
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** Days since 1970-01-01 of a `yyyymmdd` calendar date, or null when it is not one (20260230). */
export const dayOfDate = (yyyymmdd: string): number | null => {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
};

/** `yyyymmdd` of days since 1970-01-01. */
export const dateOfDay = (day: number): string =>
  new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** The Japan-time day (days since 1970-01-01) of an instant in milliseconds. */
export const japanDayOf = (ms: number): number => Math.floor((ms + JST_OFFSET_MS) / DAY_MS);

/** Minutes after Japan-time midnight of `day` at which the instant `ms` falls (may be < 0 or ≥ 1440). */
const minuteOnDay = (ms: number, day: number): number => (ms + JST_OFFSET_MS - day * DAY_MS) / MINUTE_MS;

/** The first day that can be booked from `now` on, ignoring the period. */
export const firstBookableDay = (now: Date): number => japanDayOf(now.getTime()) + BOOKING_LEAD_DAYS;

/**
 * The start times (minutes after midnight, inclusive bounds) possible on `day`, or null when none
 * is: the business hours less the duration, cut to the period.
 */
export const startWindowOn = (
  schedule: BookingSchedule,
  day: number,
): { earliest: number; latest: number } | null => {
  const open = minutesOfTime(schedule.businessOpenTime);
  const close = minutesOfTime(schedule.businessCloseTime);
  if (open === null || close === null || close <= open) return null;
  const startMs = schedule.startAt * 1000;
  const endMs = schedule.endAt * 1000;
  // The experience starts at or after the period's start and before its end.
  const earliest = Math.max(open, Math.ceil(minuteOnDay(startMs, day)));
  const latest = Math.min(Math.max(open, close - schedule.duration), Math.ceil(minuteOnDay(endMs, day)) - 1);
  return earliest <= latest ? { earliest, latest } : null;
};

/** The `yyyymmdd` dates that can be booked at `now`, in order (at most MAX_BOOKABLE_DATES). */
export const bookableDates = (schedule: BookingSchedule, now: Date): string[] => {
  const first = Math.max(firstBookableDay(now), japanDayOf(schedule.startAt * 1000));
  const last = japanDayOf(schedule.endAt * 1000 - 1);
  const dates: string[] = [];
  for (let day = first; day <= last && dates.length < MAX_BOOKABLE_DATES; day++) {
    if (startWindowOn(schedule, day)) dates.push(dateOfDay(day));
  }
  return dates;
};

/** The `hhmm` start times offered on a bookable `yyyymmdd` date, every BOOKING_TIME_STEP_MINUTES. */
export const bookableTimes = (schedule: BookingSchedule, yyyymmdd: string): string[] => {
  const day = dayOfDate(yyyymmdd);
  const window = day === null ? null : startWindowOn(schedule, day);
  if (!window) return [];
  const step = BOOKING_TIME_STEP_MINUTES;
  const times: string[] = [];
  for (let minute = Math.ceil(window.earliest / step) * step; minute <= window.latest; minute += step)
    times.push(timeOfMinutes(minute));
  return times;
};

const shown = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
const shownTime = (minutes: number) => {
  const hhmm = timeOfMinutes(minutes);
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
};

/**
 * What is wrong with a requested date and time at `now`, naming the field, or null when they can
 * be booked. Both empty is a booking without a date (the host arranges it; the contract allows
 * it); a time needs a date.
 */
export const bookingDateProblem = (
  schedule: BookingSchedule,
  requestedDate: string,
  requestedTime: string,
  now: Date,
): BookingDateProblem | null => {
  if (requestedDate === '') {
    return requestedTime === ''
      ? null
      : { field: 'requestedTime', message: 'requestedTime needs a requestedDate' };
  }
  const day = dayOfDate(requestedDate);
  if (day === null) return { field: 'requestedDate', message: 'requestedDate is not a calendar date' };
  const firstDay = japanDayOf(schedule.startAt * 1000);
  const lastDay = japanDayOf(schedule.endAt * 1000 - 1);
  if (day < firstDay || day > lastDay) {
    return {
      field: 'requestedDate',
      message: `requestedDate must lie within the experience's period (${shown(dateOfDay(firstDay))} to ${shown(dateOfDay(lastDay))})`,
    };
  }
  const leadDay = firstBookableDay(now);
  if (day < leadDay) {
    return {
      field: 'requestedDate',
      message: `requestedDate must be on or after ${shown(dateOfDay(leadDay))} (bookings are taken ${BOOKING_LEAD_DAYS} days ahead)`,
    };
  }
  const window = startWindowOn(schedule, day);
  if (!window) {
    return { field: 'requestedDate', message: 'requestedDate has no time within the business hours left' };
  }
  if (requestedTime === '') return null;
  const minutes = minutesOfTime(requestedTime);
  if (minutes === null) return { field: 'requestedTime', message: 'requestedTime is not a time of day' };
  if (minutes < window.earliest || minutes > window.latest) {
    return {
      field: 'requestedTime',
      message: `requestedTime must be between ${shownTime(window.earliest)} and ${shownTime(window.latest)} on that day (business hours, leaving the experience's duration before closing)`,
    };
  }
  return null;
};
