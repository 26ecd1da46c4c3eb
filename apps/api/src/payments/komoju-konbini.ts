import { konbiniStoreOf } from '@hatake/contract';
import { asRecord, dateField, type JsonRecord, stringField } from './json-fields.ts';
import type { KonbiniSlip } from './payment-provider.ts';

/**
 * The slip of a KOMOJU konbini payment, from the payment object of a session
 * (doc.komoju.com "Payment details", konbini): `payment_details` names the `store`, the `receipt`
 * number, the `confirmation_code` (absent for chains that need none) and the `instructions_url`
 * page, and the payment's `payment_deadline` is when the slip lapses. Undefined for any other
 * payment, or when the receipt or the deadline is missing (the page then shows no numbers rather
 * than wrong ones).
 */
export const komojuKonbiniSlip = (payment: JsonRecord | undefined): KonbiniSlip | undefined => {
  const details = asRecord(payment?.payment_details);
  if (stringField(details, 'type') !== 'konbini') return undefined;
  const receiptNumber = stringField(details, 'receipt');
  const deadline = dateField(payment, 'payment_deadline');
  if (receiptNumber === undefined || deadline === undefined) return undefined;
  return {
    store: konbiniStoreOf(stringField(details, 'store') ?? ''),
    receiptNumber,
    confirmationNumber: stringField(details, 'confirmation_code') ?? '',
    deadline,
    instructionsUrl: httpsUrl(stringField(details, 'instructions_url')),
  };
};

/** Only an https URL reaches the storefront's link; anything else is dropped. */
const httpsUrl = (value: string | undefined): string => {
  if (value === undefined || !URL.canParse(value)) return '';
  return new URL(value).protocol === 'https:' ? value : '';
};
