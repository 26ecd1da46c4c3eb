import { integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Kill switch per payment method: checkout refuses methods whose status is OUTAGE. */
export const paymentSystems = pgTable('payment_systems', {
  /** PaymentMethodType */
  methodType: integer('method_type').primaryKey(),
  /** PaymentProviderType */
  providerType: integer('provider_type').notNull().default(1),
  /** PaymentSystemStatus */
  status: integer('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
