import { PaymentMethodType } from '@hatake/contract';
import { DomainError, invalidArgument, notFound } from '../lib/domain-error.ts';
import { amountField, asRecord, dateField, type JsonRecord, parseJson, stringField } from './json-fields.ts';
import {
  KOMOJU_EVENT_KIND,
  KOMOJU_PAYMENT_STATE,
  KOMOJU_PAYMENT_TYPE,
  methodOfKomojuType,
} from './komoju-codes.ts';
import { komojuKonbiniSlip } from './komoju-konbini.ts';
import type {
  CancelInput,
  CancelResult,
  CaptureInput,
  CaptureResult,
  CreateSessionInput,
  IncomingNotification,
  PaymentNotification,
  PaymentProvider,
  PaymentSession,
  RefundInput,
  RefundResult,
  SessionSnapshot,
} from './payment-provider.ts';
import { type PaymentState, paymentMethodClass, paymentStatusOf } from './payment-state.ts';
import { readSignedEvent } from './signed-event.ts';

export const KOMOJU_API_BASE = 'https://komoju.com/api/v1';

/**
 * Webhook header with the HMAC-SHA256 of the raw body, keyed by the webhook's secret token
 * (doc.komoju.com/docs/webhooks: "SHA-2 HMAC" of the body). That page does not name the encoding;
 * lower-case hex is what KOMOJU's own plugins compare against, and upper case is accepted too.
 */
export const KOMOJU_SIGNATURE_HEADER = 'x-komoju-signature';

/**
 * KOMOJU's idempotency header (doc.komoju.com, "Idempotent requests"): a POST repeated with the same
 * key and body within 24 hours answers the first response instead of acting twice; a repeat that
 * arrives while the first is still running answers 409. Keys are at most 100 ASCII characters.
 */
const IDEMPOTENCY_HEADER = 'x-komoju-idempotency';
const MAX_IDEMPOTENCY_KEY = 100;

/** Statuses worth one more try: rate limited, the provider's gateway, an idempotent request still running. */
const RETRYABLE_STATUS = new Set([409, 429, 502, 503, 504]);

export type KomojuProviderOptions = {
  /** Secret API key (`sk_…`, KOMOJU_SECRET_KEY), sent as the user name of HTTP Basic auth. */
  secretKey: string;
  /** The webhook's secret token (KOMOJU_WEBHOOK_SECRET). */
  webhookSecret: string;
  apiBase?: string;
  /** Injected in tests to reach a local server; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per-request time limit; a checkout must not hang on the provider. */
  timeoutMs?: number;
  /** Waits before each retry of a retryable failure; the number of entries is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** How long the hosted page accepts payment (KOMOJU's maximum is 24 hours). */
  sessionTtlSeconds?: number;
  locale?: 'ja' | 'en';
};

/**
 * KOMOJU's `expires_in_seconds`: the provider's lifetime, cut to the order's expiry (whole seconds,
 * at least 1 — KOMOJU wants a positive number; the expiry job cancels the session then anyway).
 */
const expiresInSeconds = (ttlSeconds: number, payableUntil: Date | undefined): number =>
  payableUntil === undefined
    ? ttlSeconds
    : Math.max(1, Math.min(ttlSeconds, Math.floor((payableUntil.getTime() - Date.now()) / 1000)));

/**
 * KOMOJU's hosted payment sessions (POST/GET /api/v1/sessions), captures and refunds (POST
 * /api/v1/payments/{id}/capture, /refund) and webhooks. Requests are JSON over fetch with HTTP Basic auth
 * of the secret key; every POST carries an idempotency key, which is also what makes retrying a
 * failed POST safe.
 */
export class KomojuPaymentProvider implements PaymentProvider {
  readonly name = 'komoju' as const;
  readonly #authorization: string;
  readonly #webhookSecret: string;
  readonly #apiBase: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #retryDelaysMs: readonly number[];
  readonly #sessionTtlSeconds: number;
  readonly #locale: 'ja' | 'en';

