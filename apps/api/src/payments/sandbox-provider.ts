import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentMethodType } from '@hatake/contract';
import { DomainError, invalidArgument, notFound } from '../lib/domain-error.ts';
import { signBody } from './body-signature.ts';
import { amountField, asRecord, dateField, stringField } from './json-fields.ts';
import type {
  CancelInput,
  CancelResult,
  CaptureInput,
  CaptureResult,
  CreateSessionInput,
  IncomingNotification,
  PageSettlement,
  PaymentEvent,
  PaymentNotification,
  PaymentPage,
  PaymentPageOutcome,
  PaymentProvider,
  PaymentSession,
  RefundInput,
  RefundResult,
  SessionSnapshot,
} from './payment-provider.ts';
import { withSessionId } from './payment-provider.ts';
import { type PaymentState, paymentMethodClass, paymentStatusOf } from './payment-state.ts';
import { sandboxKonbiniSlip } from './sandbox-konbini-slip.ts';
import type { SandboxSession, SandboxSessionStore } from './sandbox-session-store.ts';
import { readSignedEvent } from './signed-event.ts';

/** Header carrying the hex HMAC-SHA256 of a sandbox notification's body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The query parameter of the payment URL that carries the page's token. */
export const SANDBOX_PAGE_TOKEN_PARAM = 'token';

/** Which outcomes a session in each state may still reach. */
const NEXT_OUTCOMES: Record<PaymentState, readonly PaymentPageOutcome[]> = {
  pending: ['authorized', 'paid', 'failed', 'canceled', 'expired'],
  authorized: ['paid', 'failed', 'canceled', 'expired'],
  paid: [],
  failed: [],
  expired: [],
  canceled: [],
  refunded: [],
};

