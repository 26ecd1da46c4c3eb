import type { PaymentMethodType } from '@hatake/contract';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** A refund the sandbox made, kept by its idempotency key so a retried refund answers the first result. */
export type SandboxRefundRecord = { state: string; refundedAmount: number };

/**
 * The sandbox payment provider's own sessions (docs/adr/0017): what a real provider keeps on its
 * side, in our database so that every API process sees the same session and a restart loses none.
 * Deliberately no foreign key to `orders`: the provider's records are not ours to cascade, and a
 * session is written before the order stores its id.
 */
export const sandboxPaymentSessions = pgTable(
  'sandbox_payment_sessions',
  {
    /** `sbx_…`, the order's transactionId. */
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    method: integer('method').$type<PaymentMethodType>().notNull(),
    /** Integer yen the session asks for. */
    amount: integer('amount').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** One session per key: a retried checkout gets the session it opened first. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The page's token, carried in the payment URL: only who holds the URL may see and settle the session. */
    pageToken: text('page_token').notNull(),
    /** PaymentState (payments/payment-state.ts). */
    state: text('state').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refunds: jsonb('refunds').$type<Record<string, SandboxRefundRecord>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    /** Past this instant the session can only expire. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sandbox_payment_sessions_expires_at_idx').on(table.expiresAt)],
);
