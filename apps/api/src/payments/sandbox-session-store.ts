import type { PaymentMethodType } from '@hatake/contract';
import type { RefundResult } from './payment-provider.ts';
import type { PaymentState } from './payment-state.ts';

/** A session of the sandbox provider: what a real provider would keep on its side. */
export type SandboxSession = {
  id: string;
  orderId: string;
  method: PaymentMethodType;
  amount: number;
  email: string;
  name: string;
  returnUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /**
   * The payment page's token, part of the payment URL the checkout answers: seeing or settling the
   * session takes it, the session id alone (the order's transactionId, shown in many places) does not.
   */
  pageToken: string;
  state: PaymentState;
  refundedAmount: number;
  /** Results of the refunds made, by idempotency key, so a retried refund answers the first result. */
  refunds: Readonly<Record<string, RefundResult>>;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * Where the sandbox keeps its sessions: the `sandbox_payment_sessions` table in production
 * (database-sandbox-session-store.ts, docs/adr/0017), so every API process sees every session; in
 * memory (below) for unit tests of the provider. Every call is asynchronous and each write is one
 * atomic operation, so the provider works the same on either.
 */
export type SandboxSessionStore = {
  get(sessionId: string): Promise<SandboxSession | undefined>;
  /**
   * Stores `session` unless one with its idempotency key exists, and answers the stored one: two
   * concurrent checkouts with one key get one session.
   */
  insertOnce(session: SandboxSession): Promise<SandboxSession>;
  /**
   * Replaces a session by what `change` makes of it, atomically (no other update in between).
   * `change` may throw to refuse the change; undefined when there is no such session.
   */
  update(
    sessionId: string,
    change: (current: SandboxSession) => SandboxSession,
  ): Promise<SandboxSession | undefined>;
};

/**
 * Sessions in this process's memory, for unit tests of the provider only: they are gone after a
 * restart and another API process does not see them, so the app never uses it
 * (create-payment-provider.ts wires the database store). Sessions are dropped a day after they
 * expire, so the map does not grow for ever.
 */
export class InMemorySandboxSessionStore implements SandboxSessionStore {
  readonly #sessions = new Map<string, SandboxSession>();
  readonly #byIdempotencyKey = new Map<string, string>();
  readonly #retainMs: number;
  readonly #now: () => Date;

  constructor(options: { retainAfterExpiryMs?: number; now?: () => Date } = {}) {
    this.#retainMs = options.retainAfterExpiryMs ?? 24 * 3600 * 1000;
    this.#now = options.now ?? (() => new Date());
  }

  get size(): number {
    return this.#sessions.size;
  }

  async get(sessionId: string): Promise<SandboxSession | undefined> {
    return this.#sessions.get(sessionId);
  }

  async insertOnce(session: SandboxSession): Promise<SandboxSession> {
    this.#dropExpired();
    const existingId = this.#byIdempotencyKey.get(session.idempotencyKey);
    const existing = existingId === undefined ? undefined : this.#sessions.get(existingId);
    if (existing) return existing;
    this.#sessions.set(session.id, session);
    this.#byIdempotencyKey.set(session.idempotencyKey, session.id);
    return session;
  }

  async update(
    sessionId: string,
    change: (current: SandboxSession) => SandboxSession,
  ): Promise<SandboxSession | undefined> {
    const current = this.#sessions.get(sessionId);
    if (!current) return undefined;
    const next = change(current);
    this.#sessions.set(sessionId, next);
    return next;
  }

  #dropExpired(): void {
    const cutoff = this.#now().getTime() - this.#retainMs;
    for (const [id, session] of this.#sessions) {
      if (session.expiresAt.getTime() >= cutoff) continue;
      this.#sessions.delete(id);
      this.#byIdempotencyKey.delete(session.idempotencyKey);
    }
  }
}
