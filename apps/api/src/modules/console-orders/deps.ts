import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

/** What the console's order use cases work with (app.ts wires them). */
export type ConsoleOrderDeps = {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** SUPPORT_EMAIL, named in the mails to the buyer. */
  supportEmail: string;
  /** PUBLIC_URL: the storefront's origin, for the order page link in the mails. */
  publicUrl: string;
};

/** Who acts: the console's signed-in staff account (plugins/console-auth.ts StaffPrincipal). */
export type Actor = {
  staffId: string;
  role: 'coordinator' | 'administrator';
  /** The coordinator's marche; null for an administrator. */
  coordinatorId: string | null;
  /** The request id, kept with the audit entry. */
  requestId: string;
};
