/**
 * When a product order is expected to leave the farm (docs/rules/notifications.md "Expected
 * shipping date"): within SHIPPING_DAYS days of the later of the day it was paid and the day the
 * latest of its items goes on sale (a 予約販売 item ships from its sales start, not before), both in
 * Japan time. The shop's published promise (通常7日以内に発送) is the same number. The rule is the
 * shared `expectedShipDate` of @hatake/contract/values, which the confirmation page shows too.
 */
import { expectedShipDate } from '@hatake/contract/values';

export { SHIPPING_DAYS } from '@hatake/contract/values';

/** `yyyy-mm-dd` in Japan time: the last day by which the order should have shipped. */
export const expectedShipBy = (paidAt: Date, salesStarts: readonly Date[]): string => {
  const day = expectedShipDate(paidAt, salesStarts);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
};
