import { OrderStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import {
  CancellationAction,
  CLAIM_TIMEOUT_MS,
  claimIsStale,
  type PaymentFacts,
  planCancellation,
  settlement,
} from './cancellation-rules.ts';

const { UNKNOWN, UNPAID, PREPARING, COMPLETED, CANCELED, REFUNDED, FAILED } = OrderStatus;
const ALL = [UNKNOWN, UNPAID, PREPARING, COMPLETED, CANCELED, REFUNDED, FAILED] as const;

const paid = (status: OrderStatus, overrides: Partial<PaymentFacts> = {}): PaymentFacts => ({
  status,
  total: 3280,
  hasSession: true,
  atActiveProvider: true,
  ...overrides,
});

describe('planCancellation', () => {
  it('refunds money taken: PREPARING and COMPLETED → REFUNDED', () => {
    for (const status of [PREPARING, COMPLETED]) {
      expect(planCancellation(paid(status))).toEqual({
        ok: true,
        action: CancellationAction.REFUND,
        target: REFUNDED,
      });
    }
  });

  it('closes an unpaid order’s session: UNPAID → CANCELED', () => {
    expect(planCancellation(paid(UNPAID))).toEqual({
      ok: true,
      action: CancellationAction.VOID,
      target: CANCELED,
    });
    expect(planCancellation(paid(UNPAID, { hasSession: false, atActiveProvider: false }))).toEqual({
      ok: true,
      action: CancellationAction.NONE,
      target: CANCELED,
    });
  });

  it('asks no provider for a free order: PREPARING → CANCELED, COMPLETED → REFUNDED of 0', () => {
    const free = { total: 0, hasSession: false, atActiveProvider: false };
    expect(planCancellation(paid(PREPARING, free))).toEqual({
      ok: true,
      action: CancellationAction.NONE,
      target: CANCELED,
    });
    expect(planCancellation(paid(COMPLETED, free))).toEqual({
      ok: true,
      action: CancellationAction.NONE,
      target: REFUNDED,
    });
  });

  it('refuses closed orders and sessions of another provider', () => {
    for (const status of [UNKNOWN, CANCELED, REFUNDED, FAILED])
      expect(planCancellation(paid(status)).ok).toBe(false);
    expect(planCancellation(paid(PREPARING, { atActiveProvider: false }))).toEqual({
      ok: false,
      detail: expect.stringMatching(/another payment provider/),
    });
  });

  it('only ever plans a move the transitions table allows', () => {
    for (const status of ALL) {
      const plan = planCancellation(paid(status));
      if (plan.ok) expect(settlement(status, plan.target).move).toBe(true);
    }
  });
});

describe('settlement', () => {
  it('moves and gives back when the order is still where the plan found it', () => {
    expect(settlement(PREPARING, REFUNDED)).toEqual({ move: true, giveBack: true });
    expect(settlement(COMPLETED, REFUNDED)).toEqual({ move: true, giveBack: true });
    expect(settlement(UNPAID, CANCELED)).toEqual({ move: true, giveBack: true });
  });

  it('gives back without moving when the provider’s refund notice moved it to REFUNDED first', () => {
    expect(settlement(REFUNDED, REFUNDED)).toEqual({ move: false, giveBack: true });
  });

  it('gives nothing back twice: a CANCELED or FAILED reached otherwise released it already', () => {
    expect(settlement(CANCELED, CANCELED)).toEqual({ move: false, giveBack: false });
    expect(settlement(FAILED, CANCELED)).toEqual({ move: false, giveBack: false });
    expect(settlement(FAILED, REFUNDED)).toEqual({ move: false, giveBack: false });
    expect(settlement(CANCELED, REFUNDED)).toEqual({ move: false, giveBack: false });
  });
});

describe('claimIsStale', () => {
  it('lets a claim be taken over only after the timeout', () => {
    const claimed = new Date('2026-11-27T00:00:00Z');
    expect(claimIsStale(claimed, new Date(claimed.getTime() + CLAIM_TIMEOUT_MS))).toBe(false);
    expect(claimIsStale(claimed, new Date(claimed.getTime() + CLAIM_TIMEOUT_MS + 1))).toBe(true);
  });
});
