import { PaymentMethodType } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { KomojuPaymentProvider } from './komoju-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { InMemorySandboxSessionStore } from './sandbox-session-store.ts';

/** The provider never touches the database when a store is given; this stands for the app's. */
const database = {} as Database;

describe('createPaymentProvider', () => {
  it('builds the sandbox by default, its pages on the public URL with the page token, payable for ORDER_PAYMENT_TIMEOUT', async () => {
    const sandboxStore = new InMemorySandboxSessionStore();
    const provider = createPaymentProvider(
      {
        payment: { provider: 'sandbox', sandboxSecret: '' },
        publicUrl: 'http://localhost:3000',
        orderPaymentTimeoutSeconds: 900,
      },
      { database, sandboxStore },
    );
    expect(provider).toBeInstanceOf(SandboxPaymentProvider);
    // Its payment page is served by this app, so checkout's page routes reach it through the seam.
    expect(provider.paymentPage).toBe(provider);
    const session = await provider.createSession({
      orderId: 'o',
      amount: 100,
      currency: 'JPY',
      method: PaymentMethodType.CREDIT_CARD,
      customer: { email: 'a@example.jp', name: 'A' },
      returnUrl: 'http://localhost:3000/done',
      cancelUrl: 'http://localhost:3000/cart',
      idempotencyKey: 'o',
    });
    const stored = await sandboxStore.get(session.sessionId);
    expect(session.redirectUrl).toBe(
      `http://localhost:3000/v1/purchase/sandbox/${session.sessionId}?token=${stored?.pageToken}`,
    );
    expect(stored?.pageToken).toMatch(/^[\w-]{32}$/);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(900_000);
  });

  it('builds KOMOJU when configured', () => {
    const provider = createPaymentProvider(
      {
        payment: { provider: 'komoju', secretKey: 'sk', webhookSecret: 'wh', apiBase: 'http://127.0.0.1:1' },
        publicUrl: 'http://localhost:3000',
        orderPaymentTimeoutSeconds: 900,
      },
      { database },
    );
    expect(provider).toBeInstanceOf(KomojuPaymentProvider);
    expect(provider.name).toBe('komoju');
    // KOMOJU hosts its own page: the sandbox page's routes answer 404.
    expect(provider.paymentPage).toBeUndefined();
  });
});
