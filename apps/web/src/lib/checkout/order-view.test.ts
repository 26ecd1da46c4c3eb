import { OrderStatus } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import {
  bookingRows,
  orderUnits,
  readableDate,
  readableTime,
  statusTone,
  taxContained,
} from './order-view.ts';

const booking = {
  experienceId: 'e1',
  adultCount: 2,
  adultPrice: 3000,
  juniorHighSchoolCount: 0,
  juniorHighSchoolPrice: 2000,
  elementarySchoolCount: 0,
  elementarySchoolPrice: 1500,
  preschoolCount: 1,
  preschoolPrice: 500,
  seniorCount: 0,
  seniorPrice: 2500,
  transportation: '',
  requestedDate: '20300501',
  requestedTime: '0930',
};

describe('order view helpers', () => {
  it('counts units of a product order and participants of a booking', () => {
    const items = [
      { fulfillmentId: 'f', productId: 'a', price: 100, quantity: 2 },
      { fulfillmentId: 'f', productId: 'b', price: 100, quantity: 3 },
    ];
    expect(orderUnits({ items, experience: null })).toBe(5);
    expect(orderUnits({ items: [], experience: booking })).toBe(3);
  });

  it('shows the booked groups only, with their unit prices', () => {
    expect(bookingRows(booking)).toEqual([
      ['adult', 2, 3000],
      ['preschool', 1, 500],
    ]);
  });

  it('contains floor(total / 11) of tax', () => {
    expect(taxContained(1100)).toBe(100);
    expect(taxContained(1099)).toBe(99);
  });

  it('tones statuses and reads booking dates', () => {
    expect(statusTone(OrderStatus.PREPARING)).toBe('ok');
    expect(statusTone(OrderStatus.UNPAID)).toBe('waiting');
    expect(statusTone(OrderStatus.FAILED)).toBe('failed');
    expect(statusTone(OrderStatus.CANCELED)).toBe('ended');
    expect(readableDate('20300501')).toBe('2030-05-01');
    expect(readableDate('')).toBe('');
    expect(readableTime('0930')).toBe('09:30');
  });
});
