import { PaymentMethodType, PaymentStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATES, paymentMethodClass, paymentStatusOf } from './payment-state.ts';

describe('payment method classes', () => {
  it('card, QR wallets and Paidy are immediate; konbini, bank transfer and Pay-easy deferred; the rest reach no provider', () => {
    const byClass = (wanted: string) =>
      Object.values(PaymentMethodType).filter((method) => paymentMethodClass(method) === wanted);
    expect(byClass('immediate')).toEqual([2, 5, 6, 7, 8, 9, 11]);
    expect(byClass('deferred')).toEqual([3, 4, 12]);
    expect(byClass('none')).toEqual([0, 1, 10]);
  });
});

describe('payment status of a provider state', () => {
  const { UNPAID, PREPARING, CANCELED, REFUNDED, FAILED } = PaymentStatus;

  // state → [immediate method (card), deferred method (konbini)]
  const table = {
    pending: [UNPAID, UNPAID],
    authorized: [PREPARING, UNPAID],
    paid: [PREPARING, PREPARING],
    failed: [FAILED, FAILED],
    expired: [FAILED, FAILED],
    canceled: [CANCELED, CANCELED],
    refunded: [REFUNDED, REFUNDED],
  } as const;

  it.each(PAYMENT_STATES)('%s', (state) => {
    expect([
      paymentStatusOf(state, PaymentMethodType.CREDIT_CARD),
      paymentStatusOf(state, PaymentMethodType.KONBINI),
    ]).toEqual(table[state]);
  });

  it('a deferred authorisation is unpaid for every deferred method, paid for every immediate one', () => {
    for (const method of Object.values(PaymentMethodType)) {
      const expected = paymentMethodClass(method) === 'deferred' ? UNPAID : PREPARING;
      expect(paymentStatusOf('authorized', method)).toBe(expected);
    }
  });

  it('never answers COMPLETED, which only the shop sets', () => {
    for (const state of PAYMENT_STATES) {
      for (const method of Object.values(PaymentMethodType)) {
        expect(paymentStatusOf(state, method)).not.toBe(PaymentStatus.COMPLETED);
      }
    }
  });
});
