import { PaymentMethodType, PaymentStatus } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/domain-error.ts';
import { signBody } from './body-signature.ts';
import type { CreateSessionInput, PaymentNotification } from './payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from './sandbox-provider.ts';
import { InMemorySandboxSessionStore, type SandboxSession } from './sandbox-session-store.ts';

const secret = 'sandbox-secret-0123456789';

/** Every session's page token, as the buyer's browser gets it in the payment URL. */
const pageTokens = new Map<string, string>();
const tokenOf = (sessionId: string) => pageTokens.get(sessionId);

/** The in-memory store, noting the page token of each session it keeps. */
class TokenNotingStore extends InMemorySandboxSessionStore {
  override async insertOnce(session: SandboxSession): Promise<SandboxSession> {
    const stored = await super.insertOnce(session);
    pageTokens.set(stored.id, stored.pageToken);
    return stored;
  }
}

/** A provider on a clock the test moves, its sessions payable `sessionTtlSeconds` (default 2 h). */
const sandbox = ({ start = new Date('2026-05-01T10:00:00Z'), sessionTtlSeconds = 2 * 3600 } = {}) => {
  const clock = { now: start };
  const store = new TokenNotingStore({ now: () => clock.now });
  const provider = new SandboxPaymentProvider({
    secret,
    publicUrl: 'https://shop.example/',
    store,
    sessionTtlSeconds,
    now: () => clock.now,
  });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { provider, store, advance, now: () => clock.now };
};

