/**
 * The provider's payment session of a placed order (docs/adr/0006): opened with the order id as its
 * idempotency key, so opening it again finds the same session; its id and URL are kept on the order.
 */
import type { PaymentMethodType } from '@hatake/contract';
import { eq, sql } from 'drizzle-orm';
import { onePerHandle } from '../../db/prepared.ts';
import { type AddressSnapshot, orderPayments } from '../../db/schema/index.ts';
import type { Executor } from '../../db/types.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';

/** The session's id and URL kept on the order's payment; prepared once per handle (db/prepared.ts). */
const sessionRecordOf = onePerHandle((db: Executor) =>
  db
    .update(orderPayments)
    .set({
      transactionId: sql`${sql.placeholder('sessionId')}`,
      redirectUrl: sql`${sql.placeholder('redirectUrl')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(eq(orderPayments.orderId, sql.placeholder('orderId')))
    .prepare('checkouts_record_session'),
);

/** Opens (or, with the same key, finds again) the provider session and stores its id and URL. */
export const openSession = async (
  deps: CheckoutDeps,
  orderId: string,
  method: number,
  amount: number,
  email: string,
  billing: AddressSnapshot,
  input: Pick<CommonCheckoutInput, 'callbackUrl'>,
  /** The order's expires_at: the session is not payable after it. */
  payableUntil: Date | null,
) => {
  let session: { sessionId: string; redirectUrl: string };
  try {
    session = await deps.payments.createSession({
      orderId,
      amount,
      currency: 'JPY',
      method: method as PaymentMethodType,
      customer: { email, name: `${billing.lastname} ${billing.firstname}` },
      returnUrl: input.callbackUrl,
      cancelUrl: input.callbackUrl,
      idempotencyKey: orderId,
      ...(payableUntil ? { payableUntil } : {}),
    });
  } catch (error) {
    if (error instanceof DomainError && error.kind !== 'Unavailable') throw error;
    throw new DomainError(
      'Unavailable',
      'the payment provider cannot be reached; nothing was charged, please try again',
      { cause: error },
    );
  }
  await sessionRecordOf(deps.db).execute({
    orderId,
    sessionId: session.sessionId,
    redirectUrl: session.redirectUrl,
    now: new Date().toISOString(),
  });
  return session;
};
