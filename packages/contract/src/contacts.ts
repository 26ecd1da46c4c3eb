/** Contact form: POST /v1/contacts (client-only on the original server). */
import { type Static, Type } from 'typebox';
import { CONTACT_LIMITS } from './values/limits.ts';

export const CreateContactRequest = Type.Object({
  title: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.title, description: 'subject' }),
  content: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.content, description: 'message body' }),
  username: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.username, description: 'sender name' }),
  email: Type.String({ format: 'email', description: 'reply address' }),
  phoneNumber: Type.Optional(
    Type.String({
      default: '',
      maxLength: CONTACT_LIMITS.phoneNumber,
      description: 'phone number (optional)',
    }),
  ),
});
export type CreateContactRequest = Static<typeof CreateContactRequest>;
