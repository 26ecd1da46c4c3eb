import { describe, expect, it } from 'vitest';
import { komojuKonbiniSlip } from './komoju-konbini.ts';

const payment = (details: Record<string, unknown>, deadline: unknown = '2026-12-04T14:59:59Z') => ({
  id: 'pay_1',
  status: 'authorized',
  payment_deadline: deadline,
  payment_details: { type: 'konbini', email: 'a@example.jp', ...details },
});

describe('komojuKonbiniSlip', () => {
  it('reads the store, receipt, confirmation code, instructions page and deadline', () => {
    expect(
      komojuKonbiniSlip(
        payment({
          store: 'lawson',
          receipt: '12345678901',
          confirmation_code: '5678',
          instructions_url: 'https://komoju.com/payments/pay_1/instructions',
        }),
      ),
    ).toEqual({
      store: 'lawson',
      receiptNumber: '12345678901',
      confirmationNumber: '5678',
      deadline: new Date('2026-12-04T14:59:59Z'),
      instructionsUrl: 'https://komoju.com/payments/pay_1/instructions',
    });
  });

  it('names a chain it does not know `other`, and keeps only https instruction pages', () => {
    const slip = komojuKonbiniSlip(
      payment({ store: 'circle-k', receipt: '999', instructions_url: 'javascript:alert(1)' }),
    );
    expect(slip).toMatchObject({ store: 'other', confirmationNumber: '', instructionsUrl: '' });
  });

  it('answers nothing for other payments, or without a receipt or a deadline', () => {
    expect(komojuKonbiniSlip(undefined)).toBeUndefined();
    expect(komojuKonbiniSlip({ payment_details: { type: 'credit_card' } })).toBeUndefined();
    expect(komojuKonbiniSlip(payment({ store: 'lawson' }))).toBeUndefined();
    expect(komojuKonbiniSlip(payment({ store: 'lawson', receipt: '1' }, 'not a date'))).toBeUndefined();
  });
});
