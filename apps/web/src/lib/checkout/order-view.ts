import type { Order } from '@hatake/contract';
import { OrderStatus } from '@hatake/contract/values';

// What the account pages make of an order (docs/rules/orders.md): pure functions, no API calls.

/** Units of a product order (Σ item quantities) or participants of a booking. */
export function orderUnits(order: Pick<Order, 'items' | 'experience'>): number {
  if (order.experience) {
    const e = order.experience;
    return (
      e.adultCount + e.juniorHighSchoolCount + e.elementarySchoolCount + e.preschoolCount + e.seniorCount
    );
  }
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The tax contained in a total (docs/rules/promotions.md: floor(total / 11)). */
export const taxContained = (total: number): number => Math.floor(total / 11);

/** The badge tone of an order status: accepted green, waiting amber, ended red/grey. */
export function statusTone(status: number): 'ok' | 'waiting' | 'ended' | 'failed' {
  if (status === OrderStatus.PREPARING || status === OrderStatus.COMPLETED) return 'ok';
  if (status === OrderStatus.UNPAID) return 'waiting';
  if (status === OrderStatus.FAILED) return 'failed';
  return 'ended';
}

/** The booking's head counts worth showing: [age group, count, unit price], zero groups left out. */
export function bookingRows(experience: NonNullable<Order['experience']>): [string, number, number][] {
  const rows: [string, number, number][] = [
    ['adult', experience.adultCount, experience.adultPrice],
    ['juniorHighSchool', experience.juniorHighSchoolCount, experience.juniorHighSchoolPrice],
    ['elementarySchool', experience.elementarySchoolCount, experience.elementarySchoolPrice],
    ['preschool', experience.preschoolCount, experience.preschoolPrice],
    ['senior', experience.seniorCount, experience.seniorPrice],
  ];
  return rows.filter(([, count]) => count > 0);
}

/** `20260501` → `2026-05-01`, `0930` → `09:30`; '' stays ''. */
export function readableDate(yyyymmdd: string): string {
  return /^\d{8}$/.test(yyyymmdd)
    ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}`
    : '';
}
export function readableTime(hhmm: string): string {
  return /^\d{4}$/.test(hhmm) ? `${hhmm.slice(0, 2)}:${hhmm.slice(2)}` : '';
}
