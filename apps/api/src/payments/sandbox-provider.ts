import { randomBytes } from 'node:crypto';
import { DomainError, invalidArgument, notFound } from '../lib/domain-error.ts';
import { checkBodySignature, signBody, singleHeader } from './body-signature.ts';
import { amountField, asRecord, dateField, parseJson, stringField } from './json-fields.ts';
import type {
  CaptureInput,
  CaptureResult,
  CreateSessionInput,
  IncomingNotification,
  PaymentEvent,
  PaymentNotification,
  PaymentProvider,
  PaymentSession,
  RefundInput,
  RefundResult,
  SessionSnapshot,
} from './payment-provider.ts';
import { type PaymentState, paymentMethodClass, paymentStatusOf } from './payment-state.ts';
import type { SandboxSession, SandboxSessionStore } from './sandbox-session-store.ts';

/** Header carrying the hex HMAC-SHA256 of a sandbox notification's body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How long a sandbox session can be paid, as KOMOJU sessions are opened for (2 hours). */
const SESSION_TTL_MS = 2 * 3600 * 1000;

/** What the shopper can do on the sandbox's payment page. `authorized` = a konbini slip issued, not yet paid. */
export type SandboxOutcome = 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Which outcomes a session in each state may still reach. */
const NEXT_OUTCOMES: Record<PaymentState, readonly SandboxOutcome[]> = {
  pending: ['authorized', 'paid', 'failed', 'canceled', 'expired'],
  authorized: ['paid', 'failed', 'canceled', 'expired'],
  paid: [],
  failed: [],
  expired: [],
  canceled: [],
  refunded: [],
};

/** A signed notification, as the sandbox would POST it to our webhook, and where the browser goes next. */
export type SandboxSettlement = {
  notification: { body: Buffer; headers: Record<string, string> };
  /** `returnUrl?session_id=…`, or the cancel URL when the shopper gave up. */
  browserReturnUrl: string;
};

export type SandboxProviderOptions = {
  /** HMAC key of the notifications (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  /** The storefront's origin: the payment page is `${publicUrl}/v1/purchase/sandbox/{sessionId}`. */
  publicUrl: string;
  store: SandboxSessionStore;
  now?: () => Date;
};

