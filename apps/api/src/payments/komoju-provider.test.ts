import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentMethodType, PaymentStatus } from '@hatake/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-error.ts';
import { signBody } from './body-signature.ts';
import { KOMOJU_PAYMENT_STATE, KOMOJU_PAYMENT_TYPE, methodOfKomojuType } from './komoju-codes.ts';
import {
  KOMOJU_SIGNATURE_HEADER,
  KomojuPaymentProvider,
  type KomojuProviderOptions,
} from './komoju-provider.ts';
import type { CreateSessionInput } from './payment-provider.ts';
import { paymentMethodClass } from './payment-state.ts';

/** A request as the fake KOMOJU received it. */
type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
/** What the fake answers: a status and a JSON body, no answer at all, or headers and half a body. */
type Answer = { status: number; json?: unknown } | 'never' | 'half';

/**
 * A local HTTP server standing in for komoju.com: it records every request and answers from the
 * test's script, so the tests check the real requests (method, path, auth, headers, JSON) over HTTP.
 */
const fakeKomoju = async (script: (request: Received, index: number) => Answer) => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const answer = script(entry, received.length - 1);
      if (answer === 'never') return;
      if (answer === 'half') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"ses_');
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { received, apiBase: `http://127.0.0.1:${port}/api/v1`, server };
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const secretKey = 'sk_test_0123456789';
const webhookSecret = 'komoju-webhook-token';

const komoju = (apiBase: string, options: Partial<KomojuProviderOptions> = {}) =>
  new KomojuPaymentProvider({ secretKey, webhookSecret, apiBase, retryDelaysMs: [1, 1], ...options });

const order = (overrides: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  orderId: 'order-1',
  amount: 3280,
  currency: 'JPY',
  method: PaymentMethodType.PAYPAY,
  customer: { email: 'hanako@example.jp', name: '山田 花子' },
  returnUrl: 'https://shop.example/checkout/done',
  cancelUrl: 'https://shop.example/cart',
  idempotencyKey: 'order-1',
  ...overrides,
});

/** A session as KOMOJU's Session: Show answers it (fields of KOMOJU's Session model). */
const sessionJson = (overrides: Record<string, unknown> = {}) => ({
  id: 'ses_0123456789abcdefghijklm',
  resource: 'session',
  mode: 'payment',
  amount: 3280,
  currency: 'JPY',
  session_url: 'https://komoju.com/sessions/ses_0123456789abcdefghijklm',
  return_url: 'https://shop.example/checkout/done',
  default_locale: 'ja',
  payment_methods: [{ type: 'paypay' }],
  created_at: '2026-05-01T10:00:00.000+09:00',
  cancelled_at: null,
  completed_at: null,
  status: 'pending',
  expired: false,
  metadata: { order_id: 'order-1', method: '5' },
  payment_data: { external_order_num: 'order-1', capture: 'auto' },
  ...overrides,
});

const paymentJson = (overrides: Record<string, unknown> = {}) => ({
  id: 'pay_0123456789abcdefghijklm',
  resource: 'payment',
  status: 'captured',
  amount: 3280,
  tax: 0,
  total: 3280,
  currency: 'JPY',
  external_order_num: 'order-1',
  session: 'ses_0123456789abcdefghijklm',
  amount_refunded: 0,
  refunds: [],
  ...overrides,
});

const domainError = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
};

describe('KOMOJU codes', () => {
  it('every method a provider takes has a KOMOJU payment type, and the type leads back to the method', () => {
    for (const method of Object.values(PaymentMethodType)) {
      const type = KOMOJU_PAYMENT_TYPE[method];
      if (paymentMethodClass(method) === 'none') {
        expect(type).toBeUndefined();
        continue;
      }
      expect(type).toBeDefined();
      expect(methodOfKomojuType(type ?? '')).toBe(method);
    }
  });

  it('maps every KOMOJU payment status', () => {
    expect(KOMOJU_PAYMENT_STATE).toEqual({
      pending: 'pending',
      authorized: 'authorized',
      captured: 'paid',
      failed: 'failed',
      expired: 'expired',
      cancelled: 'canceled',
      refunded: 'refunded',
    });
  });
});

