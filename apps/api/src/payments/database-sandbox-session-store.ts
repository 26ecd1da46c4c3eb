import { and, eq, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxPaymentSessions } from '../db/schema/index.ts';
import { PAYMENT_STATES, type PaymentState } from './payment-state.ts';
import type { SandboxSession, SandboxSessionStore } from './sandbox-session-store.ts';

type Row = typeof sandboxPaymentSessions.$inferSelect;

/** How often inserts also delete the sessions past their retention. */
const SWEEP_INTERVAL_MS = 60_000;

/** States in which the session holds money: kept for good, as a provider keeps its payments (refunds need them). */
const WITH_MONEY: readonly PaymentState[] = ['paid', 'refunded'];

const stateOf = (value: string): PaymentState => {
  const state = PAYMENT_STATES.find((candidate) => candidate === value);
  // Only the provider writes this column; anything else is a corrupted row, not an input.
  if (state === undefined) throw new Error(`sandbox session in unknown state "${value}"`);
  return state;
};

const sessionOf = (row: Row): SandboxSession => ({
  id: row.id,
  orderId: row.orderId,
  method: row.method,
  amount: row.amount,
  email: row.email,
  name: row.name,
  returnUrl: row.returnUrl,
  cancelUrl: row.cancelUrl,
  idempotencyKey: row.idempotencyKey,
  pageToken: row.pageToken,
  state: stateOf(row.state),
  refundedAmount: row.refundedAmount,
  refunds: Object.fromEntries(
    Object.entries(row.refunds).map(([key, result]) => [
      key,
      { state: stateOf(result.state), refundedAmount: result.refundedAmount },
    ]),
  ),
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

const rowOf = (session: SandboxSession): Row => ({
  id: session.id,
  orderId: session.orderId,
  method: session.method,
  amount: session.amount,
  email: session.email,
  name: session.name,
  returnUrl: session.returnUrl,
  cancelUrl: session.cancelUrl,
  idempotencyKey: session.idempotencyKey,
  pageToken: session.pageToken,
  state: session.state,
  refundedAmount: session.refundedAmount,
  refunds: { ...session.refunds },
  createdAt: session.createdAt,
  expiresAt: session.expiresAt,
});

/**
 * The sandbox's sessions in the `sandbox_payment_sessions` table (docs/adr/0017): the payment page
 * and Pay work on whichever API process the request reaches, and a restart loses no session.
 * `update` reads the row `FOR UPDATE` and writes it back in one transaction, so two processes
 * settling, capturing or cancelling one session at once apply their changes one after the other.
 * Sessions that never took money are deleted a day after they expire (at an insert, at most once a
 * minute per process: sweeping at every insert was one statement more in every checkout).
 */
export class DatabaseSandboxSessionStore implements SandboxSessionStore {
  readonly #db: Database;
  readonly #retainMs: number;
  readonly #now: () => Date;
  /** When this process last deleted the sessions past their retention (ms; never yet: -Infinity). */
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(db: Database, options: { retainAfterExpiryMs?: number; now?: () => Date } = {}) {
    this.#db = db;
    this.#retainMs = options.retainAfterExpiryMs ?? 24 * 3600 * 1000;
    this.#now = options.now ?? (() => new Date());
  }

  async get(sessionId: string): Promise<SandboxSession | undefined> {
    const [row] = await this.#db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, sessionId));
    return row ? sessionOf(row) : undefined;
  }

  async insertOnce(session: SandboxSession): Promise<SandboxSession> {
    const now = this.#now().getTime();
    if (now - this.#sweptAt >= SWEEP_INTERVAL_MS) {
      this.#sweptAt = now;
      await this.#db
        .delete(sandboxPaymentSessions)
        .where(
          and(
            lt(sandboxPaymentSessions.expiresAt, new Date(now - this.#retainMs)),
            notInArray(sandboxPaymentSessions.state, [...WITH_MONEY]),
          ),
        );
    }
    const [inserted] = await this.#db
      .insert(sandboxPaymentSessions)
      .values(rowOf(session))
      .onConflictDoNothing({ target: sandboxPaymentSessions.idempotencyKey })
      .returning();
    if (inserted) return sessionOf(inserted);
    const [existing] = await this.#db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.idempotencyKey, session.idempotencyKey));
    if (!existing) throw new Error('sandbox session vanished between its insert and its read');
    return sessionOf(existing);
  }

  async update(
    sessionId: string,
    change: (current: SandboxSession) => SandboxSession,
  ): Promise<SandboxSession | undefined> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentSessions)
        .where(eq(sandboxPaymentSessions.id, sessionId))
        .for('update');
      if (!row) return undefined;
      const current = sessionOf(row);
      const next = change(current);
      if (next === current) return current;
      const { id: _id, idempotencyKey: _key, ...changed } = rowOf(next);
      await tx.update(sandboxPaymentSessions).set(changed).where(eq(sandboxPaymentSessions.id, sessionId));
      return next;
    });
  }
}
