import { randomBytes } from 'node:crypto';
import type { PaymentConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DatabaseSandboxSessionStore } from './database-sandbox-session-store.ts';
import { KomojuPaymentProvider } from './komoju-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import type { SandboxSessionStore } from './sandbox-session-store.ts';

export type PaymentProviderDependencies = {
  /** The app's database: where the sandbox keeps its sessions (sandbox_payment_sessions). */
  database: Database;
  /** Replaces the database store (unit tests of the provider). */
  sandboxStore?: SandboxSessionStore;
  /** The fetch KOMOJU requests go through (tests point it at a local server). */
  fetch?: typeof fetch;
};

/** The provider the configuration names: the sandbox by default, KOMOJU with PAYMENT_PROVIDER=komoju. */
export const createPaymentProvider = (
  config: { payment: PaymentConfig; publicUrl: string; orderPaymentTimeoutSeconds: number },
  dependencies: PaymentProviderDependencies,
): PaymentProvider => {
  const { payment } = config;
  if (payment.provider === 'komoju') {
    return new KomojuPaymentProvider({
      secretKey: payment.secretKey,
      webhookSecret: payment.webhookSecret,
      apiBase: payment.apiBase,
      // An order's session lasts as long as the order may stay unpaid (KOMOJU allows 24 hours at most).
      sessionTtlSeconds: Math.min(config.orderPaymentTimeoutSeconds, 24 * 3600),
      ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}),
    });
  }
  return new SandboxPaymentProvider({
    secret: payment.sandboxSecret || randomBytes(32).toString('base64url'),
    publicUrl: config.publicUrl,
    store: dependencies.sandboxStore ?? new DatabaseSandboxSessionStore(dependencies.database),
    sessionTtlSeconds: config.orderPaymentTimeoutSeconds,
  });
};
