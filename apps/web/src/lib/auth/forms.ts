/**
 * Field rules of the account forms (docs/accounts.md; limits from the
 * contract). Each validator returns message keys (auth.errors.*) by field; empty means valid.
 * The server actions run them; the API validates again.
 */

import {
  ACCOUNT_ID_PATTERN,
  ACCOUNT_LIMITS,
  ADDRESS_LIMITS,
  E164_PATTERN,
  isPrefectureCode,
  NAME_READING_PATTERN,
  PHONE_NUMBER_PATTERN,
  toE164PhoneNumber,
  toNameReading,
} from '@hatake/contract/values';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FormValues<F extends string> = Record<F, string>;

/** A name reading: hiragana or Latin letters (the contract's pattern; docs/accounts.md, "Name readings"). */
const NAME_READING = new RegExp(NAME_READING_PATTERN, 'u');
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** What sign-up sends (the contract's E.164), after toE164PhoneNumber read what was typed. */
const E164_PHONE = new RegExp(E164_PATTERN, 'u');
/** Hyphens allowed for addresses (the contract's PHONE_NUMBER_PATTERN). */
const ADDRESS_PHONE = new RegExp(PHONE_NUMBER_PATTERN, 'u');
/** docs/accounts.md: letters, digits, `_` and `-` (no dots). */
const ACCOUNT_ID = new RegExp(ACCOUNT_ID_PATTERN, 'u');
/** 8–32 characters, at least one letter and one digit. */
const PASSWORD = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{${ACCOUNT_LIMITS.passwordMin},${ACCOUNT_LIMITS.password}}$`,
);
const VERIFY_CODE = /^\d{6}$/;
const POSTAL_CODE = /^\d{7}$/;

/** Reads trimmed string fields from a submitted form (passwords keep their spaces). */
export function readForm<F extends string>(form: FormData, fields: readonly F[]): FormValues<F> {
  const out = {} as FormValues<F>;
  for (const field of fields) {
    const value = form.get(field);
    const text = typeof value === 'string' ? value : '';
    out[field] = /password/i.test(field) ? text : text.trim();
  }
  return out;
}

const tooLong = (value: string, max: number) => [...value].length > max;

function required<F extends string>(values: FormValues<F>, fields: readonly F[], errors: FieldErrors<F>) {
  for (const field of fields) if (!values[field]) errors[field] = 'required';
}

/** `+819012345678` → `09012345678` for display. */
export function fromE164(phone: string): string {
  return phone.startsWith('+81') ? `0${phone.slice(3)}` : phone;
}

/**
 * The API's rule (apps/api passwords.ts `passwordProblem`), mirrored so the form names the field:
 * the password must not be the e-mail's local part, nor contain it when that is 3 characters or
 * longer (case-insensitive).
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const local = (email.split('@')[0] ?? '').trim().toLowerCase();
  if (local === '' || password === '') return false;
  const lowered = password.toLowerCase();
  return lowered === local || (local.length >= 3 && lowered.includes(local));
}

/** The message key for a new password, or `undefined` when it is acceptable. */
function newPasswordError(password: string, email: string | undefined): string | undefined {
  if (!PASSWORD.test(password)) return 'password';
  if (email !== undefined && passwordContainsEmail(password, email)) return 'passwordEmail';
  return undefined;
}

export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export function validateSignIn(values: FormValues<SignInField>): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  required(values, SIGN_IN_FIELDS, errors);
  if (!errors.email && !EMAIL.test(values.email)) errors.email = 'email';
  return errors;
}

export const SIGN_UP_FIELDS = [
  'username',
  'accountId',
  'lastname',
  'firstname',
  'lastnameKana',
  'firstnameKana',
  'email',
  'phoneNumber',
  'password',
  'passwordConfirmation',
  'consent',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** The value a checked checkbox posts (no `value` attribute). */
export const CHECKED = 'on';

/**
 * The sign-up form as the contract wants it (docs/accounts.md, "What sign-up accepts"): readings
 * in katakana (also half-width) become hiragana, Latin ones are tidied (toNameReading), a phone number as people write it (090-1234-5678,
 * +81 90-1234-5678, full-width digits) becomes E.164. The same functions run in the API.
 */
export function normalizeSignUp(values: FormValues<SignUpField>): FormValues<SignUpField> {
  return {
    ...values,
    lastnameKana: toNameReading(values.lastnameKana),
    firstnameKana: toNameReading(values.firstnameKana),
    phoneNumber: values.phoneNumber ? toE164PhoneNumber(values.phoneNumber) : '',
  };
}

/**
 * Rules of the sign-up form, judged on what normalizeSignUp makes of it (what is sent). Consent to
 * the terms of use and the privacy policy is required here: the API's sign-up carries no such
 * field (docs/accounts.md).
 */
export function validateSignUp(typed: FormValues<SignUpField>): FieldErrors<SignUpField> {
  const values = normalizeSignUp(typed);
  const errors: FieldErrors<SignUpField> = {};
  required(
    values,
    SIGN_UP_FIELDS.filter((field) => field !== 'consent'),
    errors,
  );
  if (!errors.username && tooLong(values.username, ACCOUNT_LIMITS.username)) errors.username = 'tooLong';
  Object.assign(errors, accountIdErrors(values.accountId, errors.accountId));
  for (const field of ['lastname', 'firstname'] as const)
    if (!errors[field] && tooLong(values[field], ACCOUNT_LIMITS.name)) errors[field] = 'tooLong';
  for (const field of ['lastnameKana', 'firstnameKana'] as const) {
    if (errors[field]) continue;
    if (!NAME_READING.test(values[field])) errors[field] = 'kana';
    else if (tooLong(values[field], ACCOUNT_LIMITS.kana)) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL.test(values.email)) errors.email = 'email';
  if (!errors.phoneNumber && !E164_PHONE.test(values.phoneNumber)) errors.phoneNumber = 'phone';
  if (!errors.password) {
    const problem = newPasswordError(values.password, values.email);
    if (problem) errors.password = problem;
  }
  if (!errors.passwordConfirmation && values.password !== values.passwordConfirmation)
    errors.passwordConfirmation = 'passwordMismatch';
  if (values.consent !== CHECKED) errors.consent = 'consent';
  return errors;
}

function accountIdErrors(accountId: string, existing?: string): { accountId?: string } {
  if (existing) return { accountId: existing };
  if (!accountId) return { accountId: 'required' };
  const length = [...accountId].length;
  if (length < ACCOUNT_LIMITS.accountIdMin || length > ACCOUNT_LIMITS.accountId)
    return { accountId: 'accountIdLength' };
  if (!ACCOUNT_ID.test(accountId)) return { accountId: 'accountIdChars' };
  return {};
}

export function validateAccountId(values: { accountId: string }): FieldErrors<'accountId'> {
  return accountIdErrors(values.accountId);
}

export function validateUsername(values: { username: string }): FieldErrors<'username'> {
  if (!values.username) return { username: 'required' };
  if (tooLong(values.username, ACCOUNT_LIMITS.username)) return { username: 'tooLong' };
  return {};
}

export function validateEmail(values: { email: string }): FieldErrors<'email'> {
  if (!values.email) return { email: 'required' };
  if (tooLong(values.email, ACCOUNT_LIMITS.email) || !EMAIL.test(values.email)) return { email: 'email' };
  return {};
}

export function validateVerifyCode(values: { verifyCode: string }): FieldErrors<'verifyCode'> {
  if (!values.verifyCode) return { verifyCode: 'required' };
  return VERIFY_CODE.test(values.verifyCode) ? {} : { verifyCode: 'verifyCode' };
}

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'passwordConfirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** Password change (and reset); `email` is the member's address when known (API rule). */
export function validatePasswordChange(
  values: FormValues<PasswordField>,
  email?: string,
): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  required(values, PASSWORD_FIELDS, errors);
  if (!errors.newPassword) {
    const problem = newPasswordError(values.newPassword, email);
    if (problem) errors.newPassword = problem;
  }
  if (!errors.passwordConfirmation && values.newPassword !== values.passwordConfirmation)
    errors.passwordConfirmation = 'passwordMismatch';
  return errors;
}

export const ADDRESS_FIELDS = [
  'lastname',
  'firstname',
  'lastnameKana',
  'firstnameKana',
  'postalCode',
  'prefectureCode',
  'city',
  'addressLine1',
  'addressLine2',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export function validateAddress(values: FormValues<AddressField>): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  required(
    values,
    ADDRESS_FIELDS.filter((field) => field !== 'addressLine2'),
    errors,
  );
  for (const field of ['lastname', 'firstname'] as const)
    if (!errors[field] && tooLong(values[field], ADDRESS_LIMITS.name)) errors[field] = 'tooLong';
  // The same reading rule as sign-up (docs/accounts.md, "Name readings"): judged on what the API
  // will store, so katakana and Latin letters pass here as they do there.
  for (const field of ['lastnameKana', 'firstnameKana'] as const) {
    if (errors[field]) continue;
    const reading = toNameReading(values[field]);
    if (!NAME_READING.test(reading)) errors[field] = 'kana';
    else if (tooLong(reading, ADDRESS_LIMITS.kana)) errors[field] = 'tooLong';
  }
  if (!errors.postalCode && !POSTAL_CODE.test(normalizePostalCode(values.postalCode)))
    errors.postalCode = 'postalCode';
  if (!errors.prefectureCode && !isPrefectureCode(Number(values.prefectureCode)))
    errors.prefectureCode = 'required';
  if (!errors.city && tooLong(values.city, ADDRESS_LIMITS.city)) errors.city = 'tooLong';
  for (const field of ['addressLine1', 'addressLine2'] as const)
    if (!errors[field] && tooLong(values[field], ADDRESS_LIMITS.line)) errors[field] = 'tooLong';
  if (!errors.phoneNumber && !ADDRESS_PHONE.test(values.phoneNumber.replace(/\s/g, '')))
    errors.phoneNumber = 'addressPhone';
  return errors;
}

/** `100-0001` / `１０００００１` → `1000001`. */
export function normalizePostalCode(raw: string): string {
  return raw
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[-－ー\s]/g, '');
}
