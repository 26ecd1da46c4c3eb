/**
 * Reading the checkout's forms on the server (shared by the server actions of this folder; not
 * an action module itself): trimmed fields, an address's fields under a prefix, field errors and
 * echoed values keyed like the fields, and the page's language.
 */
import type { GuestCheckoutAddress } from '@hatake/contract';
import type { PrefectureCode } from '@hatake/contract/values';
import type { Locale } from '../../../i18n/routing.ts';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type FieldErrors,
  normalizePostalCode,
} from '../../auth/forms.ts';
import { currentLocale } from '../../auth/locale.ts';
import { toLocale } from '../../i18n/page-params.ts';
import type { CheckoutFormState } from '../state.ts';

/** A field's trimmed text ('' when missing or a file). */
export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A field as a safe integer, NaN when it is not one. */
export const int = (form: FormData, name: string): number => {
  const value = Number(text(form, name));
  return Number.isSafeInteger(value) ? value : Number.NaN;
};

/** The page's language: the form's `locale` field, else the request's. */
export async function localeFrom(form: FormData): Promise<Locale> {
  const field = text(form, 'locale');
  return field ? toLocale(field) : currentLocale();
}

/** A refused submit: the catalogue's sentence above the button, and what was typed. */
export const failed = (message: string, values: Record<string, string> = {}): CheckoutFormState => ({
  status: 'failed',
  message,
  errors: {},
  values,
  at: Date.now(),
});

/** An address's fields from a form, under `prefix` (`billing.lastname`…), postal code normalised. */
export function readAddress(form: FormData, prefix = ''): Record<AddressField, string> {
  const values = {} as Record<AddressField, string>;
  for (const field of ADDRESS_FIELDS) values[field] = text(form, `${prefix}${field}`);
  values.postalCode = normalizePostalCode(values.postalCode);
  return values;
}

/** The API's address body of an address read from a form. */
export function addressBody(values: Record<AddressField, string>): GuestCheckoutAddress {
  return { ...values, prefectureCode: Number(values.prefectureCode) as PrefectureCode };
}

/** Field errors keyed like the form's fields (`billing.` + field). */
export function prefixed(errors: FieldErrors<string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) out[`${prefix}${field}`] = key;
  return out;
}

/** Values keyed like the form's fields (`billing.` + field). */
export function flatten(values: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));
}