/**
 * A payment provider that takes no money, for development, tests and the demo. It behaves like a
 * hosted-page provider: a session per order, a payment page on the storefront (a page under
 * `/v1/purchase/`, which the storefront serves itself, docs/adr/0003) where the shopper chooses to
 * pay, fail or give up, and a signed notification of the result, which goes through the same
 * webhook path and signature check as KOMOJU's. Nothing here is faked for the caller: idempotency,
 * state transitions, refund limits and signatures are enforced as a real provider would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #secret: string;
  readonly #publicUrl: string;
  readonly #store: SandboxSessionStore;
  readonly #now: () => Date;

  constructor(options: SandboxProviderOptions) {
    // An empty key would let anyone sign a "paid" notification.
    if (options.secret.length < 16)
      throw new Error('the sandbox payment secret needs at least 16 characters');
    this.#secret = options.secret;
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.#store = options.store;
    this.#now = options.now ?? (() => new Date());
  }

  /** The storefront page that plays the provider's hosted payment page. */
  paymentPageUrl(sessionId: string): string {
    return `${this.#publicUrl}/v1/purchase/sandbox/${encodeURIComponent(sessionId)}`;
  }

  async createSession(input: CreateSessionInput): Promise<PaymentSession> {
    assertYen(input.amount, 'amount', 1);
    if (paymentMethodClass(input.method) === 'none') {
      throw new DomainError('Unimplemented', 'this payment method is not offered by the payment provider');
    }
    const now = this.#now();
    const candidate: SandboxSession = {
      id: `sbx_${randomBytes(16).toString('base64url')}`,
      orderId: input.orderId,
      method: input.method,
      amount: input.amount,
      email: input.customer.email,
      name: input.customer.name,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      idempotencyKey: input.idempotencyKey,
      state: 'pending',
      refundedAmount: 0,
      refunds: {},
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    };
    const session = await this.#store.insertOnce(candidate);
    // As at KOMOJU, a key stands for one request: reusing it for another order or amount is a bug.
    if (
      session.orderId !== input.orderId ||
      session.amount !== input.amount ||
      session.method !== input.method
    ) {
      throw new DomainError('FailedPrecondition', 'idempotency key already used for another payment');
    }
    return { sessionId: session.id, redirectUrl: this.paymentPageUrl(session.id) };
  }

  async readSession(sessionId: string): Promise<SessionSnapshot> {
    const stored = await this.#store.get(sessionId);
    if (!stored) throw notFound('payment session');
    // A session nobody finished is expired once its time is up, as the provider would report it.
    const session =
      this.#isOverdue(stored) && NEXT_OUTCOMES[stored.state].includes('expired')
        ? ((await this.#store.update(sessionId, (current) =>
            this.#isOverdue(current) && NEXT_OUTCOMES[current.state].includes('expired')
              ? { ...current, state: 'expired' }
              : current,
          )) ?? stored)
        : stored;
    return snapshotOf(session);
  }

  /**
   * What the payment page does when the shopper chooses: moves the session and answers the signed
   * notification a provider would send (the caller delivers it to the webhook route) and where to
   * send the browser. A session that can no longer move (paid, expired…) refuses.
   */
  async settle(sessionId: string, outcome: SandboxOutcome): Promise<SandboxSettlement> {
    const settled = await this.#store.update(sessionId, (current) => {
      // Past its time, a session that can still move can only expire.
      const allowed = NEXT_OUTCOMES[current.state].filter(
        (next) => !this.#isOverdue(current) || next === 'expired',
      );
      if (!allowed.includes(outcome)) {
        throw new DomainError('FailedPrecondition', `payment session is ${current.state}`);
      }
      return { ...current, state: outcome };
    });
    if (!settled) throw notFound('payment session');
    const event: PaymentEvent = {
      kind: outcome,
      eventId: `evt_${randomBytes(16).toString('base64url')}`,
      sessionId: settled.id,
      orderId: settled.orderId,
      amount: settled.amount,
      refundedAmount: settled.refundedAmount,
      occurredAt: this.#now(),
    };
    const browserReturnUrl =
      outcome === 'canceled' ? settled.cancelUrl : withSessionId(settled.returnUrl, settled.id);
    return { notification: this.signNotification(event), browserReturnUrl };
  }

  /** The notification of `event`, signed as the sandbox signs every notification. */
  signNotification(event: PaymentEvent): SandboxSettlement['notification'] {
    const body = Buffer.from(
      JSON.stringify({
        id: event.eventId,
        type: `payment.${event.kind}`,
        created_at: event.occurredAt.toISOString(),
        data: {
          session_id: event.sessionId,
          order_id: event.orderId,
          amount: event.amount,
          refunded_amount: event.refundedAmount,
        },
      }),
    );
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signBody(this.#secret, body),
      },
    };
  }

  parseNotification(notification: IncomingNotification): PaymentNotification {
    const signature = singleHeader(notification.headers[SANDBOX_SIGNATURE_HEADER]);
    const check = checkBodySignature(this.#secret, notification.body, signature);
    if (check === 'missing') return { outcome: 'refused', reason: 'missing-signature' };
    if (check === 'mismatch') return { outcome: 'refused', reason: 'bad-signature' };

    const payload = asRecord(parseJson(notification.body));
    const type = stringField(payload, 'type');
    if (!payload || type === undefined) return { outcome: 'refused', reason: 'malformed' };
    const kind = SANDBOX_EVENT_KINDS[type];
    if (kind === undefined) return { outcome: 'ignored', type };
    const data = asRecord(payload.data);
    const eventId = stringField(payload, 'id');
    const occurredAt = dateField(payload, 'created_at');
    const sessionId = stringField(data, 'session_id');
    const orderId = stringField(data, 'order_id');
    const amount = amountField(data, 'amount');
    const refundedAmount = amountField(data, 'refunded_amount');
    if (
      eventId === undefined ||
      occurredAt === undefined ||
      sessionId === undefined ||
      orderId === undefined ||
      amount === undefined ||
      refundedAmount === undefined
    ) {
      return { outcome: 'refused', reason: 'malformed' };
    }
    return {
      outcome: 'event',
      event: { kind, eventId, sessionId, orderId, amount, refundedAmount, occurredAt },
    };
  }

  /**
   * Captures an authorised immediate-method session: it becomes `paid`, and the answer says so (no
   * notification: the caller moves the order from this answer, as it would from KOMOJU's capture
   * answer). A session already paid answers `paid` again, so a repeated capture takes the money
   * once. A deferred method's authorisation (a slip) is paid by the shopper, not captured;
   * anything else (pending, failed…) cannot be captured.
   */
  async capture(input: CaptureInput): Promise<CaptureResult> {
    if (input.idempotencyKey === '') throw invalidArgument('idempotency key is required');
    const updated = await this.#store.update(input.sessionId, (current) => {
      if (current.state === 'paid' || current.state === 'refunded') return current;
      if (current.state !== 'authorized' || paymentMethodClass(current.method) !== 'immediate') {
        throw new DomainError('FailedPrecondition', `a ${current.state} payment cannot be captured`);
      }
      return { ...current, state: 'paid' };
    });
    if (!updated) throw notFound('payment session');
    return { state: updated.state };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (input.amount !== undefined) assertYen(input.amount, 'refund amount', 1);
    const updated = await this.#store.update(input.sessionId, (current) => {
      if (current.refunds[input.idempotencyKey]) return current;
      if (current.state !== 'paid' && current.state !== 'refunded') {
        throw new DomainError('FailedPrecondition', `a ${current.state} payment cannot be refunded`);
      }
      const refundable = current.amount - current.refundedAmount;
      const amount = input.amount ?? refundable;
      if (amount === 0 || amount > refundable) {
        throw new DomainError('FailedPrecondition', `at most ${refundable} yen can be refunded`);
      }
      const refundedAmount = current.refundedAmount + amount;
      // Partly refunded money is still a paid order; the state turns `refunded` when all is given back.
      const state: PaymentState = refundedAmount === current.amount ? 'refunded' : 'paid';
      return {
        ...current,
        state,
        refundedAmount,
        refunds: { ...current.refunds, [input.idempotencyKey]: { state, refundedAmount } },
      };
    });
    const result = updated?.refunds[input.idempotencyKey];
    if (!result) throw notFound('payment session');
    return result;
  }

  #isOverdue(session: SandboxSession): boolean {
    return this.#now().getTime() >= session.expiresAt.getTime();
  }
}

const SANDBOX_EVENT_KINDS: Readonly<Record<string, PaymentEvent['kind'] | undefined>> = {
  'payment.authorized': 'authorized',
  'payment.paid': 'paid',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
};

const snapshotOf = (session: SandboxSession): SessionSnapshot => ({
  sessionId: session.id,
  orderId: session.orderId,
  method: session.method,
  state: session.state,
  status: paymentStatusOf(session.state, session.method),
  amount: session.amount,
  refundedAmount: session.refundedAmount,
});

/** `url` with `session_id` added to its query, as hosted-page providers return the shopper. */
export const withSessionId = (url: string, sessionId: string): string => {
  const target = new URL(url);
  target.searchParams.set('session_id', sessionId);
  return target.toString();
};

const assertYen = (value: number, name: string, minimum: number): void => {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw invalidArgument(`${name} must be an integer of at least ${minimum} yen`);
  }
};
