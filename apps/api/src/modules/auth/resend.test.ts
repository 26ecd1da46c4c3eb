import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resendWaitSeconds } from './resend.ts';
import { normaliseSignUpBody } from './sign-up-input.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('resendWaitSeconds', () => {
  it.each([
    [undefined, 0],
    [ago(0), SIGN_UP_CODE_RESEND_SECONDS],
    [ago(1), SIGN_UP_CODE_RESEND_SECONDS],
    [ago(1_000), SIGN_UP_CODE_RESEND_SECONDS - 1],
    [ago(59_001), 1],
    [ago(60_000), 0],
    [ago(3_600_000), 0],
    [new Date(now.getTime() + 5_000), SIGN_UP_CODE_RESEND_SECONDS],
  ])('last code %s → wait %i s', (last, expected) => {
    expect(resendWaitSeconds(last, now)).toBe(expected);
  });

  it('is never negative nor more than the interval, and waiting the answer is always enough', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120_000, max: 600_000 }), (elapsedMs) => {
        const wait = resendWaitSeconds(ago(elapsedMs), now);
        const later = new Date(now.getTime() + wait * 1000);
        return (
          wait >= 0 &&
          wait <= SIGN_UP_CODE_RESEND_SECONDS &&
          (elapsedMs < 0 || resendWaitSeconds(ago(elapsedMs), later) === 0)
        );
      }),
    );
  });

  it('waits less the longer ago the last code was', () => {
    fc.assert(
      fc.property(
        fc.nat(120_000),
        fc.nat(120_000),
        (a, b) => resendWaitSeconds(ago(Math.max(a, b)), now) <= resendWaitSeconds(ago(Math.min(a, b)), now),
      ),
    );
  });
});

describe('normaliseSignUpBody', () => {
  it('turns katakana kana into hiragana and the phone number into E.164, keeping other fields', () => {
    expect(
      normaliseSignUpBody({
        username: ' ヤマダ ',
        lastnameKana: 'ヤマダ',
        firstnameKana: 'ﾀﾛｳ',
        phoneNumber: '+81 90-1234-5678',
      }),
    ).toEqual({
      username: ' ヤマダ ',
      lastnameKana: 'やまだ',
      firstnameKana: 'たろう',
      phoneNumber: '+819012345678',
    });
  });

  it('leaves what is not a string, or not an object, for the schema to refuse', () => {
    expect(normaliseSignUpBody({ lastnameKana: 3, phoneNumber: null })).toEqual({
      lastnameKana: 3,
      phoneNumber: null,
    });
    expect(normaliseSignUpBody(['x'])).toEqual(['x']);
    expect(normaliseSignUpBody(undefined)).toBeUndefined();
    expect(normaliseSignUpBody('text')).toBe('text');
  });
});
