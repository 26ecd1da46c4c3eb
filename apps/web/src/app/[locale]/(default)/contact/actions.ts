'use server';

import { headers } from 'next/headers';
import { createContact, errorMessage } from '@/lib/api/index.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import {
  type ContactState,
  type ContactValues,
  readContactForm,
  toContactRequest,
  validateContact,
} from '@/lib/contact-form.ts';

export type { ContactState } from '@/lib/contact-form.ts';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * Validates the form on the server (the same rules as in the browser) and sends it to
 * `POST /v1/contacts`; the API stores it and e-mails a confirmation in the page's language.
 */
export async function submitContact(_previous: ContactState, form: FormData): Promise<ContactState> {
  const locale = await currentLocale();
  const values = readContactForm(form);
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };

  const incoming = await headers();
  const forwardedFor = incoming.get('x-forwarded-for');
  try {
    await createContact(
      // `locale` picks the language of the confirmation e-mail (an extra key the API accepts).
      Object.assign(toContactRequest(values), { locale }),
      {
        // The shopper's address, so the API's rate limits apply per shopper rather than to this server.
        headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
      },
    );
  } catch (error) {
    console.error('POST /v1/contacts failed', error);
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  return { status: 'sent', values: EMPTY, errors: {}, sentTo: values.email };
}