export type SandboxProviderOptions = {
  /** HMAC key of the notifications (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  /** The storefront's origin: the payment page is `${publicUrl}/v1/purchase/sandbox/{sessionId}`. */
  publicUrl: string;
  store: SandboxSessionStore;
  /**
   * How long a session can be paid: the order's payment time (ORDER_PAYMENT_TIMEOUT), so the page
   * never takes money for an order that has expired (docs/rules/checkout-and-payments.md).
   */
  sessionTtlSeconds: number;
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
export class SandboxPaymentProvider implements PaymentProvider, PaymentPage {
  readonly name = 'sandbox' as const;
  /** The sandbox's payment page is served by this app: the storefront page calls the API's page routes. */
  readonly paymentPage: PaymentPage = this;
  readonly #secret: string;
  readonly #publicUrl: string;
  readonly #store: SandboxSessionStore;
  readonly #sessionTtlMs: number;
  readonly #now: () => Date;

  constructor(options: SandboxProviderOptions) {
    // An empty key would let anyone sign a "paid" notification.
    if (options.secret.length < 16)
      throw new Error('the sandbox payment secret needs at least 16 characters');
    this.#secret = options.secret;
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.#store = options.store;
    if (!Number.isSafeInteger(options.sessionTtlSeconds) || options.sessionTtlSeconds < 1)
      throw new Error('the sandbox session lifetime must be a positive number of seconds');
    this.#sessionTtlMs = options.sessionTtlSeconds * 1000;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * The storefront page that plays the provider's hosted payment page, with the session's page
   * token: the one URL the checkout hands to the buyer's browser.
   */
  paymentPageUrl(session: Pick<SandboxSession, 'id' | 'pageToken'>): string {
    const url = new URL(`${this.#publicUrl}/v1/purchase/sandbox/${encodeURIComponent(session.id)}`);
    url.searchParams.set(SANDBOX_PAGE_TOKEN_PARAM, session.pageToken);
    return url.toString();
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
      pageToken: randomBytes(24).toString('base64url'),
      state: 'pending',
      refundedAmount: 0,
      refunds: {},
      createdAt: now,
      // Never past the order's own expiry: opened after the order's commit, a session living its full
      // lifetime from now would stay payable that moment after the order expired.
      expiresAt: new Date(
        Math.min(
          now.getTime() + this.#sessionTtlMs,
          input.payableUntil?.getTime() ?? Number.POSITIVE_INFINITY,
        ),
      ),
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
    return { sessionId: session.id, redirectUrl: this.paymentPageUrl(session) };
  }

  /**
   * What the payment page shows, to the holder of the page token only: the session id alone is the
   * order's transactionId, which travels in return URLs and order pages, so it must not be enough
   * to read the amount or settle the payment. Missing or wrong token → Unauthenticated.
   */
  async readSessionForPage(sessionId: string, pageToken: string | undefined): Promise<SessionSnapshot> {
    const stored = await this.#store.get(sessionId);
    if (!stored) throw notFound('payment session');
    assertPageToken(stored, pageToken);
    return this.readSession(sessionId);
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
  async settle(
    sessionId: string,
    outcome: PaymentPageOutcome,
    pageToken: string | undefined,
  ): Promise<PageSettlement> {
    const settled = await this.#store.update(sessionId, (current) => {
      assertPageToken(current, pageToken);
      // Past its time, a session that can still move can only expire: its order has expired (or
      // is about to), so taking the money now would be money without an order.
      if (this.#isOverdue(current) && outcome !== 'expired' && NEXT_OUTCOMES[current.state].length > 0) {
        throw new DomainError(
          'FailedPrecondition',
          'this payment session has expired: nothing was paid; order again from the cart',
        );
      }
      if (!NEXT_OUTCOMES[current.state].includes(outcome)) {
        throw new DomainError(
          'FailedPrecondition',
          current.state === 'canceled' || current.state === 'expired'
            ? `this payment session is closed (${current.state}): nothing was paid; order again from the cart`
            : `payment session is ${current.state}`,
        );
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
  signNotification(event: PaymentEvent): PageSettlement['notification'] {
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
    const signed = readSignedEvent(notification, this.#secret, SANDBOX_SIGNATURE_HEADER, SANDBOX_EVENT_KINDS);
    if (signed.outcome !== 'read') return signed;
    const { event: payload, kind } = signed;
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

  /**
   * Closes a session that can still be paid (its order expired): pending or authorised (a slip not
   * yet paid, an authorisation not captured) becomes `canceled`; any other state is answered as it
   * is, a payment that got there first (`paid`) included. Atomic with `settle`, so a Pay and a
   * cancel of one session never both succeed.
   */
  async cancel(input: CancelInput): Promise<CancelResult> {
    if (input.idempotencyKey === '') throw invalidArgument('idempotency key is required');
    const updated = await this.#store.update(input.sessionId, (current) =>
      current.state === 'pending' || current.state === 'authorized'
        ? { ...current, state: 'canceled' }
        : current,
    );
    if (!updated) throw notFound('payment session');
    return { state: updated.state };
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

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The page token must match the session's, compared in constant time (equal-length digests). */
const assertPageToken = (session: SandboxSession, pageToken: string | undefined): void => {
  if (pageToken === undefined || pageToken === '')
    throw new DomainError('Unauthenticated', 'payment page token is missing');
  if (!timingSafeEqual(digest(pageToken), digest(session.pageToken)))
    throw new DomainError('Unauthenticated', 'payment page token is wrong');
};

const snapshotOf = (session: SandboxSession): SessionSnapshot => ({
  sessionId: session.id,
  orderId: session.orderId,
  method: session.method,
  state: session.state,
  status: paymentStatusOf(session.state, session.method),
  amount: session.amount,
  refundedAmount: session.refundedAmount,
  // A konbini slip is issued when the shopper leaves the page with `authorized`, and matters until paid.
  ...(session.method === PaymentMethodType.KONBINI && session.state === 'authorized'
    ? { konbini: sandboxKonbiniSlip(session) }
    : {}),
});

const assertYen = (value: number, name: string, minimum: number): void => {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw invalidArgument(`${name} must be an integer of at least ${minimum} yen`);
  }
};
