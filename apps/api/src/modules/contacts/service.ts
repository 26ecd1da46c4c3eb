import type { CreateContactRequest } from '@hatake/contract';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import type { MailLocale } from '../../mail/locale.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  type ContactMailData,
  contactConfirmation,
  contactNotification,
} from '../../mail/templates/contact.ts';

export type ContactDependencies = {
  db: Database;
  mailer: Mailer;
  /** Where the staff notification goes. */
  supportEmail: string;
  log: { error(details: object, message: string): void };
};

export type ContactContext = { userId: string | null; locale: MailLocale };

const TEXT_FIELDS = ['title', 'content', 'username'] as const;

/**
 * Stores an inquiry, then e-mails a confirmation to the sender (in their language) and a notice
 * to the support address. The inquiry is what matters: once it is stored, a mail failure is
 * logged, not returned, so the sender never submits twice.
 */
export const createContact = async (
  deps: ContactDependencies,
  request: CreateContactRequest,
  context: ContactContext,
  now: Date = new Date(),
): Promise<{ id: string }> => {
  const fields = {
    title: request.title.trim(),
    content: request.content.trim(),
    username: request.username.trim(),
    email: request.email.trim(),
    phoneNumber: (request.phoneNumber ?? '').trim(),
  };
  for (const field of TEXT_FIELDS) {
    if (fields[field] === '') throw invalidArgument(`${field} must not be blank`);
  }

  const [stored] = await deps.db
    .insert(contacts)
    .values({ ...fields, locale: context.locale, userId: context.userId, createdAt: now, updatedAt: now })
    .returning({ id: contacts.id });
  if (!stored) throw new Error('contact insert returned no row');

  const data: ContactMailData = {
    ...fields,
    contactId: stored.id,
    locale: context.locale,
    receivedAt: now,
    userId: context.userId,
  };
  const messages = [
    { to: fields.email, ...contactConfirmation(data) },
    { to: deps.supportEmail, replyTo: fields.email, ...contactNotification(data) },
  ];
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      deps.log.error({ err, contactId: stored.id }, 'contact e-mail could not be sent');
    }
  }
  return { id: stored.id };
};
