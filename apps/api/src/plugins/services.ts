import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: ObjectStorage;
    mailer: Mailer;
    /** The payment provider checkouts open sessions with (createPaymentProvider, or a test's). */
    payments: PaymentProvider;
    /** HMAC key of access tokens, one-time codes and signed upload URLs. */
    authSecret: Uint8Array;
  }
}

/**
 * Makes the process-wide dependencies available to every module as `app.config`, `app.db`,
 * `app.storage`, `app.mailer`, `app.payments`, `app.authSecret`.
 */
export const services = fp<{
  config: Config;
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  payments: PaymentProvider;
  authSecret: Uint8Array;
}>(
  async (app: FastifyInstance, { config, db, storage, mailer, payments, authSecret }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('storage', storage);
    app.decorate('mailer', mailer);
    app.decorate('payments', payments);
    app.decorate('authSecret', authSecret);
  },
  { name: 'services' },
);
