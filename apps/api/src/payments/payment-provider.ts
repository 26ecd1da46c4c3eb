import type { KonbiniStore, PaymentMethodType, PaymentStatus } from '@hatake/contract';
import type { PaymentState } from './payment-state.ts';

/**
 * The payment provider seam (docs/adr/0007). Checkout talks to this contract only; the sandbox
 * (sandbox-provider.ts) is the default, KOMOJU (komoju-provider.ts) is chosen by PAYMENT_PROVIDER.
 *
 * Failures are DomainErrors: Unavailable (the provider cannot be reached or answers 5xx/429: try
 * again later), NotFound (no such session), FailedPrecondition (the provider refused: a refund of
 * more than was paid, of a payment not taken), InvalidArgument (our own input is wrong: an amount
 * that is not a positive integer), Unimplemented (a method the provider does not offer).
 * Webhook refusals are results, not errors: a bad signature is an expected input, not a fault.
 */
export type PaymentProvider = {
  /** `sandbox` or `komoju`: stored with the order so its notifications go to the same adapter. */
  readonly name: PaymentProviderName;
  /** Opens a hosted payment page for one order. Repeating a call with the same idempotency key answers the same session. */
  createSession(input: CreateSessionInput): Promise<PaymentSession>;
  /** The session's state as the provider sees it now (for polling while the order is UNPAID). */
  readSession(sessionId: string): Promise<SessionSnapshot>;
  /** Checks a notification's signature over the exact bytes received, then reads it. */
  parseNotification(notification: IncomingNotification): PaymentNotification;
  /**
   * Takes the money of a session's authorised immediate-method payment: those sessions are opened
   * with manual capture, and checkout captures when it learns of the authorisation. Deferred
   * methods (konbini, bank transfer, Pay-easy) are never captured by us: the shopper's payment
   * captures them. Capturing a payment already captured answers `paid` again; the same idempotency
   * key never captures twice. A refusal (nothing authorised, an authorisation that lapsed) is
   * FailedPrecondition.
   */
  capture(input: CaptureInput): Promise<CaptureResult>;
  /** Gives back all (`amount` absent) or part of what a session's payment took. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Closes a session so that nothing more can be paid in it (the order expired: docs/rules/
   * checkout-and-payments.md, "Never money without an order"), voiding an authorisation that was
   * never captured. Answers the session's state afterwards: `canceled` or `expired` when closed;
   * `paid` (or `refunded`) when the payment got there first, which the caller must then honour. The
   * same idempotency key closes once.
   */
  cancel(input: CancelInput): Promise<CancelResult>;
  /**
   * The provider's hosted payment page when this app serves it itself (the sandbox's, a storefront
   * page calling the API); absent when the provider hosts its own (KOMOJU), and then the page's
   * routes answer 404.
   */
  readonly paymentPage?: PaymentPage;
};

/** What the shopper can do on a payment page we serve. `authorized` = a konbini slip issued, not yet paid. */
export type PaymentPageOutcome = 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/**
 * A payment page served by this app. Both calls take the page token of the payment URL the checkout
 * answered: the session id is the order's transactionId, no secret, so it alone must not show the
 * amount or settle the payment (missing or wrong token → Unauthenticated).
 */
export type PaymentPage = {
  /** What the page shows: the session as `readSession` answers it. */
  readSessionForPage(sessionId: string, pageToken: string | undefined): Promise<SessionSnapshot>;
  /**
   * The shopper's choice: moves the session and answers the signed notification the provider would
   * send (the caller applies it as the webhook would) and where to send the browser next.
   */
  settle(
    sessionId: string,
    outcome: PaymentPageOutcome,
    pageToken: string | undefined,
  ): Promise<PageSettlement>;
};

/** A signed notification, as the provider would POST it to our webhook, and where the browser goes next. */
export type PageSettlement = {
  notification: { body: Buffer; headers: Record<string, string> };
  /** `returnUrl?session_id=…` (withSessionId), or the cancel URL when the shopper gave up. */
  browserReturnUrl: string;
};

export type PaymentProviderName = 'sandbox' | 'komoju';

