import { OrderStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { canMove, isFinal, ORDER_TRANSITIONS, releasesStock } from './transitions.ts';

const { UNKNOWN, UNPAID, PREPARING, COMPLETED, CANCELED, REFUNDED, FAILED } = OrderStatus;
const ALL = [UNKNOWN, UNPAID, PREPARING, COMPLETED, CANCELED, REFUNDED, FAILED] as const;

/** docs/rules/orders.md "Allowed moves", written out once more as pairs. */
const ALLOWED = new Set([
  `${UNPAID}>${PREPARING}`,
  `${UNPAID}>${FAILED}`,
  `${UNPAID}>${CANCELED}`,
  `${PREPARING}>${COMPLETED}`,
  `${PREPARING}>${CANCELED}`,
  `${PREPARING}>${REFUNDED}`,
  `${COMPLETED}>${REFUNDED}`,
]);

describe('order status transitions', () => {
  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))('%i → %i', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('covers every status and never allows staying put', () => {
    expect(Object.keys(ORDER_TRANSITIONS).map(Number).sort()).toEqual([...ALL].sort());
    for (const status of ALL) expect(canMove(status, status)).toBe(false);
  });

  it('makes CANCELED, REFUNDED and FAILED final', () => {
    expect(ALL.filter(isFinal)).toEqual([UNKNOWN, CANCELED, REFUNDED, FAILED]);
  });

  it('gives stock back only on FAILED and CANCELED', () => {
    expect(ALL.filter(releasesStock)).toEqual([CANCELED, FAILED]);
  });

  it('refuses values outside the enum', () => {
    expect(canMove(99 as never, UNPAID)).toBe(false);
    expect(canMove(UNPAID, 99 as never)).toBe(false);
  });
});
