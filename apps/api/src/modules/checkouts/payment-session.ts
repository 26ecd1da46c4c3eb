/**
 * The provider's payment session of a placed order (docs/adr/0006): opened with the order id as its
 * idempotency key, so opening it again finds the same session; its id and URL are kept on the order.
 */
import type { PaymentMethodType } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { type AddressSnapshot, orderPayments } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CommonCheckoutInput } from './checkout-input.ts';
import type { CheckoutDeps } from './deps.ts';

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
  await deps.db
    .update(orderPayments)
    .set({ transactionId: session.sessionId, redirectUrl: session.redirectUrl, updatedAt: new Date() })
    .where(eq(orderPayments.orderId, orderId));
  return session;
};