export type CreateSessionInput = {
  /** Our order id; the provider keeps it with the payment (KOMOJU `external_order_num`). */
  orderId: string;
  /** Integer yen, tax included, at least 1: free orders never reach a provider. */
  amount: number;
  currency: 'JPY';
  method: PaymentMethodType;
  customer: { email: string; name: string };
  /** Where the provider sends the shopper back, with `?session_id=<sessionId>` appended (withSessionId). */
  returnUrl: string;
  /**
   * Where the shopper lands after giving up on the payment page. KOMOJU's sessions have one
   * return URL for completion and abandonment alike (the session state tells them apart), so only
   * the sandbox uses this.
   */
  cancelUrl: string;
  /** The same key for every retry of one checkout (the order id does): never two sessions for one order. */
  idempotencyKey: string;
  /**
   * The order's `expires_at` (ORDER_PAYMENT_TIMEOUT from its placing): the session takes no payment
   * after it, though the session is opened a moment after the order. Absent: the provider's lifetime.
   */
  payableUntil?: Date;
};

export type PaymentSession = {
  /** The provider's session id: the order's transactionId, polled by GET /v1/checkouts/{transactionId}. */
  sessionId: string;
  /** The hosted payment page to send the browser to. */
  redirectUrl: string;
};

export type SessionSnapshot = {
  sessionId: string;
  orderId: string;
  method: PaymentMethodType;
  state: PaymentState;
  /** `state` as the order's payment status (payment-state.ts paymentStatusOf). */
  status: PaymentStatus;
  /** Integer yen the session asks for. */
  amount: number;
  /** Integer yen given back so far. */
  refundedAmount: number;
  /** The slip of a konbini payment the shopper has still to pay (`authorized`); absent otherwise. */
  konbini?: KonbiniSlip;
};

/**
 * A konbini payment slip as the provider issued it: the chain, the numbers the shopper gives at the
 * store and the deadline (docs/rules/checkout-and-payments.md, "Konbini slip").
 */
export type KonbiniSlip = {
  store: KonbiniStore;
  /** 払込票番号 (Seven-Eleven) or 受付番号 / お客様番号. */
  receiptNumber: string;
  /** 確認番号; "" when the store needs none. */
  confirmationNumber: string;
  /** 支払期限: the slip cannot be paid from this instant on. */
  deadline: Date;
  /** The provider's page showing the slip; "" when it has none. */
  instructionsUrl: string;
};

/** A notification as it arrived: the raw body (the signature covers these bytes) and the headers. */
export type IncomingNotification = {
  body: Uint8Array;
  /** Header names in lower case, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

/** What a provider tells us about a payment; `kind` is the state it has moved to. */
export type PaymentEvent = {
  kind: Exclude<PaymentState, 'pending'>;
  /** The provider's id of this event: the same event delivered twice carries the same id. */
  eventId: string;
  sessionId: string;
  orderId: string;
  /** Integer yen the payment is for. */
  amount: number;
  /** Integer yen refunded so far (for `refunded`, the running total). */
  refundedAmount: number;
  /** When the provider says it happened: notifications may arrive out of order. */
  occurredAt: Date;
};

export type NotificationRefusal = 'missing-signature' | 'bad-signature' | 'malformed';

export type PaymentNotification =
  /** A signed event about a payment of ours. */
  | { outcome: 'event'; event: PaymentEvent }
  /** Signed and well-formed, but nothing to act on (a ping, an event type we do not follow). */
  | { outcome: 'ignored'; type: string }
  /** Not from the provider, or not readable: answer 401 (signature) or 400 (malformed); change nothing. */
  | { outcome: 'refused'; reason: NotificationRefusal };

export type CaptureInput = {
  /** The order's session (its transactionId); the provider captures the session's payment. */
  sessionId: string;
  /** One key per order (checkout uses `capture-<orderId>`), so a repeated capture takes the money once. */
  idempotencyKey: string;
};

/** The payment's state after the capture: `paid` when the money was taken. */
export type CaptureResult = { state: PaymentState };

export type RefundInput = {
  sessionId: string;
  /** Integer yen to give back; absent = everything not yet refunded. */
  amount?: number;
  /** One key per refund decision, so a retried request never refunds twice. */
  idempotencyKey: string;
  /** Shown to the shop in the provider's dashboard. */
  reason?: string;
};

export type RefundResult = { state: PaymentState; refundedAmount: number };

export type CancelInput = {
  sessionId: string;
  /** One key per order's expiry (`expire-<orderId>`), so a retried cancel acts once. */
  idempotencyKey: string;
};

/** The session's state after the cancel (see PaymentProvider.cancel). */
export type CancelResult = { state: PaymentState };

/**
 * A return URL as the shopper comes back to it: `?session_id=<sessionId>` appended, as providers do
 * and as checkout does itself for an order with nothing to pay.
 */
export const withSessionId = (url: string, sessionId: string): string => {
  const target = new URL(url);
  target.searchParams.set('session_id', sessionId);
  return target.toString();
};
