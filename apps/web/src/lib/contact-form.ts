import { PHONE_NUMBER_PATTERN, CONTACT_LIMITS as WIRE_LIMITS } from '@hatake/contract/values';
import type { CreateContactRequest } from '@/lib/api/types.ts';

/** The contact form's fields, named as the form posts them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Message keys (contact.errors.*) of the validation failures. */
export type ContactErrorKey = 'required' | 'tooLong' | 'email' | 'phone';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** The contract's limits of CreateContactRequest, by the form's field names. */
export const CONTACT_LIMITS = {
  name: WIRE_LIMITS.username,
  email: WIRE_LIMITS.email,
  phone: WIRE_LIMITS.phoneNumber,
  subject: WIRE_LIMITS.title,
  message: WIRE_LIMITS.content,
} as const;

// Pragmatic address check (what browsers' type=email accepts, plus a dot in the domain).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Domestic numbers with or without hyphens (03-1234-5678, 09012345678) or E.164 (+81…): the contract's PHONE_NUMBER_PATTERN.
const PHONE = new RegExp(PHONE_NUMBER_PATTERN, 'u');

/** What the contact form's server action answers. */
export type ContactState = {
  status: 'idle' | 'invalid' | 'failed' | 'sent';
  /** What the shopper typed, to refill the form after a failed attempt. */
  values: ContactValues;
  errors: ContactErrors;
  /** The API error, from the error catalogue (docs/product.md#messages-for-api-errors). */
  message?: string;
  /** Where the confirmation e-mail went. */
  sentTo?: string;
};

/** Reads and trims the fields from a submitted form. */
export function readContactForm(form: FormData): ContactValues {
  const read = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    subject: read('subject'),
    message: read('message'),
  };
}

/** Same rules in the browser and on the server; an empty result means the form is valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!values[field]) errors[field] = 'required';
  }
  for (const field of CONTACT_FIELDS) {
    if (!errors[field] && [...values[field]].length > CONTACT_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!errors.email && !EMAIL.test(values.email)) errors.email = 'email';
  if (!errors.phone && values.phone && !PHONE.test(values.phone.replace(/[\s()]/g, '')))
    errors.phone = 'phone';
  return errors;
}

/** The API body (CreateContactRequest) for valid form values. */
export function toContactRequest(values: ContactValues): CreateContactRequest {
  return {
    title: values.subject,
    content: values.message,
    username: values.name,
    email: values.email,
    phoneNumber: values.phone.replace(/[\s()]/g, ''),
  };
}
