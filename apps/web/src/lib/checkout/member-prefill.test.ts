import { describe, expect, it } from 'vitest';
import { domesticPhone, memberAddressPrefill } from './member-prefill.ts';

const member = {
  lastname: '畑',
  firstname: '花子',
  lastnameKana: 'はた',
  firstnameKana: 'はなこ',
  phoneNumber: '+819012345678',
};

describe('memberAddressPrefill', () => {
  it('fills the name, its reading and the phone in the domestic form, under the prefix', () => {
    expect(memberAddressPrefill(member)).toEqual({
      lastname: '畑',
      firstname: '花子',
      lastnameKana: 'はた',
      firstnameKana: 'はなこ',
      phoneNumber: '09012345678',
    });
    expect(memberAddressPrefill(member, 'billing.')).toMatchObject({
      'billing.lastname': '畑',
      'billing.phoneNumber': '09012345678',
    });
  });

  it('leaves out what the account lacks, and fills nothing when signed out', () => {
    expect(memberAddressPrefill({ ...member, phoneNumber: '', firstnameKana: '' })).toEqual({
      lastname: '畑',
      firstname: '花子',
      lastnameKana: 'はた',
    });
    expect(memberAddressPrefill(undefined)).toEqual({});
  });
});

describe('domesticPhone', () => {
  it('writes a Japanese E.164 number with its trunk 0, and leaves others as they are', () => {
    expect(domesticPhone('+81312345678')).toBe('0312345678');
    expect(domesticPhone('+819012345678')).toBe('09012345678');
    expect(domesticPhone('+14155550100')).toBe('+14155550100');
    expect(domesticPhone('090-1234-5678')).toBe('090-1234-5678');
    expect(domesticPhone('')).toBe('');
  });
});