const order = (overrides: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  orderId: 'order-1',
  amount: 3280,
  currency: 'JPY',
  method: PaymentMethodType.CREDIT_CARD,
  customer: { email: 'hanako@example.jp', name: '山田 花子' },
  returnUrl: 'https://shop.example/checkout/done?from=cart',
  cancelUrl: 'https://shop.example/cart',
  idempotencyKey: 'order-1',
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

const eventOf = (notification: PaymentNotification) => {
  if (notification.outcome !== 'event') throw new Error(`expected an event, got ${notification.outcome}`);
  return notification.event;
};

describe('sandbox payment provider', () => {
  it('opens a session whose payment page is the storefront page under /v1/purchase/sandbox', async () => {
    const { provider } = sandbox();
    const session = await provider.createSession(order());
    expect(session.sessionId).toMatch(/^sbx_[A-Za-z0-9_-]{22}$/);
    expect(session.redirectUrl).toBe(
      `https://shop.example/v1/purchase/sandbox/${session.sessionId}?token=${tokenOf(session.sessionId)}`,
    );
    expect(await provider.readSession(session.sessionId)).toEqual({
      sessionId: session.sessionId,
      orderId: 'order-1',
      method: PaymentMethodType.CREDIT_CARD,
      state: 'pending',
      status: PaymentStatus.UNPAID,
      amount: 3280,
      refundedAmount: 0,
    });
  });

  it('answers the same session for a repeated idempotency key, also when the calls race', async () => {
    const { provider, store } = sandbox();
    const [first, second] = await Promise.all([
      provider.createSession(order()),
      provider.createSession(order()),
    ]);
    expect(second).toEqual(first);
    expect((await provider.createSession(order())).sessionId).toBe(first.sessionId);
    expect(store.size).toBe(1);
    const other = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('refuses an idempotency key reused for another order, amount or method', async () => {
    const { provider } = sandbox();
    await provider.createSession(order());
    for (const changed of [{ amount: 3281 }, { orderId: 'order-9' }, { method: PaymentMethodType.PAYPAY }]) {
      const error = await domainError(provider.createSession(order(changed)));
      expect([error.kind, error.detail]).toEqual([
        'FailedPrecondition',
        'idempotency key already used for another payment',
      ]);
    }
  });

  it('refuses amounts that are not positive integer yen, and methods no provider takes', async () => {
    const { provider } = sandbox();
    for (const amount of [0, -1, 10.5, Number.NaN, 2 ** 53]) {
      expect((await domainError(provider.createSession(order({ amount })))).kind).toBe('InvalidArgument');
    }
    for (const method of [PaymentMethodType.CASH, PaymentMethodType.FREE, PaymentMethodType.UNKNOWN]) {
      expect((await domainError(provider.createSession(order({ method })))).kind).toBe('Unimplemented');
    }
  });

  it('an unknown session is NotFound', async () => {
    const { provider } = sandbox();
    expect((await domainError(provider.readSession('sbx_nope'))).kind).toBe('NotFound');
    expect((await domainError(provider.settle('sbx_nope', 'paid', 'some-token'))).kind).toBe('NotFound');
  });

  describe('settling on the payment page', () => {
    it('paying sends a signed notification the webhook path accepts, and returns the shopper with session_id', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order());
      const { notification, browserReturnUrl } = await provider.settle(sessionId, 'paid', tokenOf(sessionId));

      expect(browserReturnUrl).toBe(`https://shop.example/checkout/done?from=cart&session_id=${sessionId}`);
      expect(notification.headers[SANDBOX_SIGNATURE_HEADER]).toBe(signBody(secret, notification.body));
      const event = eventOf(provider.parseNotification(notification));
      expect(event).toMatchObject({
        kind: 'paid',
        sessionId,
        orderId: 'order-1',
        amount: 3280,
        refundedAmount: 0,
        occurredAt: new Date('2026-05-01T10:00:00Z'),
      });
      expect(event.eventId).toMatch(/^evt_/);
      expect((await provider.readSession(sessionId)).status).toBe(PaymentStatus.PREPARING);
    });

    it('giving up sends the shopper to the cancel URL', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order());
      const { notification, browserReturnUrl } = await provider.settle(
        sessionId,
        'canceled',
        tokenOf(sessionId),
      );
      expect(browserReturnUrl).toBe('https://shop.example/cart');
      expect(eventOf(provider.parseNotification(notification)).kind).toBe('canceled');
      expect((await provider.readSession(sessionId)).status).toBe(PaymentStatus.CANCELED);
    });

    it('a konbini slip (authorized) is still unpaid, and can be paid later', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order({ method: PaymentMethodType.KONBINI }));
      await provider.settle(sessionId, 'authorized', tokenOf(sessionId));
      expect((await provider.readSession(sessionId)).status).toBe(PaymentStatus.UNPAID);
      await provider.settle(sessionId, 'paid', tokenOf(sessionId));
      expect((await provider.readSession(sessionId)).status).toBe(PaymentStatus.PREPARING);
    });

    it('a finished session cannot move again', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order());
      await provider.settle(sessionId, 'failed', tokenOf(sessionId));
      for (const outcome of ['paid', 'failed', 'canceled', 'authorized', 'expired'] as const) {
        const error = await domainError(provider.settle(sessionId, outcome, tokenOf(sessionId)));
        expect([error.kind, error.detail]).toEqual(['FailedPrecondition', 'payment session is failed']);
      }
    });

    it('after two hours an open session reads expired and can only expire; a paid one stays paid', async () => {
      const { provider, advance } = sandbox();
      const open = await provider.createSession(order());
      const paid = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
      await provider.settle(paid.sessionId, 'paid', tokenOf(paid.sessionId));
      advance(2 * 3600 * 1000);
      expect((await domainError(provider.settle(open.sessionId, 'paid', tokenOf(open.sessionId)))).kind).toBe(
        'FailedPrecondition',
      );
      expect(await provider.readSession(open.sessionId)).toMatchObject({
        state: 'expired',
        status: PaymentStatus.FAILED,
      });
      expect((await provider.readSession(paid.sessionId)).state).toBe('paid');
      expect(
        (await domainError(provider.settle(paid.sessionId, 'expired', tokenOf(paid.sessionId)))).kind,
      ).toBe('FailedPrecondition');
    });
  });

  describe('the page token (the session id alone is no credential)', () => {
    it('reading for the page and settling take the token of the payment URL; missing or wrong → Unauthenticated, nothing moves', async () => {
      const { provider } = sandbox();
      const session = await provider.createSession(order());
      const token = new URL(session.redirectUrl).searchParams.get('token') ?? '';
      expect(token).toBe(tokenOf(session.sessionId));
      for (const wrong of [undefined, '', `${token}x`, token.slice(1), 'A'.repeat(token.length)]) {
        const read = await domainError(provider.readSessionForPage(session.sessionId, wrong));
        const settle = await domainError(provider.settle(session.sessionId, 'failed', wrong));
        expect([read.kind, settle.kind]).toEqual(['Unauthenticated', 'Unauthenticated']);
      }
      expect((await provider.readSession(session.sessionId)).state).toBe('pending');
      expect(await provider.readSessionForPage(session.sessionId, token)).toMatchObject({
        amount: 3280,
        state: 'pending',
      });
      await provider.settle(session.sessionId, 'paid', token);
      expect((await provider.readSession(session.sessionId)).state).toBe('paid');
    });

    it('another session’s token does not open this one', async () => {
      const { provider } = sandbox();
      const mine = await provider.createSession(order());
      const theirs = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
      const error = await domainError(provider.settle(mine.sessionId, 'failed', tokenOf(theirs.sessionId)));
      expect(error.kind).toBe('Unauthenticated');
    });
  });

  describe('lifetime and cancel (never money without an order)', () => {
    it('a session is payable for the configured lifetime (the order’s payment time), then Pay is refused as expired', async () => {
      const { provider, advance } = sandbox({ sessionTtlSeconds: 900 });
      const early = await provider.createSession(order());
      const late = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
      advance(899_999);
      await provider.settle(early.sessionId, 'paid', tokenOf(early.sessionId));
      advance(1);
      const error = await domainError(provider.settle(late.sessionId, 'paid', tokenOf(late.sessionId)));
      expect([error.kind, error.detail]).toEqual([
        'FailedPrecondition',
        'this payment session has expired: nothing was paid; order again from the cart',
      ]);
      expect((await provider.readSession(late.sessionId)).state).toBe('expired');
    });

    it('a session opened after its order is not payable past the order’s expiry (payableUntil), however long its lifetime', async () => {
      const { provider, advance, now } = sandbox({ sessionTtlSeconds: 900 });
      // The order was placed 40 ms before its session opened: it expires 40 ms before the lifetime ends.
      const payableUntil = new Date(now().getTime() + 900_000 - 40);
      const session = await provider.createSession(order({ payableUntil }));
      advance(900_000 - 40);
      const error = await domainError(provider.settle(session.sessionId, 'paid', tokenOf(session.sessionId)));
      expect([error.kind, error.detail]).toEqual([
        'FailedPrecondition',
        'this payment session has expired: nothing was paid; order again from the cart',
      ]);
      // A lifetime shorter than the order's time is kept.
      const short = await provider.createSession(
        order({
          orderId: 'order-3',
          idempotencyKey: 'order-3',
          payableUntil: new Date(now().getTime() + 3_600_000),
        }),
      );
      advance(900_000);
      expect((await provider.readSession(short.sessionId)).state).toBe('expired');
    });

    it('cancel closes an open session (Pay is then refused) and answers a payment that came first', async () => {
      const { provider } = sandbox();
      const open = await provider.createSession(order());
      const paid = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
      await provider.settle(paid.sessionId, 'paid', tokenOf(paid.sessionId));
      expect(await provider.cancel({ sessionId: open.sessionId, idempotencyKey: 'expire-order-1' })).toEqual({
        state: 'canceled',
      });
      const error = await domainError(provider.settle(open.sessionId, 'paid', tokenOf(open.sessionId)));
      expect([error.kind, error.detail]).toEqual([
        'FailedPrecondition',
        'this payment session is closed (canceled): nothing was paid; order again from the cart',
      ]);
      expect(await provider.cancel({ sessionId: paid.sessionId, idempotencyKey: 'expire-order-2' })).toEqual({
        state: 'paid',
      });
      expect((await provider.readSession(paid.sessionId)).state).toBe('paid');
      const missing = await domainError(provider.cancel({ sessionId: 'sbx_nope', idempotencyKey: 'k' }));
      expect(missing.kind).toBe('NotFound');
    });

    it('a Pay and a cancel of one session racing: exactly one wins', async () => {
      for (let round = 0; round < 10; round += 1) {
        const { provider } = sandbox();
        const { sessionId } = await provider.createSession(order());
        const [pay, cancel] = await Promise.allSettled([
          provider.settle(sessionId, 'paid', tokenOf(sessionId)),
          provider.cancel({ sessionId, idempotencyKey: 'expire-order-1' }),
        ]);
        const state = (await provider.readSession(sessionId)).state;
        if (pay.status === 'fulfilled')
          expect([state, cancel]).toMatchObject(['paid', { value: { state: 'paid' } }]);
        else expect([state, cancel]).toMatchObject(['canceled', { value: { state: 'canceled' } }]);
      }
    });
  });

  describe('notifications', () => {
    it('refuses a notification whose body was changed after signing', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order());
      const { notification } = await provider.settle(sessionId, 'failed', tokenOf(sessionId));
      const forged = Buffer.from(notification.body.toString().replace('"payment.failed"', '"payment.paid"'));
      expect(provider.parseNotification({ body: forged, headers: notification.headers })).toEqual({
        outcome: 'refused',
        reason: 'bad-signature',
      });
    });

    it('refuses a notification signed by another sandbox (another secret) and one without a signature', async () => {
      const { provider } = sandbox();
      const other = new SandboxPaymentProvider({
        secret: 'a-different-secret-42',
        publicUrl: 'https://shop.example',
        store: new TokenNotingStore(),
        sessionTtlSeconds: 900,
      });
      const { sessionId } = await other.createSession(order());
      const { notification } = await other.settle(sessionId, 'paid', tokenOf(sessionId));
      expect(provider.parseNotification(notification)).toEqual({
        outcome: 'refused',
        reason: 'bad-signature',
      });
      expect(provider.parseNotification({ body: notification.body, headers: {} })).toEqual({
        outcome: 'refused',
        reason: 'missing-signature',
      });
    });

    const signed = (payload: unknown) => {
      const body = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
      return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: signBody(secret, body) } };
    };

    it('refuses signed bodies that are not a complete event, and ignores event types it does not know', () => {
      const { provider } = sandbox();
      const complete = {
        id: 'evt_1',
        type: 'payment.paid',
        created_at: '2026-05-01T10:00:00.000Z',
        data: { session_id: 'sbx_1', order_id: 'order-1', amount: 100, refunded_amount: 0 },
      };
      expect(provider.parseNotification(signed(complete)).outcome).toBe('event');
      for (const broken of [
        'not json',
        [complete],
        { ...complete, type: undefined },
        { ...complete, id: undefined },
        { ...complete, created_at: 'yesterday' },
        { ...complete, data: { ...complete.data, amount: '100' } },
        { ...complete, data: { ...complete.data, amount: -1 } },
        { ...complete, data: { ...complete.data, session_id: '' } },
      ]) {
        expect(provider.parseNotification(signed(broken))).toEqual({
          outcome: 'refused',
          reason: 'malformed',
        });
      }
      expect(provider.parseNotification(signed({ ...complete, type: 'ping' }))).toEqual({
        outcome: 'ignored',
        type: 'ping',
      });
    });
  });

  describe('captures', () => {
    it('captures an authorised card session once: paid, and a repeat answers paid again', async () => {
      const { provider } = sandbox();
      const { sessionId } = await provider.createSession(order());
      await provider.settle(sessionId, 'authorized', tokenOf(sessionId));
      expect((await provider.readSession(sessionId)).state).toBe('authorized');
      expect(await provider.capture({ sessionId, idempotencyKey: 'capture-order-1' })).toEqual({
        state: 'paid',
      });
      expect(await provider.capture({ sessionId, idempotencyKey: 'capture-order-1' })).toEqual({
        state: 'paid',
      });
      expect((await provider.readSession(sessionId)).status).toBe(PaymentStatus.PREPARING);
    });

    it('refuses a konbini slip, an open or failed session, and an unknown one', async () => {
      const { provider } = sandbox();
      const konbini = await provider.createSession(order({ method: PaymentMethodType.KONBINI }));
      await provider.settle(konbini.sessionId, 'authorized', tokenOf(konbini.sessionId));
      const open = await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
      const failed = await provider.createSession(order({ orderId: 'order-3', idempotencyKey: 'order-3' }));
      await provider.settle(failed.sessionId, 'failed', tokenOf(failed.sessionId));
      for (const { sessionId } of [konbini, open, failed]) {
        const error = await domainError(provider.capture({ sessionId, idempotencyKey: 'capture' }));
        expect(error.kind).toBe('FailedPrecondition');
      }
      expect((await provider.readSession(konbini.sessionId)).state).toBe('authorized');
      expect((await domainError(provider.capture({ sessionId: 'sbx_none', idempotencyKey: 'c' }))).kind).toBe(
        'NotFound',
      );
    });
  });

  describe('refunds', () => {
    const paidSession = async () => {
      const context = sandbox();
      const { sessionId } = await context.provider.createSession(order());
      await context.provider.settle(sessionId, 'paid', tokenOf(sessionId));
      return { ...context, sessionId };
    };

    it('refunds part, then the rest; the state turns refunded when everything is back', async () => {
      const { provider, sessionId } = await paidSession();
      expect(await provider.refund({ sessionId, amount: 1000, idempotencyKey: 'r1' })).toEqual({
        state: 'paid',
        refundedAmount: 1000,
      });
      expect(await provider.refund({ sessionId, idempotencyKey: 'r2' })).toEqual({
        state: 'refunded',
        refundedAmount: 3280,
      });
      expect(await provider.readSession(sessionId)).toMatchObject({
        status: PaymentStatus.REFUNDED,
        refundedAmount: 3280,
      });
    });

    it('a retried refund (same key) refunds once and answers the first result', async () => {
      const { provider, sessionId } = await paidSession();
      const first = await provider.refund({ sessionId, amount: 500, idempotencyKey: 'r1' });
      const again = await provider.refund({ sessionId, amount: 500, idempotencyKey: 'r1' });
      expect(again).toEqual(first);
      expect((await provider.readSession(sessionId)).refundedAmount).toBe(500);
    });

    it('refuses more than is left, non-integer amounts, and unpaid sessions', async () => {
      const { provider, sessionId } = await paidSession();
      const tooMuch = await domainError(provider.refund({ sessionId, amount: 3281, idempotencyKey: 'r1' }));
      expect([tooMuch.kind, tooMuch.detail]).toEqual([
        'FailedPrecondition',
        'at most 3280 yen can be refunded',
      ]);
      const odd = await domainError(provider.refund({ sessionId, amount: 0.5, idempotencyKey: 'r2' }));
      expect(odd.kind).toBe('InvalidArgument');
      await provider.refund({ sessionId, idempotencyKey: 'all' });
      const nothingLeft = await domainError(provider.refund({ sessionId, idempotencyKey: 'r3' }));
      expect(nothingLeft.detail).toBe('at most 0 yen can be refunded');

      const unpaid = await provider.createSession(order({ orderId: 'o-2', idempotencyKey: 'o-2' }));
      const error = await domainError(provider.refund({ sessionId: unpaid.sessionId, idempotencyKey: 'r4' }));
      expect([error.kind, error.detail]).toEqual([
        'FailedPrecondition',
        'a pending payment cannot be refunded',
      ]);
      expect((await domainError(provider.refund({ sessionId: 'sbx_nope', idempotencyKey: 'r5' }))).kind).toBe(
        'NotFound',
      );
    });
  });

  it('will not run with a short secret (anyone could sign a "paid" notification)', () => {
    expect(
      () =>
        new SandboxPaymentProvider({
          secret: '',
          publicUrl: 'http://x',
          store: new InMemorySandboxSessionStore(),
          sessionTtlSeconds: 900,
        }),
    ).toThrow('at least 16 characters');
  });

  it('the in-memory store forgets sessions a day after they expired', async () => {
    const { provider, store, advance } = sandbox();
    await provider.createSession(order());
    advance(2 * 3600 * 1000 + 24 * 3600 * 1000 + 1);
    await provider.createSession(order({ orderId: 'order-2', idempotencyKey: 'order-2' }));
    expect(store.size).toBe(1);
  });
});