describe('KOMOJU provider over HTTP', () => {
  it('creates a hosted session: POST /sessions with Basic auth, the idempotency key and the order in JSON', async () => {
    const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
    const session = await komoju(fake.apiBase).createSession(order());

    expect(session).toEqual({
      sessionId: 'ses_0123456789abcdefghijklm',
      redirectUrl: 'https://komoju.com/sessions/ses_0123456789abcdefghijklm',
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/sessions');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
    expect(request?.headers['x-komoju-idempotency']).toBe('order-1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      mode: 'payment',
      amount: 3280,
      currency: 'JPY',
      email: 'hanako@example.jp',
      return_url: 'https://shop.example/checkout/done',
      expires_in_seconds: 7200,
      default_locale: 'ja',
      payment_types: ['paypay'],
      payment_data: {
        amount: 3280,
        currency: 'JPY',
        external_order_num: 'order-1',
        name: '山田 花子',
        // PayPay is an immediate method: authorised on the page, captured by checkout.
        capture: 'manual',
      },
      metadata: { order_id: 'order-1', method: '5' },
    });
  });

  it('cuts the session’s lifetime to the order’s expiry (payableUntil), in whole seconds', async () => {
    const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
    const provider = komoju(fake.apiBase);
    const lifetimes = [];
    for (const [key, msLeft] of [
      ['a', 1_799_600],
      ['b', 3 * 3600_000],
    ] as const) {
      await provider.createSession(
        order({ idempotencyKey: `order-1-${key}`, payableUntil: new Date(Date.now() + msLeft) }),
      );
      lifetimes.push(
        (JSON.parse(fake.received.at(-1)?.body ?? '') as { expires_in_seconds: number }).expires_in_seconds,
      );
    }
    // 29 min 59.6 s left → 1799 s (never past the order); 3 h left → the provider's 2 h.
    expect(lifetimes).toEqual([1799, 7200]);
  });

  it('asks for manual capture for immediate methods only: deferred ones are captured by the shopper’s payment', async () => {
    const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
    const provider = komoju(fake.apiBase);
    for (const method of Object.values(PaymentMethodType)) {
      if (paymentMethodClass(method) === 'none') continue;
      await provider.createSession(order({ method, idempotencyKey: `order-1-${method}` }));
      const sent = JSON.parse(fake.received.at(-1)?.body ?? '') as { payment_data: { capture: string } };
      expect(sent.payment_data.capture, String(method)).toBe(
        paymentMethodClass(method) === 'immediate' ? 'manual' : 'auto',
      );
    }
  });

  it('retries a 503 and a dropped connection with the same idempotency key, then succeeds', async () => {
    const fake = await fakeKomoju((_request, index) => {
      if (index === 0) return { status: 503, json: { error: { code: 'service_unavailable' } } };
      if (index === 1) return 'never';
      return { status: 200, json: sessionJson() };
    });
    // The second request gets no answer and runs into the time limit, which is a retryable failure too.
    const provider = komoju(fake.apiBase, { timeoutMs: 300 });
    expect((await provider.createSession(order())).sessionId).toBe('ses_0123456789abcdefghijklm');
    expect(fake.received.map((request) => request.headers['x-komoju-idempotency'])).toEqual([
      'order-1',
      'order-1',
      'order-1',
    ]);
  });

  it('gives up after the configured retries: Unavailable', async () => {
    const fake = await fakeKomoju(() => ({ status: 502 }));
    const error = await domainError(komoju(fake.apiBase).createSession(order()));
    expect([error.kind, error.detail]).toEqual(['Unavailable', 'payment provider unavailable']);
    expect(fake.received).toHaveLength(3);
  });

  it('an answer that stalls halfway through its body times out as Unavailable', async () => {
    const fake = await fakeKomoju(() => 'half');
    const provider = komoju(fake.apiBase, { timeoutMs: 200, retryDelaysMs: [] });
    const error = await domainError(provider.readSession('ses_1'));
    expect([error.kind, error.detail]).toEqual(['Unavailable', 'payment provider unavailable']);
  });

  it('an unreachable KOMOJU is Unavailable', async () => {
    const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
    await new Promise((resolve) => fake.server.close(resolve));
    const error = await domainError(komoju(fake.apiBase).createSession(order()));
    expect(error.kind).toBe('Unavailable');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('maps refusals: 404 NotFound, 422 FailedPrecondition with KOMOJU’s code, 401 Unavailable (our key)', async () => {
    const answers: Answer[] = [
      { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } },
      { status: 422, json: { error: { code: 'invalid_parameter', message: 'amount is invalid' } } },
      { status: 401, json: { error: { code: 'unauthorized' } } },
    ];
    const fake = await fakeKomoju((_request, index) => answers[index] ?? { status: 500 });
    const provider = komoju(fake.apiBase);
    expect((await domainError(provider.readSession('ses_x'))).kind).toBe('NotFound');
    const refused = await domainError(provider.createSession(order()));
    expect([refused.kind, refused.detail]).toEqual([
      'FailedPrecondition',
      'payment provider refused the request (invalid_parameter)',
    ]);
    expect((await domainError(provider.readSession('ses_x'))).kind).toBe('Unavailable');
  });

  it('refuses methods KOMOJU does not take and bad amounts or keys before calling it', async () => {
    const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
    const provider = komoju(fake.apiBase);
    expect((await domainError(provider.createSession(order({ method: PaymentMethodType.CASH })))).kind).toBe(
      'Unimplemented',
    );
    expect((await domainError(provider.createSession(order({ amount: 0 })))).kind).toBe('InvalidArgument');
    expect((await domainError(provider.createSession(order({ idempotencyKey: 'x'.repeat(101) })))).kind).toBe(
      'InvalidArgument',
    );
    expect((await domainError(provider.createSession(order({ idempotencyKey: 'with space' })))).kind).toBe(
      'InvalidArgument',
    );
    expect(fake.received).toHaveLength(0);
  });

  describe('reading a session', () => {
    const read = async (json: unknown) => {
      const fake = await fakeKomoju(() => ({ status: 200, json }));
      const snapshot = await komoju(fake.apiBase).readSession('ses_0123456789abcdefghijklm');
      expect(fake.received[0]?.method).toBe('GET');
      expect(fake.received[0]?.path).toBe('/api/v1/sessions/ses_0123456789abcdefghijklm');
      expect(fake.received[0]?.headers['x-komoju-idempotency']).toBeUndefined();
      return snapshot;
    };

    it('an open session without a payment is pending and unpaid', async () => {
      expect(await read(sessionJson())).toEqual({
        sessionId: 'ses_0123456789abcdefghijklm',
        orderId: 'order-1',
        method: PaymentMethodType.PAYPAY,
        state: 'pending',
        status: PaymentStatus.UNPAID,
        amount: 3280,
        refundedAmount: 0,
      });
    });

    it('the payment decides once there is one', async () => {
      const cases = [
        ['captured', 'paid', PaymentStatus.PREPARING],
        ['authorized', 'authorized', PaymentStatus.PREPARING],
        ['failed', 'failed', PaymentStatus.FAILED],
        ['expired', 'expired', PaymentStatus.FAILED],
        ['cancelled', 'canceled', PaymentStatus.CANCELED],
        ['refunded', 'refunded', PaymentStatus.REFUNDED],
      ] as const;
      for (const [komojuStatus, state, status] of cases) {
        const snapshot = await read(
          sessionJson({ status: 'completed', payment: paymentJson({ status: komojuStatus }) }),
        );
        expect([snapshot.state, snapshot.status]).toEqual([state, status]);
      }
    });

    it('a konbini payment authorised (slip issued) is still unpaid', async () => {
      const snapshot = await read(
        sessionJson({
          metadata: { order_id: 'order-1', method: '3' },
          payment: paymentJson({ status: 'authorized' }),
        }),
      );
      expect([snapshot.method, snapshot.status]).toEqual([PaymentMethodType.KONBINI, PaymentStatus.UNPAID]);
    });

    it('a konbini slip answers its store, numbers and deadline while it waits to be paid, not after', async () => {
      const konbini = (status: string) =>
        sessionJson({
          metadata: { order_id: 'order-1', method: '3' },
          payment: paymentJson({
            status,
            payment_deadline: '2026-12-04T14:59:59Z',
            payment_details: {
              type: 'konbini',
              store: 'family-mart',
              receipt: '123456789012',
              confirmation_code: '54321',
            },
          }),
        });
      expect((await read(konbini('authorized'))).konbini).toEqual({
        store: 'family-mart',
        receiptNumber: '123456789012',
        confirmationNumber: '54321',
        deadline: new Date('2026-12-04T14:59:59Z'),
        instructionsUrl: '',
      });
      expect((await read(konbini('captured'))).konbini).toBeUndefined();
    });

    it('a cancelled or expired session without payment; the method from the offered type when metadata lacks it', async () => {
      expect((await read(sessionJson({ status: 'cancelled' }))).state).toBe('canceled');
      expect((await read(sessionJson({ expired: true }))).state).toBe('expired');
      const snapshot = await read(
        sessionJson({ metadata: {}, payment_methods: [{ type: 'bank_transfer' }] }),
      );
      expect([snapshot.method, snapshot.orderId]).toEqual([PaymentMethodType.BANK_TRANSFER, 'order-1']);
    });

    it('an answer it cannot read is Unavailable, not a guess', async () => {
      const fake = await fakeKomoju(() => ({
        status: 200,
        json: sessionJson({ payment: paymentJson({ status: 'teleported' }) }),
      }));
      const error = await domainError(komoju(fake.apiBase).readSession('ses_1'));
      expect(error.kind).toBe('Unavailable');
      expect(String(error.cause)).toContain('teleported');
    });
  });

  describe('captures', () => {
    const sessionId = 'ses_0123456789abcdefghijklm';

    it('looks up the session’s authorised payment, then POSTs /payments/{id}/capture with auth and the idempotency key', async () => {
      const fake = await fakeKomoju((request) =>
        request.method === 'GET'
          ? {
              status: 200,
              json: sessionJson({ status: 'completed', payment: paymentJson({ status: 'authorized' }) }),
            }
          : { status: 200, json: paymentJson({ status: 'captured', captured_at: '2026-05-01T10:01:00Z' }) },
      );
      const result = await komoju(fake.apiBase).capture({ sessionId, idempotencyKey: 'capture-order-1' });
      expect(result).toEqual({ state: 'paid' });
      expect(fake.received.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /api/v1/sessions/${sessionId}`,
        'POST /api/v1/payments/pay_0123456789abcdefghijklm/capture',
      ]);
      const [, capture] = fake.received;
      expect(capture?.headers.authorization).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
      expect(capture?.headers['x-komoju-idempotency']).toBe('capture-order-1');
      expect(JSON.parse(capture?.body ?? '')).toEqual({});
    });

    it('retries a 503 capture with the same idempotency key', async () => {
      const fake = await fakeKomoju((request, index) => {
        if (request.method === 'GET')
          return { status: 200, json: sessionJson({ payment: paymentJson({ status: 'authorized' }) }) };
        return index === 1
          ? { status: 503, json: { error: { code: 'service_unavailable' } } }
          : { status: 200, json: paymentJson({ status: 'captured' }) };
      });
      expect(await komoju(fake.apiBase).capture({ sessionId, idempotencyKey: 'capture-order-1' })).toEqual({
        state: 'paid',
      });
      const posts = fake.received.filter((request) => request.method === 'POST');
      expect(posts).toHaveLength(2);
      expect(posts.every((post) => post.headers['x-komoju-idempotency'] === 'capture-order-1')).toBe(true);
    });

    it('a payment already captured is answered paid without a second capture', async () => {
      const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson({ payment: paymentJson() }) }));
      expect(await komoju(fake.apiBase).capture({ sessionId, idempotencyKey: 'capture-order-1' })).toEqual({
        state: 'paid',
      });
      expect(fake.received).toHaveLength(1);
    });

    it('a refused capture is FailedPrecondition with KOMOJU’s code; nothing authorised is refused before POSTing', async () => {
      const refusing = await fakeKomoju((request) =>
        request.method === 'GET'
          ? { status: 200, json: sessionJson({ payment: paymentJson({ status: 'authorized' }) }) }
          : { status: 422, json: { error: { code: 'not_capturable', message: 'expired authorization' } } },
      );
      const refused = await domainError(
        komoju(refusing.apiBase).capture({ sessionId, idempotencyKey: 'capture-order-1' }),
      );
      expect(refused.kind).toBe('FailedPrecondition');
      expect(refused.message).toContain('not_capturable');

      const unpaid = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
      const nothing = await domainError(
        komoju(unpaid.apiBase).capture({ sessionId, idempotencyKey: 'capture-order-1' }),
      );
      expect(nothing.kind).toBe('FailedPrecondition');
      expect(unpaid.received).toHaveLength(1);
    });
  });

  describe('refunds', () => {
    it('looks up the session’s payment, then refunds it with the amount and the idempotency key', async () => {
      const fake = await fakeKomoju((request) =>
        request.method === 'GET'
          ? { status: 200, json: sessionJson({ status: 'completed', payment: paymentJson() }) }
          : { status: 200, json: paymentJson({ status: 'captured', amount_refunded: 1000 }) },
      );
      const result = await komoju(fake.apiBase).refund({
        sessionId: 'ses_0123456789abcdefghijklm',
        amount: 1000,
        idempotencyKey: 'refund-order-1-1',
        reason: '欠品のため',
      });
      expect(result).toEqual({ state: 'paid', refundedAmount: 1000 });
      const [, refund] = fake.received;
      expect(refund?.method).toBe('POST');
      expect(refund?.path).toBe('/api/v1/payments/pay_0123456789abcdefghijklm/refund');
      expect(refund?.headers['x-komoju-idempotency']).toBe('refund-order-1-1');
      expect(JSON.parse(refund?.body ?? '')).toEqual({ amount: 1000, description: '欠品のため' });
    });

    it('a full refund sends no amount', async () => {
      const fake = await fakeKomoju((request) =>
        request.method === 'GET'
          ? { status: 200, json: sessionJson({ payment: paymentJson() }) }
          : { status: 200, json: paymentJson({ status: 'refunded', amount_refunded: 3280 }) },
      );
      const result = await komoju(fake.apiBase).refund({ sessionId: 'ses_1', idempotencyKey: 'refund-all' });
      expect(result).toEqual({ state: 'refunded', refundedAmount: 3280 });
      expect(JSON.parse(fake.received[1]?.body ?? '')).toEqual({});
    });

    it('a session nobody paid has nothing to refund', async () => {
      const fake = await fakeKomoju(() => ({ status: 200, json: sessionJson() }));
      const error = await domainError(
        komoju(fake.apiBase).refund({ sessionId: 'ses_1', idempotencyKey: 'r' }),
      );
      expect(error.kind).toBe('FailedPrecondition');
      expect(fake.received).toHaveLength(1);
    });
  });

  describe('cancelling the session of an expired order', () => {
    it('an open session is cancelled: POST /sessions/{id}/cancel with auth and the idempotency key', async () => {
      const fake = await fakeKomoju((request) =>
        request.method === 'GET'
          ? { status: 200, json: sessionJson() }
          : { status: 200, json: sessionJson({ status: 'cancelled', cancelled_at: '2026-05-01T12:00:00Z' }) },
      );
      const result = await komoju(fake.apiBase).cancel({
        sessionId: 'ses_0123456789abcdefghijklm',
        idempotencyKey: 'expire-order-1',
      });
      expect(result).toEqual({ state: 'canceled' });
      const [, cancel] = fake.received;
      expect(cancel?.method).toBe('POST');
      expect(cancel?.path).toBe('/api/v1/sessions/ses_0123456789abcdefghijklm/cancel');
      expect(cancel?.headers.authorization).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
      expect(cancel?.headers['x-komoju-idempotency']).toBe('expire-order-1');
    });

    it('an authorisation never captured is voided: POST /payments/{id}/cancel', async () => {
      const fake = await fakeKomoju((request) =>
        request.method === 'GET'
          ? { status: 200, json: sessionJson({ payment: paymentJson({ status: 'authorized' }) }) }
          : { status: 200, json: paymentJson({ status: 'cancelled' }) },
      );
      const result = await komoju(fake.apiBase).cancel({
        sessionId: 'ses_1',
        idempotencyKey: 'expire-order-1',
      });
      expect(result).toEqual({ state: 'canceled' });
      expect(fake.received[1]?.path).toBe('/api/v1/payments/pay_0123456789abcdefghijklm/cancel');
    });

    it('a captured payment is not touched: the answer is paid, with no POST', async () => {
      const fake = await fakeKomoju(() => ({
        status: 200,
        json: sessionJson({ status: 'completed', payment: paymentJson() }),
      }));
      const result = await komoju(fake.apiBase).cancel({
        sessionId: 'ses_1',
        idempotencyKey: 'expire-order-1',
      });
      expect(result).toEqual({ state: 'paid' });
      expect(fake.received.map((request) => request.method)).toEqual(['GET']);
    });

    it('KOMOJU refusing the cancel (paid in the meantime) is answered with the state read again', async () => {
      const fake = await fakeKomoju((request, index) => {
        if (request.method === 'POST') return { status: 422, json: { error: { code: 'bad_request' } } };
        return index === 0
          ? { status: 200, json: sessionJson() }
          : { status: 200, json: sessionJson({ status: 'completed', payment: paymentJson() }) };
      });
      const result = await komoju(fake.apiBase).cancel({
        sessionId: 'ses_1',
        idempotencyKey: 'expire-order-1',
      });
      expect(result).toEqual({ state: 'paid' });
      expect(fake.received.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    });

    it('an unreachable KOMOJU is Unavailable (the order waits for the next expiry run)', async () => {
      const fake = await fakeKomoju(() => ({ status: 503 }));
      const error = await domainError(
        komoju(fake.apiBase).cancel({ sessionId: 'ses_1', idempotencyKey: 'expire-order-1' }),
      );
      expect(error.kind).toBe('Unavailable');
    });
  });
});

describe('KOMOJU webhooks', () => {
  const provider = new KomojuPaymentProvider({ secretKey, webhookSecret, apiBase: 'http://127.0.0.1:1' });

  /** A webhook delivery as KOMOJU sends it: an Event whose `data` is the Payment, signed with the token. */
  const delivery = (
    type: string,
    payment: Record<string, unknown> = paymentJson(),
    secret = webhookSecret,
  ) => {
    const body = Buffer.from(
      JSON.stringify({
        id: 'evt_0123456789abcdefghijklm',
        type,
        resource: 'event',
        created_at: '2026-05-01T10:05:00.000+09:00',
        reason: null,
        data: payment,
      }),
    );
    return {
      body,
      headers: {
        'x-komoju-id': 'whd_1',
        'x-komoju-event': type,
        [KOMOJU_SIGNATURE_HEADER]: signBody(secret, body),
        'content-type': 'application/json',
      },
    };
  };

  it('reads a captured payment as a paid event of our session and order', () => {
    expect(provider.parseNotification(delivery('payment.captured'))).toEqual({
      outcome: 'event',
      event: {
        kind: 'paid',
        eventId: 'evt_0123456789abcdefghijklm',
        sessionId: 'ses_0123456789abcdefghijklm',
        orderId: 'order-1',
        amount: 3280,
        refundedAmount: 0,
        occurredAt: new Date('2026-05-01T01:05:00.000Z'),
      },
    });
  });

  it.each([
    ['payment.authorized', 'authorized'],
    ['payment.failed', 'failed'],
    ['payment.expired', 'expired'],
    ['payment.cancelled', 'canceled'],
    ['payment.refunded', 'refunded'],
  ])('%s → %s', (type, kind) => {
    const notification = provider.parseNotification(delivery(type));
    expect(notification.outcome === 'event' && notification.event.kind).toBe(kind);
  });

  it('acknowledges and ignores ping, events it does not follow and payments made outside a session', () => {
    expect(provider.parseNotification(delivery('ping', {}))).toEqual({ outcome: 'ignored', type: 'ping' });
    expect(provider.parseNotification(delivery('payment.updated'))).toEqual({
      outcome: 'ignored',
      type: 'payment.updated',
    });
    expect(provider.parseNotification(delivery('payment.captured', paymentJson({ session: null })))).toEqual({
      outcome: 'ignored',
      type: 'payment.captured',
    });
  });

  it('takes the event type from the signed body, never from the unsigned X-Komoju-Event header', () => {
    const failed = delivery('payment.failed');
    const notification = provider.parseNotification({
      body: failed.body,
      headers: { ...failed.headers, 'x-komoju-event': 'payment.captured' },
    });
    expect(notification.outcome === 'event' && notification.event.kind).toBe('failed');
  });

  it('refuses a changed body, another secret, and a missing signature', () => {
    const genuine = delivery('payment.failed');
    const forged = Buffer.from(genuine.body.toString().replace('payment.failed', 'payment.captured'));
    expect(provider.parseNotification({ body: forged, headers: genuine.headers })).toEqual({
      outcome: 'refused',
      reason: 'bad-signature',
    });
    expect(provider.parseNotification(delivery('payment.captured', paymentJson(), 'guessed-secret'))).toEqual(
      {
        outcome: 'refused',
        reason: 'bad-signature',
      },
    );
    const { [KOMOJU_SIGNATURE_HEADER]: _signature, ...unsigned } = genuine.headers;
    expect(provider.parseNotification({ body: genuine.body, headers: unsigned })).toEqual({
      outcome: 'refused',
      reason: 'missing-signature',
    });
  });

  it('refuses a signed event it cannot read', () => {
    expect(provider.parseNotification(delivery('payment.captured', paymentJson({ amount: '3280' })))).toEqual(
      {
        outcome: 'refused',
        reason: 'malformed',
      },
    );
  });

  it('will not run without its secrets', () => {
    expect(() => new KomojuPaymentProvider({ secretKey, webhookSecret: '' })).toThrow(
      'KOMOJU_WEBHOOK_SECRET',
    );
    expect(() => new KomojuPaymentProvider({ secretKey: '', webhookSecret })).toThrow('KOMOJU_SECRET_KEY');
  });
});
