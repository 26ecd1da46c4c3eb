import { OrderStatus, PaymentMethodType, PaymentSystemStatus } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import {
  bookingSearch,
  CHECKOUT_METHODS,
  callbackUrl,
  checkoutHref,
  compactDate,
  compactTime,
  completeOutcome,
  localizeProviderUrl,
  MAX_POLLS,
  methodClass,
  offeredMethods,
  readBookingQuery,
  readCheckoutQuery,
} from './flow.ts';

describe('the checkout query', () => {
  it('needs a coordinator; the box and coupon are optional', () => {
    expect(readCheckoutQuery({})).toBeUndefined();
    expect(readCheckoutQuery({ coordinatorId: ' ' })).toBeUndefined();
    expect(readCheckoutQuery({ coordinatorId: 'c1' })).toEqual({
      coordinatorId: 'c1',
      boxNumber: 0,
      promotionCode: '',
    });
    expect(readCheckoutQuery({ coordinatorId: 'c1', boxNumber: '2', promotionCode: ' HATAKE10 ' })).toEqual({
      coordinatorId: 'c1',
      boxNumber: 2,
      promotionCode: 'HATAKE10',
    });
    expect(readCheckoutQuery({ coordinatorId: 'c1', boxNumber: '-1' })?.boxNumber).toBe(0);
    expect(readCheckoutQuery({ coordinatorId: 'c1', boxNumber: 'x' })?.boxNumber).toBe(0);
  });

  it('builds the next step with the same query (empty values left out)', () => {
    const query = { coordinatorId: 'c 1', boxNumber: 0, promotionCode: '' };
    expect(checkoutHref('address', query)).toBe('/v1/purchase/address?coordinatorId=c+1');
    expect(
      checkoutHref('confirmation', { ...query, boxNumber: 3, promotionCode: 'A' }, { addressId: 'a1' }),
    ).toBe('/v1/purchase/confirmation?coordinatorId=c+1&boxNumber=3&promotionCode=A&addressId=a1');
  });
});

describe('payment methods', () => {
  it('offers the checkout methods reported in use, in display order', () => {
    const systems = [
      { methodType: PaymentMethodType.PAY_EASY, status: PaymentSystemStatus.IN_USE },
      { methodType: PaymentMethodType.CASH, status: PaymentSystemStatus.IN_USE },
      { methodType: PaymentMethodType.KONBINI, status: PaymentSystemStatus.IN_USE },
      { methodType: PaymentMethodType.MERPAY, status: PaymentSystemStatus.OUTAGE },
      { methodType: PaymentMethodType.CREDIT_CARD, status: PaymentSystemStatus.IN_USE },
    ];
    expect(offeredMethods(systems)).toEqual([
      PaymentMethodType.CREDIT_CARD,
      PaymentMethodType.KONBINI,
      PaymentMethodType.PAY_EASY,
    ]);
    expect(CHECKOUT_METHODS).not.toContain(PaymentMethodType.FREE);
  });

  it('classifies methods as the API does', () => {
    expect(methodClass(PaymentMethodType.PAYPAY)).toBe('immediate');
    expect(methodClass(PaymentMethodType.BANK_TRANSFER)).toBe('deferred');
    expect(methodClass(PaymentMethodType.PAY_EASY)).toBe('deferred');
    expect(methodClass(PaymentMethodType.KONBINI)).toBe('deferred');
    expect(methodClass(PaymentMethodType.FREE)).toBe('none');
  });
});

describe('the complete page', () => {
  const card = PaymentMethodType.CREDIT_CARD;
  it('says paid, canceled or failed by status', () => {
    expect(completeOutcome(OrderStatus.PREPARING, card, 0)).toBe('paid');
    expect(completeOutcome(OrderStatus.COMPLETED, card, 0)).toBe('paid');
    expect(completeOutcome(OrderStatus.CANCELED, card, 0)).toBe('canceled');
    expect(completeOutcome(OrderStatus.REFUNDED, card, 0)).toBe('canceled');
    expect(completeOutcome(OrderStatus.FAILED, card, 0)).toBe('failed');
  });

  it('waits on an unpaid immediate payment, then says the e-mail will confirm; deferred ones explain', () => {
    expect(completeOutcome(OrderStatus.UNPAID, card, 0)).toBe('waiting');
    expect(completeOutcome(OrderStatus.UNPAID, card, MAX_POLLS)).toBe('pending');
    expect(completeOutcome(OrderStatus.UNPAID, PaymentMethodType.BANK_TRANSFER, 0)).toBe('instructions');
  });
});

describe('provider URLs', () => {
  it('returns to the complete page in the shopper’s language', () => {
    expect(callbackUrl('http://shop.test/', 'ja', 'member', { method: '2', coordinatorId: '' })).toBe(
      'http://shop.test/v1/purchase/complete?method=2',
    );
    expect(callbackUrl('http://shop.test', 'en', 'guest', { method: '5', coordinatorId: 'c1' })).toBe(
      'http://shop.test/en/v1/purchase/guest/complete?method=5&coordinatorId=c1',
    );
  });

  it('sends an English shopper to the sandbox page’s /en twin, and leaves other hosts alone', () => {
    const origin = 'http://shop.test';
    expect(localizeProviderUrl(`${origin}/v1/purchase/sandbox/sbx_1`, 'en', origin)).toBe(
      `${origin}/en/v1/purchase/sandbox/sbx_1`,
    );
    expect(localizeProviderUrl(`${origin}/v1/purchase/sandbox/sbx_1`, 'ja', origin)).toBe(
      `${origin}/v1/purchase/sandbox/sbx_1`,
    );
    expect(localizeProviderUrl('https://komoju.example/sessions/1', 'en', origin)).toBe(
      'https://komoju.example/sessions/1',
    );
    expect(localizeProviderUrl('not a url', 'en', origin)).toBe('not a url');
  });
});

describe('the booking query', () => {
  it('reads the experience and the counts (missing = 0); refuses bad counts', () => {
    expect(readBookingQuery({ id: 'e1', adultCount: '2', preschoolCount: '1' })).toEqual({
      experienceId: 'e1',
      counts: { adult: 2, juniorHighSchool: 0, elementarySchool: 0, preschool: 1, senior: 0 },
    });
    expect(readBookingQuery({ adultCount: '1' })).toBeUndefined();
    expect(readBookingQuery({ id: 'e1', adultCount: '11' })).toBeUndefined();
    expect(readBookingQuery({ id: 'e1', adultCount: '-1' })).toBeUndefined();
    expect(readBookingQuery({ id: 'e1', adultCount: '1.5' })).toBeUndefined();
  });

  it('writes it back with the non-zero counts', () => {
    expect(
      bookingSearch({
        experienceId: 'e1',
        counts: { adult: 2, juniorHighSchool: 0, elementarySchool: 0, preschool: 1, senior: 0 },
      }),
    ).toBe('id=e1&adultCount=2&preschoolCount=1');
  });

  it('turns date and time inputs into the API’s yyyymmdd and hhmm', () => {
    expect(compactDate('2030-05-01')).toBe('20300501');
    expect(compactDate('5/1')).toBe('');
    expect(compactTime('09:30')).toBe('0930');
    expect(compactTime('')).toBe('');
  });
});
