import { DeliveryTimeSlot } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import {
  deliveryPreferenceFromQuery,
  formatCalendarDate,
  hasDeliveryPreference,
  readDeliveryPreference,
} from './delivery-preference.ts';

/** 2026-11-27 10:00 in Japan. */
const now = new Date('2026-11-27T01:00:00Z');

describe('readDeliveryPreference', () => {
  it('reads no preference, a date in the window and a slot', () => {
    expect(readDeliveryPreference('', '', now)).toEqual({ preference: { date: '', slot: 0 } });
    expect(readDeliveryPreference('', '0', now)).toEqual({ preference: { date: '', slot: 0 } });
    expect(readDeliveryPreference('20261130', '4', now)).toEqual({
      preference: { date: '20261130', slot: DeliveryTimeSlot.FROM_18_TO_20 },
    });
  });

  it('names the field the API would refuse', () => {
    expect(readDeliveryPreference('20261129', '', now)).toEqual({ errors: { deliveryDate: 'date' } });
    expect(readDeliveryPreference('20261212', '1', now)).toEqual({ errors: { deliveryDate: 'date' } });
    expect(readDeliveryPreference('2026-12-01', '', now)).toEqual({ errors: { deliveryDate: 'date' } });
    expect(readDeliveryPreference('', '6', now)).toEqual({ errors: { deliveryTimeSlot: 'slot' } });
    expect(readDeliveryPreference('', 'morning', now)).toEqual({ errors: { deliveryTimeSlot: 'slot' } });
  });
});

describe('deliveryPreferenceFromQuery', () => {
  it('keeps a calendar date and a known slot, and drops anything else', () => {
    expect(deliveryPreferenceFromQuery({ deliveryDate: '20261205', deliveryTimeSlot: '1' })).toEqual({
      date: '20261205',
      slot: 1,
    });
    expect(deliveryPreferenceFromQuery({ deliveryDate: '20261305', deliveryTimeSlot: '9' })).toEqual({
      date: '',
      slot: 0,
    });
    expect(hasDeliveryPreference(deliveryPreferenceFromQuery({}))).toBe(false);
    expect(hasDeliveryPreference({ date: '', slot: DeliveryTimeSlot.MORNING })).toBe(true);
  });
});

describe('formatCalendarDate', () => {
  it('writes the year and the weekday of the calendar day in either language', () => {
    expect(formatCalendarDate('20261205', 'ja')).toBe('2026年12月5日(土)');
    expect(formatCalendarDate('20261205', 'en')).toBe('Sat, December 5, 2026');
    expect(formatCalendarDate('2026125', 'en')).toBe('');
  });
});
