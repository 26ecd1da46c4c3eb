import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from './limits.ts';
import { PHONE_NUMBER_PATTERN } from './patterns.ts';

describe('ADDRESS_LIMITS', () => {
  it('phoneNumber is the longest number the phone pattern takes, so a form never cuts a valid one', () => {
    const phone = new RegExp(PHONE_NUMBER_PATTERN);
    expect(phone.test(`+8${'1'.repeat(ADDRESS_LIMITS.phoneNumber - 2)}`)).toBe(true);
    expect(phone.test(`+8${'1'.repeat(ADDRESS_LIMITS.phoneNumber - 1)}`)).toBe(false);
    expect(phone.test('09999-9999-9999')).toBe(true);
    expect('09999-9999-9999'.length).toBeLessThanOrEqual(ADDRESS_LIMITS.phoneNumber);
  });
});
