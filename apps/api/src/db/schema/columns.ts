import { text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../id.ts';

/** Random URL-safe text primary key (see ../id.ts); generated on insert when not given. */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** `timestamp with time zone`, read and written as `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Soft delete: rows with a value are hidden from every public read. */
export const deletedAt = () => timestamptz('deleted_at');

/** One image or video of a product or experience (`media` jsonb). At most one has isThumbnail. */
export type MediaItem = { url: string; isThumbnail: boolean };
