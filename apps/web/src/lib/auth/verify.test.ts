import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../api/errors.ts';
import { codeResendSeconds, resendCountdown, verifyCodeProblem } from './verify.ts';

const refused = (status: number, detail: string) =>
  new ResponseError(status, { status, message: 'x', detail });

describe('verifyCodeProblem', () => {
  it('tells a wrong code from an expired one (the API’s details)', () => {
    expect(verifyCodeProblem(refused(400, 'verifyCode is incorrect'))).toBe('verifyIncorrect');
    expect(verifyCodeProblem(refused(400, 'verifyCode has expired; request a new code'))).toBe(
      'verifyExpired',
    );
  });

  it('leaves every other error to the catalogue', () => {
    expect(verifyCodeProblem(refused(400, 'id does not name a pending sign-up'))).toBeUndefined();
    expect(verifyCodeProblem(refused(409, 'verifyCode is incorrect'))).toBeUndefined();
    expect(verifyCodeProblem(refused(429, 'too many'))).toBeUndefined();
    expect(verifyCodeProblem(new FetchError(new Error('down')))).toBeUndefined();
    expect(verifyCodeProblem(new Error('verifyCode is incorrect'))).toBeUndefined();
  });
});

describe('resendCountdown', () => {
  const now = 1_800_000_000;
  it.each([
    [String(now), SIGN_UP_CODE_RESEND_SECONDS],
    [String(now - 15), SIGN_UP_CODE_RESEND_SECONDS - 15],
    [String(now - SIGN_UP_CODE_RESEND_SECONDS), 0],
    [String(now - 3600), 0],
    [String(now + 3600), SIGN_UP_CODE_RESEND_SECONDS],
    [undefined, 0],
    ['', 0],
    ['soon', 0],
    ['1e9', 0],
    [['1', '2'], 0],
  ])('sent %j → %i s', (sent, expected) => {
    expect(resendCountdown(sent, now)).toBe(expected);
  });

  it('stays within 0 and the interval whatever ?sent= says', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map(String)), fc.nat(), (sent, nowSeconds) => {
        const left = resendCountdown(sent, nowSeconds);
        return left >= 0 && left <= SIGN_UP_CODE_RESEND_SECONDS;
      }),
    );
  });
});

describe('codeResendSeconds', () => {
  it('is the API’s one minute unless CODE_RESEND_SECONDS is a positive whole number', () => {
    expect(codeResendSeconds({})).toBe(60);
    expect(codeResendSeconds({ CODE_RESEND_SECONDS: '15' })).toBe(15);
    for (const unreadable of ['', '0', '-3', '1.5', 'soon'])
      expect(codeResendSeconds({ CODE_RESEND_SECONDS: unreadable })).toBe(60);
  });
});
