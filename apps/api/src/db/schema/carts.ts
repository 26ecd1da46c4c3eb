import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A shopping cart, keyed by the guest `session_id` cookie and, once the shopper signs in, also by
 * the user. Boxes (number/type/size/rate) are not stored: they are re-computed from the items by
 * the box-packing rules, which are deterministic for the same items and products.
 */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Extended on every write (14 days); expired carts may be purged. */
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_session_id_uq').on(t.sessionId),
    index('carts_user_id_idx').on(t.userId),
    index('carts_expires_at_idx').on(t.expiresAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'cart_items_pk', columns: [t.cartId, t.productId] }),
    index('cart_items_product_id_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