  constructor(options: KomojuProviderOptions) {
    if (!options.secretKey) throw new Error('KOMOJU_SECRET_KEY is required with PAYMENT_PROVIDER=komoju');
    // Without the webhook secret anyone could post a "captured" event.
    if (!options.webhookSecret)
      throw new Error('KOMOJU_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=komoju');
    this.#authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    this.#webhookSecret = options.webhookSecret;
    this.#apiBase = (options.apiBase ?? KOMOJU_API_BASE).replace(/\/+$/, '');
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#retryDelaysMs = options.retryDelaysMs ?? [250, 1000];
    this.#sessionTtlSeconds = options.sessionTtlSeconds ?? 2 * 3600;
    this.#locale = options.locale ?? 'ja';
  }

  async createSession(input: CreateSessionInput): Promise<PaymentSession> {
    assertYen(input.amount, 'amount');
    const paymentType = KOMOJU_PAYMENT_TYPE[input.method];
    if (paymentType === undefined) {
      throw new DomainError('Unimplemented', 'this payment method is not offered by the payment provider');
    }
    const session = await this.#request('POST', '/sessions', input.idempotencyKey, {
      mode: 'payment',
      amount: input.amount,
      currency: input.currency,
      email: input.customer.email,
      return_url: input.returnUrl,
      expires_in_seconds: expiresInSeconds(this.#sessionTtlSeconds, input.payableUntil),
      default_locale: this.#locale,
      payment_types: [paymentType],
      // Our amounts are tax included and no `tax` is sent, so KOMOJU's `amount` is the order total.
      payment_data: {
        amount: input.amount,
        currency: input.currency,
        external_order_num: input.orderId,
        name: input.customer.name,
        // `payment_data[capture]`: "auto" (KOMOJU's default) or "manual", which starts two-step
        // capture (doc.komoju.com, "Creating payments directly" and "Two-step capture"): the
        // payment stops at `authorized` until POST /payments/{id}/capture. Immediate methods are
        // captured by checkout once it learns of the authorisation; deferred ones (konbini, bank
        // transfer, Pay-easy) are `authorized` while the shopper has not paid and are captured by
        // the shopper's payment, so they stay on auto.
        capture: paymentMethodClass(input.method) === 'immediate' ? 'manual' : 'auto',
      },
      // Read back by readSession: the session answers neither our method nor, before payment, the order.
      metadata: { order_id: input.orderId, method: String(input.method) },
    });
    const sessionId = stringField(session, 'id');
    const redirectUrl = stringField(session, 'session_url');
    if (sessionId === undefined || redirectUrl === undefined)
      throw unexpectedAnswer('session without id or session_url');
    return { sessionId, redirectUrl };
  }

  async readSession(sessionId: string): Promise<SessionSnapshot> {
    const session = await this.#request('GET', `/sessions/${encodeURIComponent(sessionId)}`);
    const payment = asRecord(session.payment);
    const metadata = asRecord(session.metadata);
    const orderId =
      stringField(payment, 'external_order_num') ??
      stringField(asRecord(session.payment_data), 'external_order_num') ??
      stringField(metadata, 'order_id');
    const method = methodOfSession(session);
    const amount = amountField(session, 'amount');
    if (orderId === undefined || method === undefined || amount === undefined) {
      throw unexpectedAnswer('session without order, method or amount');
    }
    const state = sessionState(session, payment);
    const konbini = state === 'authorized' ? komojuKonbiniSlip(payment) : undefined;
    return {
      sessionId,
      orderId,
      method,
      state,
      status: paymentStatusOf(state, method),
      amount,
      refundedAmount: amountField(payment, 'amount_refunded') ?? 0,
      ...(konbini ? { konbini } : {}),
    };
  }

  parseNotification(notification: IncomingNotification): PaymentNotification {
    // The type is read from the signed body: the X-Komoju-Event header is not covered by the signature.
    const signed = readSignedEvent(
      notification,
      this.#webhookSecret,
      KOMOJU_SIGNATURE_HEADER,
      KOMOJU_EVENT_KIND,
    );
    if (signed.outcome !== 'read') return signed;
    const { event, type, kind } = signed;
    const payment = asRecord(event.data);
    const sessionId = stringField(payment, 'session');
    const orderId = stringField(payment, 'external_order_num');
    // A payment made outside a hosted session (the dashboard, another integration) is not ours.
    if (sessionId === undefined || orderId === undefined) return { outcome: 'ignored', type };
    const eventId = stringField(event, 'id');
    const occurredAt = dateField(event, 'created_at');
    const amount = amountField(payment, 'amount');
    if (eventId === undefined || occurredAt === undefined || amount === undefined) {
      return { outcome: 'refused', reason: 'malformed' };
    }
    const refundedAmount = amountField(payment, 'amount_refunded') ?? 0;
    return {
      outcome: 'event',
      event: { kind, eventId, sessionId, orderId, amount, refundedAmount, occurredAt },
    };
  }

  /**
   * POST /api/v1/payments/{id}/capture (KOMOJU API reference, "Payment: Capture") for the session's
   * payment, with the idempotency key: a repeat within KOMOJU's 24 hours answers the first
   * capture. A payment that is already captured is answered as it is, without a second call.
   */
  async capture(input: CaptureInput): Promise<CaptureResult> {
    // The order keeps the session id; the capture is made on the session's payment.
    const session = await this.#request('GET', `/sessions/${encodeURIComponent(input.sessionId)}`);
    const current = asRecord(session.payment);
    const paymentId = stringField(current, 'id');
    if (paymentId === undefined) {
      throw new DomainError('FailedPrecondition', 'nothing has been authorised in this payment session');
    }
    if (KOMOJU_PAYMENT_STATE[stringField(current, 'status') ?? ''] === 'paid') return { state: 'paid' };
    const payment = await this.#request(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/capture`,
      input.idempotencyKey,
      {},
    );
    const state = KOMOJU_PAYMENT_STATE[stringField(payment, 'status') ?? ''];
    if (state === undefined) throw unexpectedAnswer('capture without status');
    return { state };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (input.amount !== undefined) assertYen(input.amount, 'refund amount');
    // Refunds are made on the payment; the order keeps the session id, whose payment is looked up.
    const session = await this.#request('GET', `/sessions/${encodeURIComponent(input.sessionId)}`);
    const paymentId = stringField(asRecord(session.payment), 'id');
    if (paymentId === undefined) {
      throw new DomainError('FailedPrecondition', 'nothing has been paid in this payment session');
    }
    const payment = await this.#request(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/refund`,
      input.idempotencyKey,
      {
        ...(input.amount === undefined ? {} : { amount: input.amount }),
        ...(input.reason === undefined ? {} : { description: input.reason }),
      },
    );
    const state = KOMOJU_PAYMENT_STATE[stringField(payment, 'status') ?? ''];
    const refundedAmount = amountField(payment, 'amount_refunded');
    if (state === undefined || refundedAmount === undefined) throw unexpectedAnswer('refund without status');
    return { state, refundedAmount };
  }

  /**
   * Closes the session of an order that expired, so the shopper can no longer pay in it: an open
   * session is cancelled (POST /api/v1/sessions/{id}/cancel, KOMOJU API reference "Session:
   * Cancel"), an authorised payment that was never captured is voided (POST
   * /api/v1/payments/{id}/cancel, "Payment: Cancel"). A captured payment is not touched: the answer
   * says `paid` and the caller keeps the order. KOMOJU refusing the cancel (the shopper paid in the
   * meantime) is answered with the session's state read again.
   */
  async cancel(input: CancelInput): Promise<CancelResult> {
    const path = `/sessions/${encodeURIComponent(input.sessionId)}`;
    const session = await this.#request('GET', path);
    const payment = asRecord(session.payment);
    const state = sessionState(session, payment);
    if (state !== 'pending' && state !== 'authorized') return { state };
    const paymentId = stringField(payment, 'id');
    try {
      if (state === 'authorized' && paymentId !== undefined) {
        const voided = await this.#request(
          'POST',
          `/payments/${encodeURIComponent(paymentId)}/cancel`,
          input.idempotencyKey,
          {},
        );
        return { state: KOMOJU_PAYMENT_STATE[stringField(voided, 'status') ?? ''] ?? 'canceled' };
      }
      const closed = await this.#request('POST', `${path}/cancel`, input.idempotencyKey, {});
      return { state: sessionState(closed, asRecord(closed.payment)) };
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'FailedPrecondition') throw error;
      const again = await this.#request('GET', path);
      return { state: sessionState(again, asRecord(again.payment)) };
    }
  }

  /** One API call, retried on the failures a retry can cure; the answer must be a JSON object. */
  async #request(
    method: 'GET' | 'POST',
    path: string,
    idempotencyKey?: string,
    body?: Readonly<Record<string, unknown>>,
  ): Promise<JsonRecord> {
    if (method === 'POST') assertIdempotencyKey(idempotencyKey);
    const headers: Record<string, string> = {
      authorization: this.#authorization,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };

    for (let attempt = 0; ; attempt += 1) {
      const delay = this.#retryDelaysMs[attempt];
      let status: number;
      let bytes: Uint8Array;
      try {
        const response = await this.#fetch(`${this.#apiBase}${path}`, {
          ...init,
          // Covers reading the body too: a provider that stalls mid-answer times out as well.
          signal: AbortSignal.timeout(this.#timeoutMs),
        });
        if (RETRYABLE_STATUS.has(response.status) && delay !== undefined) {
          await response.body?.cancel();
          await sleep(delay);
          continue;
        }
        status = response.status;
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        // Unreachable, reset or timed out: every request here is safe to repeat (GET, or keyed POST).
        if (delay !== undefined) {
          await sleep(delay);
          continue;
        }
        throw new DomainError('Unavailable', 'payment provider unavailable', { cause: error });
      }
      const answer = asRecord(parseJson(bytes));
      if (status < 200 || status > 299) throw refusal(status, answer);
      if (!answer) throw unexpectedAnswer(`${method} ${path} answered ${status} without a JSON object`);
      return answer;
    }
  }
}

