/**
 * A checkout whose order exists already (a double click, a retry after a time-out) answers the same
 * URL (docs/rules/checkout-and-payments.md): the order id is the requestId. What every checkout does
 * around its own pricing and placing is here too, so both kinds of checkout repeat alike.
 */
import { OrderStatus, PaymentMethodType } from '@hatake/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { onePerHandle } from '../../db/prepared.ts';
import { orderPayments, orders, paymentSystems, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';
import { type CheckoutParty, type Shopper, shopperOf } from './party.ts';
import { assertCardReadable, assertMethodStatus } from './payment-methods.ts';
import { openSession } from './payment-session.ts';

type PlacedOrder = {
  order: typeof orders.$inferSelect;
  payment: typeof orderPayments.$inferSelect;
  email: string;
};

const readPlacedOrder = async (db: Executor, orderId: string): Promise<PlacedOrder | null> => {
  const [row] = await db
    .select({ order: orders, payment: orderPayments, email: users.email })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
};

const buildFirstLook = (db: Database) =>
  db
    .select({
      methodStatus: paymentSystems.status,
      order: orders,
      payment: orderPayments,
      email: users.email,
    })
    .from(paymentSystems)
    .leftJoin(orders, eq(orders.id, sql.placeholder('orderId')))
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(paymentSystems.methodType, sql.placeholder('method')))
    .limit(1)
    .prepare('checkouts_first_look');

// One prepared statement per database handle (tests open many).
const firstLookOf = onePerHandle(buildFirstLook);

/**
 * What every checkout reads first, in one prepared statement (it was two, each built per call): the
 * chosen method's payment-system status (the kill switch; null when the method has no row) and the
 * order its requestId names, if placed already.
 */
const firstLook = async (
  db: Database,
  method: number,
  orderId: string,
): Promise<{ methodStatus: number | null; placed: PlacedOrder | null }> => {
  const [row] = await firstLookOf(db).execute({ method, orderId });
  if (!row) return { methodStatus: null, placed: null };
  const { order, payment, email } = row;
  return {
    methodStatus: row.methodStatus,
    placed: order && payment && email !== null ? { order, payment, email } : null,
  };
};

/**
 * The answer to an order placed already: the same URL, opening the provider session with the same
 * idempotency key if the first request did not get that far. Someone else's requestId is 409; an
 * order that has ended is 412 (price again).
 */
const answerPlaced = async (
  deps: CheckoutDeps,
  row: PlacedOrder,
  shopper: Shopper,
  input: CommonCheckoutInput,
): Promise<{ url: string }> => {
  const same =
    'userId' in shopper
      ? row.order.userId === shopper.userId
      : row.order.sessionId === shopper.sessionId && row.email === shopper.email;
  if (!same) throw new DomainError('AlreadyExists', 'requestId is already used by another checkout');
  // Orders placed before the digest was kept have none: they answer as before.
  if (row.order.requestDigest && row.order.requestDigest !== input.requestDigest) {
    throw new DomainError(
      'AlreadyExists',
      'requestId is already used by a checkout with another cart, total, method or callbackUrl: price again for a new one',
    );
  }
  const status = row.order.status;
  if (status === OrderStatus.FAILED || status === OrderStatus.CANCELED || status === OrderStatus.REFUNDED) {
    throw new DomainError(
      'FailedPrecondition',
      'this checkout has ended: price the cart again for a new requestId',
    );
  }
  if (row.payment.redirectUrl) return { url: row.payment.redirectUrl };
  const session = await openSession(
    deps,
    row.order.id,
    row.payment.methodType,
    row.payment.total,
    row.email,
    row.order.billingAddress,
    input,
    row.order.expiresAt,
  );
  return { url: session.redirectUrl };
};

/**
 * One request's look at the order its requestId names: `answer()` is null while no such order
 * exists, else its answer. The order is read until it is found and then kept, so a request that
 * asks again (before placing, after its placing met the order, after pricing was refused) reads it
 * once — it used to read it up to three times.
 */
export type Repeat = { answer: () => Promise<{ url: string } | null> };

export const repeatOf = (
  deps: CheckoutDeps,
  input: CommonCheckoutInput,
  shopper: Shopper,
  placedAlready: PlacedOrder | null = null,
): Repeat => {
  let placed: PlacedOrder | null = placedAlready;
  return {
    answer: async () => {
      placed ??= await readPlacedOrder(deps.db, input.requestId);
      return placed ? answerPlaced(deps, placed, shopper, input) : null;
    },
  };
};

/**
 * Runs `work` (pricing and placing a checkout); when it refuses (400, 412) and an order with this
 * requestId now exists for the same shopper — a concurrent submit won — answers that order's URL.
 */
const orRepeat = async (repeat: Repeat, work: () => Promise<{ url: string }>): Promise<{ url: string }> => {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof DomainError &&
      (error.kind === 'InvalidArgument' || error.kind === 'FailedPrecondition')
    ) {
      const answer = await repeat.answer().catch(() => null);
      if (answer) return answer;
    }
    throw error;
  }
};

/**
 * What every checkout does around its own pricing and placing: the card and the method are checked,
 * a repeat of this requestId answers the first order's URL, and a refusal while pricing that a
 * concurrent submit of the same checkout explains (it took the cart first) answers that one's URL.
 */
export const runCheckout = async (
  deps: CheckoutDeps,
  input: CommonCheckoutInput & { party: CheckoutParty },
  now: Date,
  place: (repeat: Repeat) => Promise<{ url: string }>,
): Promise<{ url: string }> => {
  assertCardReadable(
    input.paymentMethod === PaymentMethodType.CREDIT_CARD ? input.creditCard : undefined,
    now,
  );
  const first = await firstLook(deps.db, input.paymentMethod, input.requestId);
  assertMethodStatus(first.methodStatus, input.paymentMethod);
  const repeat = repeatOf(deps, input, shopperOf(input.party, input.sessionId), first.placed);
  const answer = first.placed ? await repeat.answer() : null;
  if (answer) return answer;
  return orRepeat(repeat, () => place(repeat));
};
