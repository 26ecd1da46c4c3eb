import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Inquiries sent from the contact form (POST /v1/contacts). */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    /** Signed-in sender, if any. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    /** Language the sender wrote in (`ja` | `en`): staff answer in it. */
    locale: text('locale').notNull().default('ja'),
    /** Set when staff answered. */
    respondedAt: timestamptz('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_created_at_idx').on(t.createdAt), index('contacts_user_id_idx').on(t.userId)],
);