/** The method we opened the session for: its metadata, else the one payment type offered. */
const methodOfSession = (session: JsonRecord): PaymentMethodType | undefined => {
  const recorded = Number(stringField(asRecord(session.metadata), 'method'));
  const method = Object.values(PaymentMethodType).find((candidate) => candidate === recorded);
  if (method !== undefined) return method;
  const offered = Array.isArray(session.payment_methods) ? session.payment_methods : [];
  const type = stringField(asRecord(offered[0]), 'type');
  return type === undefined ? undefined : methodOfKomojuType(type);
};

/** The session's payment decides; without one, the session itself (cancelled, expired or still open). */
const sessionState = (session: JsonRecord, payment: JsonRecord | undefined): PaymentState => {
  if (payment) {
    const status = stringField(payment, 'status') ?? '';
    const state = KOMOJU_PAYMENT_STATE[status];
    if (state === undefined) throw unexpectedAnswer(`unknown payment status "${status}"`);
    return state;
  }
  if (stringField(session, 'status') === 'cancelled') return 'canceled';
  if (session.expired === true) return 'expired';
  return 'pending';
};

/** KOMOJU's answer to a request it did not carry out, as the DomainError our callers handle. */
const refusal = (status: number, answer: JsonRecord | undefined): DomainError => {
  const error = asRecord(answer?.error);
  const code = stringField(error, 'code') ?? (typeof answer?.error === 'string' ? answer.error : 'unknown');
  const cause = new Error(`KOMOJU answered ${status} (${code}): ${stringField(error, 'message') ?? ''}`);
  if (status === 404) return notFound('payment session');
  // Our key refused, or a limit still hit after the retries: nothing the shopper can fix.
  if (status === 401 || status === 403 || status >= 500 || RETRYABLE_STATUS.has(status)) {
    return new DomainError('Unavailable', 'payment provider unavailable', { cause });
  }
  return new DomainError('FailedPrecondition', `payment provider refused the request (${code})`, { cause });
};

const unexpectedAnswer = (what: string): DomainError =>
  new DomainError('Unavailable', 'payment provider unavailable', {
    cause: new Error(`unexpected KOMOJU answer: ${what}`),
  });

const assertYen = (value: number, name: string): void => {
  if (!Number.isSafeInteger(value) || value < 1)
    throw invalidArgument(`${name} must be an integer of at least 1 yen`);
};

const assertIdempotencyKey = (key: string | undefined): void => {
  if (key === undefined || key === '' || key.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalidArgument(`idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY} printable ASCII characters`);
  }
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
