import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { DatabaseSandboxSessionStore } from './database-sandbox-session-store.ts';
import { KomojuPaymentProvider } from './komoju-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import type { SandboxSessionStore } from './sandbox-session-store.ts';

/**
 * Which payment provider the API uses, read from the environment:
 * - PAYMENT_PROVIDER: `sandbox` (default: no money moves) or `komoju`;
 * - PAYMENT_SANDBOX_SECRET: HMAC key of the sandbox's notifications (at least 16 characters); empty =
 *   a random key per process, which is enough: the process that settles a session signs its
 *   notification and applies it itself (the sessions live in the database, docs/adr/0017);
 * - KOMOJU_SECRET_KEY, KOMOJU_WEBHOOK_SECRET: required with `komoju`; KOMOJU_API_BASE overrides the
 *   API address (a test double).
 */
export type PaymentConfig =
  | { provider: 'sandbox'; sandboxSecret: string }
  | { provider: 'komoju'; secretKey: string; webhookSecret: string; apiBase: string };

export const readPaymentConfig = (env: NodeJS.ProcessEnv): PaymentConfig => {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') {
    const sandboxSecret = env.PAYMENT_SANDBOX_SECRET ?? '';
    if (sandboxSecret !== '' && sandboxSecret.length < 16) {
      throw new Error('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
    }
    return { provider, sandboxSecret };
  }
  if (provider === 'komoju') {
    const secretKey = env.KOMOJU_SECRET_KEY ?? '';
    const webhookSecret = env.KOMOJU_WEBHOOK_SECRET ?? '';
    if (!secretKey || !webhookSecret) {
      throw new Error('PAYMENT_PROVIDER=komoju needs KOMOJU_SECRET_KEY and KOMOJU_WEBHOOK_SECRET');
    }
    return {
      provider,
      secretKey,
      webhookSecret,
      apiBase: env.KOMOJU_API_BASE || 'https://komoju.com/api/v1',
    };
  }
  throw new Error(`PAYMENT_PROVIDER must be sandbox or komoju, not "${provider}"`);
};

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
