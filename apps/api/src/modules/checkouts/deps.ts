import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ErrorReporter } from '../../lib/monitoring.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

/** What checkout, notifications, polling and expiry work with. */
export type CheckoutDeps = {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The shop's support address (SUPPORT_EMAIL), named as a contact in the order mails. */
  supportEmail?: string;
  /** Seconds an order may stay UNPAID (ORDER_PAYMENT_TIMEOUT). */
  orderPaymentTimeoutSeconds: number;
  /**
   * Where money faults outside a request (a payment that arrived for an expired order) are
   * reported; `null` = nowhere; absent = the process's own (Sentry with API_SENTRY_DSN).
   */
  reporter?: ErrorReporter | null;
};
