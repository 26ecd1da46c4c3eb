import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

/** What checkout, notifications, polling and expiry work with. */
export type CheckoutDeps = {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Seconds an order may stay UNPAID (ORDER_PAYMENT_TIMEOUT). */
  orderPaymentTimeoutSeconds: number;
};
