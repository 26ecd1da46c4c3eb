/**
 * When a product order is expected to leave the farm (docs/rules/notifications.md "Expected
 * shipping date"): within SHIPPING_DAYS days of the later of the day it was paid and the day the
 * latest of its items goes on sale (a 予約販売 item ships from its sales start, not before), both in
 * Japan time. The shop's published promise (通常7日以内に発送) is the same number.
 */
export const SHIPPING_DAYS = 7;

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Japan-time day of `instant` as `yyyy-mm-dd`. */
const japanDay = (instant: Date): string =>
  new Date(instant.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

/** `yyyy-mm-dd` in Japan time: the last day by which the order should have shipped. */
export const expectedShipBy = (paidAt: Date, salesStarts: readonly Date[]): string => {
  const from = salesStarts.reduce((latest, start) => (start > latest ? start : latest), paidAt);
  const day = japanDay(from);
  return new Date(Date.parse(`${day}T00:00:00Z`) + SHIPPING_DAYS * DAY_MS).toISOString().slice(0, 10);
};
