import { describe, expect, it } from 'vitest';
import {
  fromE164,
  normalizePostalCode,
  normalizeSignUp,
  passwordContainsEmail,
  validateAccountId,
  validateAddress,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
  validateUsername,
  validateVerifyCode,
} from './forms.ts';

const signUp = {
  username: '畑の花子',
  accountId: 'hanako_01',
  lastname: '山田',
  firstname: '花子',
  lastnameKana: 'やまだ',
  firstnameKana: 'はなこ',
  email: 'hanako@example.com',
  phoneNumber: '09012345678',
  password: 'hatake2026',
  passwordConfirmation: 'hatake2026',
  consent: 'on',
};

const address = {
  lastname: '山田',
  firstname: '花子',
  lastnameKana: 'やまだ',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: '13',
  city: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  phoneNumber: '090-1234-5678',
};

describe('account form rules', () => {
  it('sign-in needs an e-mail and a password', () => {
    expect(validateSignIn({ email: 'a@example.com', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validateSignIn({ email: 'nope', password: 'x' })).toEqual({ email: 'email' });
  });

  it('sign-up accepts a valid form and names each problem', () => {
    expect(validateSignUp(signUp)).toEqual({});
    expect(
      validateSignUp({
        ...signUp,
        accountId: 'ab',
        lastnameKana: '山田',
        phoneNumber: '090-1234',
        password: 'onlyletters',
        passwordConfirmation: 'other',
        consent: '',
      }),
    ).toEqual({
      accountId: 'accountIdLength',
      lastnameKana: 'kana',
      phoneNumber: 'phone',
      password: 'password',
      passwordConfirmation: 'passwordMismatch',
      consent: 'consent',
    });
    expect(validateSignUp({ ...signUp, username: 'あ'.repeat(33) }).username).toBe('tooLong');
  });

  it('sign-up takes katakana kana and phone numbers as overseas shoppers type them (normalised first)', () => {
    const typed = {
      ...signUp,
      lastnameKana: 'ヤマダ',
      firstnameKana: 'ﾊﾅｺ',
      phoneNumber: '+81 90-1234-5678',
    };
    expect(validateSignUp(typed)).toEqual({});
    const normalized = normalizeSignUp(typed);
    expect(normalized).toMatchObject({
      lastnameKana: 'やまだ',
      firstnameKana: 'はなこ',
      phoneNumber: '+819012345678',
    });
    expect(validateSignUp(normalized)).toEqual({});
    expect(validateSignUp(normalizeSignUp({ ...signUp, phoneNumber: '+1 415 555 0100' }))).toEqual({});
    expect(validateSignUp(normalizeSignUp({ ...signUp, phoneNumber: '' }))).toEqual({
      phoneNumber: 'required',
    });
  });

  it('sign-up without consent is refused whatever else is right', () => {
    expect(validateSignUp({ ...signUp, consent: '' })).toEqual({ consent: 'consent' });
    expect(validateSignUp({ ...signUp, consent: 'yes' })).toEqual({ consent: 'consent' });
  });

  it('account id, username, code and password change', () => {
    expect(validateAccountId({ accountId: 'hana ko' })).toEqual({ accountId: 'accountIdChars' });
    expect(validateAccountId({ accountId: 'hana_ko-1' })).toEqual({});
    // docs/accounts.md: no dots.
    expect(validateAccountId({ accountId: 'hana.ko-1' })).toEqual({ accountId: 'accountIdChars' });
    expect(validateUsername({ username: '' })).toEqual({ username: 'required' });
    expect(validateVerifyCode({ verifyCode: '12345' })).toEqual({ verifyCode: 'verifyCode' });
    expect(validateVerifyCode({ verifyCode: '123456' })).toEqual({});
    expect(
      validatePasswordChange({ oldPassword: 'x', newPassword: 'abc12345', passwordConfirmation: 'abc12345' }),
    ).toEqual({});
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: 'short1', passwordConfirmation: 'x' }),
    ).toEqual({ oldPassword: 'required', newPassword: 'password', passwordConfirmation: 'passwordMismatch' });
  });

  it('a password must not be or contain the e-mail address (the API rule)', () => {
    expect(passwordContainsEmail('Hanako2026', 'hanako@example.com')).toBe(true);
    expect(passwordContainsEmail('hanako', 'HANAKO@example.com')).toBe(true);
    expect(passwordContainsEmail('hatake2026', 'hanako@example.com')).toBe(false);
    // A local part shorter than 3 characters only counts when it is the whole password.
    expect(passwordContainsEmail('ab12345678', 'ab@example.com')).toBe(false);
    expect(passwordContainsEmail('ab', 'ab@example.com')).toBe(true);
    expect(passwordContainsEmail('anything1', '')).toBe(false);

    const mine = {
      email: 'hanako2026@example.com',
      password: 'xHanako2026',
      passwordConfirmation: 'xHanako2026',
    };
    expect(validateSignUp({ ...signUp, ...mine })).toEqual({ password: 'passwordEmail' });
    // The format rule is reported first.
    expect(
      validateSignUp({
        ...signUp,
        email: 'hanakoo@example.com',
        password: 'hanakoo',
        passwordConfirmation: 'hanakoo',
      }),
    ).toEqual({
      password: 'password',
    });

    const change = {
      oldPassword: 'old12345',
      newPassword: 'hanako2026!',
      passwordConfirmation: 'hanako2026!',
    };
    expect(validatePasswordChange(change, 'hanako@example.com')).toEqual({ newPassword: 'passwordEmail' });
    expect(validatePasswordChange(change, 'taro@example.com')).toEqual({});
    // Without a known e-mail only the format is checked (the API checks again).
    expect(validatePasswordChange(change)).toEqual({});
  });

  it('addresses', () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, postalCode: '100-0001' })).toEqual({});
    expect(
      validateAddress({ ...address, postalCode: '12345', prefectureCode: '48', phoneNumber: 'abc' }),
    ).toEqual({
      postalCode: 'postalCode',
      prefectureCode: 'required',
      phoneNumber: 'addressPhone',
    });
  });

  it('readings follow one rule on sign-up and addresses: Latin letters kept, katakana converted', () => {
    const readings: [string, string][] = [
      ['Smith', 'Anna'],
      ['ヤマダ', 'ﾊﾅｺ'],
      ["O'Brien", 'Mary-Jane'],
    ];
    for (const [last, first] of readings) {
      expect(validateSignUp({ ...signUp, lastnameKana: last, firstnameKana: first })).toEqual({});
      expect(validateAddress({ ...address, lastnameKana: last, firstnameKana: first })).toEqual({});
    }
    expect(normalizeSignUp({ ...signUp, lastnameKana: ' Ｓｍｉｔｈ ' }).lastnameKana).toBe('Smith');
    expect(validateSignUp({ ...signUp, firstnameKana: '花子' }).firstnameKana).toBe('kana');
    expect(validateAddress({ ...address, firstnameKana: '花子' }).firstnameKana).toBe('kana');
  });

  it('phone and postal code formats', () => {
    expect(normalizeSignUp({ ...signUp, phoneNumber: '09012345678' }).phoneNumber).toBe('+819012345678');
    expect(fromE164('+819012345678')).toBe('09012345678');
    expect(normalizePostalCode('１００-０００１')).toBe('1000001');
  });
});
