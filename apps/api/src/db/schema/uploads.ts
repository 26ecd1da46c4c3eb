import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Upload targets handed out by POST /v1/upload/...: the client PUTs the file to a signed URL, the
 * API validates it and moves the row to SUCEEDED (with `url`) or FAILED (UploadStatus).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Object key, e.g. `users/thumbnail/<id>.png` */
    key: text('key').primaryKey(),
    /** UploadStatus */
    status: integer('status').notNull().default(1),
    /** Public URL once SUCEEDED, else "". */
    url: text('url').notNull().default(''),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Upload target directory / regulation, e.g. `users/thumbnail`. */
    fileGroup: text('file_group').notNull(),
    /** MIME type declared when the URL was requested. */
    contentType: text('content_type').notNull(),
    /** Bytes received (0 until uploaded). */
    size: integer('size').notNull().default(0),
    /** Reason when FAILED. */
    error: text('error').notNull().default(''),
    /** The signed PUT URL stops working at this instant. */
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('uploads_owner_user_id_idx').on(t.ownerUserId),
    index('uploads_expires_at_idx').on(t.expiresAt),
  ],
);
