/** Contact form: POST /v1/contacts (client-only on the original server). */
import { type Static, Type } from 'typebox';

export const CreateContactRequest = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 64, description: 'subject' }),
  content: Type.String({ minLength: 1, maxLength: 2000, description: 'message body' }),
  username: Type.String({ minLength: 1, maxLength: 64, description: 'sender name' }),
  email: Type.String({ format: 'email', description: 'reply address' }),
  phoneNumber: Type.Optional(
    Type.String({ default: '', maxLength: 32, description: 'phone number (optional)' }),
  ),
});
export type CreateContactRequest = Static<typeof CreateContactRequest>;
