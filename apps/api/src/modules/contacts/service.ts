import type { CreateContactRequest } from '@hatake/contract';
import { and, count, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import type { MailLocale } from '../../mail/locale.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import {
  type ContactMailData,
  contactConfirmation,
  contactNotification,
} from '../../mail/templates/contact.ts';
import { autoReplyAllowed, autoReplyWindowStart, recipientKey } from './rules.ts';

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
 * Namespace (first key) of the transaction-level advisory locks that serialise inquiries to one
 * address, so parallel requests cannot all see "under the cap" (arbitrary constant).
 */
const RECIPIENT_LOCK_NAMESPACE = 4_311_207;

/**
 * Stores an inquiry, then e-mails a notice with its content to the support address and, unless
 * the address already had its share of acknowledgements this hour, a fixed acknowledgement (the
 * reference number, nothing the caller wrote) to the sender. The inquiry is what matters: once it
 * is stored, a mail failure is logged, not returned, so the sender never submits twice.
 */
export const createContact = async (
  deps: ContactDependencies,
  request: CreateContactRequest,
  context: ContactContext,
  now: Date = new Date(),
): Promise<{ id: string; acknowledged: boolean }> => {
  const fields = {
    title: request.title.trim(),
    content: request.content.trim(),
    username: request.username.trim(),
    email: request.email.trim(),
    phoneNumber: (request.phoneNumber ?? '').trim(),
  };
  assertVisibleText(fields, TEXT_FIELDS);
  const recipient = recipientKey(fields.email);

  const stored = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_NAMESPACE}, hashtext(${recipient}))`);
    const [recent] = await tx
      .select({ total: count() })
      .from(contacts)
      .where(
        and(gt(contacts.createdAt, autoReplyWindowStart(now)), sql`lower(${contacts.email}) = ${recipient}`),
      );
    const [row] = await tx
      .insert(contacts)
      .values({ ...fields, locale: context.locale, userId: context.userId, createdAt: now, updatedAt: now })
      .returning({ id: contacts.id });
    if (!row) throw new Error('contact insert returned no row');
    return { id: row.id, acknowledged: autoReplyAllowed(recent?.total ?? 0) };
  });

  const data: ContactMailData = {
    ...fields,
    contactId: stored.id,
    locale: context.locale,
    receivedAt: now,
    userId: context.userId,
  };
  const messages: MailMessage[] = [
    { to: deps.supportEmail, replyTo: fields.email, ...contactNotification(data) },
  ];
  if (stored.acknowledged) messages.unshift({ to: fields.email, ...contactConfirmation(data) });
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      deps.log.error({ err, contactId: stored.id }, 'contact e-mail could not be sent');
    }
  }
  return stored;
};
