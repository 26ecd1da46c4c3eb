import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';
import type { CreateContactRequest } from './types.ts';

// The contact form (/v1/contacts): public, no bearer token, never cached.

/** `POST /v1/contacts`: sends the contact form; the API mails a confirmation to the sender. */
export function createContact(body: CreateContactRequest, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.post<unknown>('/v1/contacts', { ...rest, body });
}
