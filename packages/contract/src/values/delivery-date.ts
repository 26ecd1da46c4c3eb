/**
 * When a product order ships and on which days the shopper may ask for it to arrive
 * (docs/rules/checkout-and-payments.md, "Delivery date and time slot"). Runtime-free and pure (the
 * clock is an argument): the API refuses a delivery date outside this window, and the confirmation
 * page offers exactly its dates, so both give the same answer. Days are Japan-time days (UTC+9).
 *
 * - No preference (指定なし, "") is the default and always accepted.
 * - A date lies DELIVERY_LEAD_DAYS to DELIVERY_LAST_DAY days after today: a day or two for the
 *   producer to harvest and pack, and up to two days on the road, so the earliest date is one every
 *   shop can meet; two weeks ahead is as far as fresh produce is planned.
 * - The time slot is one of DeliveryTimeSlot (0 none, or the carriers' five); it may be chosen
 *   without a date (the next delivery in that slot).
 * - Without a date the order ships within SHIPPING_DAYS days of payment (the shop's published
 *   「通常7日以内に発送」); with one, in time to arrive that day.
 */
import { dateOfDay, dayOfDate, japanDayOf } from './booking-date.ts';
import { DeliveryTimeSlot } from './enums.ts';

/** Days between today and the first delivery date that can be chosen. */
export const DELIVERY_LEAD_DAYS = 3;
/** Days between today and the last delivery date that can be chosen. */
export const DELIVERY_LAST_DAY = 14;
/** A product order without a delivery date ships within this many days of being paid. */
export const SHIPPING_DAYS = 7;

/** The slots a shopper can choose, in the order the form lists them (after 指定なし). */
export const DELIVERY_TIME_SLOTS: readonly DeliveryTimeSlot[] = [
  DeliveryTimeSlot.MORNING,
  DeliveryTimeSlot.FROM_14_TO_16,
  DeliveryTimeSlot.FROM_16_TO_18,
  DeliveryTimeSlot.FROM_18_TO_20,
  DeliveryTimeSlot.FROM_19_TO_21,
];

/** Whether `value` is a DeliveryTimeSlot (0 included). */
export const isDeliveryTimeSlot = (value: unknown): value is DeliveryTimeSlot =>
  value === DeliveryTimeSlot.NONE || DELIVERY_TIME_SLOTS.includes(value as DeliveryTimeSlot);

/** The first and last Japan-time day (days since 1970-01-01) a delivery can be asked for at `now`. */
export const deliveryWindow = (now: Date): { first: number; last: number } => {
  const today = japanDayOf(now.getTime());
  return { first: today + DELIVERY_LEAD_DAYS, last: today + DELIVERY_LAST_DAY };
};

/** The `yyyymmdd` delivery dates a shopper can choose at `now`, in order. */
export const deliveryDates = (now: Date): string[] => {
  const { first, last } = deliveryWindow(now);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) dates.push(dateOfDay(day));
  return dates;
};

const shown = (day: number) => {
  const yyyymmdd = dateOfDay(day);
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
};

/**
 * What is wrong with a requested delivery date at `now`, or null when it can be asked for. ""
 * is no preference. The message starts with the field and says which dates would be accepted.
 */
export const deliveryDateProblem = (
  deliveryDate: string,
  now: Date,
): { field: 'deliveryDate'; message: string } | null => {
  if (deliveryDate === '') return null;
  const day = dayOfDate(deliveryDate);
  if (day === null) return { field: 'deliveryDate', message: 'deliveryDate is not a calendar date' };
  const { first, last } = deliveryWindow(now);
  if (day < first || day > last) {
    return {
      field: 'deliveryDate',
      message: `deliveryDate must be between ${shown(first)} and ${shown(last)} (${DELIVERY_LEAD_DAYS} to ${DELIVERY_LAST_DAY} days after today, Japan time), or "" for no preference`,
    };
  }
  return null;
};

/**
 * `yyyymmdd`: the Japan-time day by which an order paid at `paidAt` ships when no delivery date was
 * asked for — SHIPPING_DAYS after the later of that day and the day the latest of its items goes
 * on sale (a 予約販売 item ships from its sales start, not before).
 */
export const expectedShipDate = (paidAt: Date, salesStarts: readonly Date[] = []): string => {
  const from = salesStarts.reduce((latest, start) => (start > latest ? start : latest), paidAt);
  return dateOfDay(japanDayOf(from.getTime()) + SHIPPING_DAYS);
};
